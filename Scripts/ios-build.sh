#!/usr/bin/env bash
# Builds the package for iOS with the Linux Swift toolchain against real iPhoneOS SDKs, as Xcode
# would: arm64-apple-ios at the package's deployment target, Swift 6 language mode, warnings as
# errors. One block per SDK:
#
#   gate    iPhoneOS 26.2 (Xcode 26.2, Swift 6.2.3 interfaces): KeyboardCore, KeyboardAvoidance,
#           KeyboardAvoidanceSwiftUI, the recipes and the device lab's recorder are compiled (type-check, then SIL: definite
#           initialization, exclusivity, region-based isolation), once more as an app extension
#           (-application-extension), and an app using every product is linked against the SDK's
#           .tbd stubs with ld64.lld. Every UIKit declaration the stand-in lists is type-checked.
#   xcode16 iPhoneOS 18.6 (Xcode 16.4, Swift 6.1.2 interfaces): the same compile and link.
#   oldest  iPhoneOS 15.5 (Xcode 13.4, Swift 5.6 interfaces): KeyboardCore type-checked (its full
#           compile crashes today's compiler against that stdlib), and the surface entries 15.5 knows.
#
# Then the same surface uses are type-checked against HeadlessUIKit, built for this machine.
# The iOS 17.4 SDK (Xcode 15.3) of earlier checks is no longer used: the manifest's tools
# version 6.0 needs Xcode 16 or later, so no app builds this package against a 17.x SDK.
#
# usage: Scripts/ios-build.sh [--gate SDK_DIR] [--xcode16 SDK_DIR] [--oldest SDK_DIR] [--no-link]
#   --gate     default $IOS_SDK_GATE, else ${XDG_CACHE_HOME:-~/.cache}/keyboardavoidance-ios-sdk/iPhoneOS26.2.sdk
#   --xcode16  default $IOS_SDK_XCODE16, else the same cache's iPhoneOS18.6.sdk
#   --oldest   default $IOS_SDK_OLDEST, else the same cache's iPhoneOS15.5.sdk
#   IOS_SDK_CATALYST  default the same cache's MacOSX15.5.sdk
#   --no-link  compile only
#   IOS_APINOTES  folder with Dispatch.apinotes and os.apinotes (default: the cache's apinotes/)
#   IOS_LD64      ld64.lld that accepts iOS (default: Debian's, /usr/lib/llvm-*/bin/ld64.lld;
#                 the Swift toolchain's own refuses the platform)
#   IOS_BUILD_WORK  scratch folder: module caches (a minute or two each to fill), objects, logs
#   Scripts/ios-sdk-cache.sh fills the cache from mirrors of the SDKs' repositories.
#
# Exit status: 0 every block ran with no errors and no warnings; 1 errors or warnings (listed);
# 2 an SDK is incomplete; 3 an SDK, the API notes or the linker is missing (the blocks that
# could run did, without errors; how to get what is missing is printed).
#
# What this proves and what it does not: the code compiles and links for iOS with Swift 6.3.1's
# front end, not Xcode's own 6.1 or 6.2 compilers; nothing runs. The SDKs' .tbd stubs were
# generated from binaries by the repositories' authors, not by Apple, and lack some Swift symbols;
# the link names every symbol it took on trust and why (see LINK_GAPS below).
#
#   catalyst  MacOSX15.5.sdk's System/iOSSupport (Mac Catalyst, arm64-apple-ios13.1-macabi): the
#           products and recipes compiled; not linked (that snapshot lacks Foundation's and
#           SwiftUICore's stubs).
set -uo pipefail
# This package's own build: the glue against the UIKit stand-in on purpose (Package.swift).
export KEYBOARDAVOIDANCE_DEVELOPMENT=1

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/keyboardavoidance-ios-sdk"
GATE_SDK="${IOS_SDK_GATE:-$CACHE/iPhoneOS26.2.sdk}"
XCODE16_SDK="${IOS_SDK_XCODE16:-$CACHE/iPhoneOS18.6.sdk}"
OLDEST_SDK="${IOS_SDK_OLDEST:-$CACHE/iPhoneOS15.5.sdk}"
CATALYST_SDK="${IOS_SDK_CATALYST:-$CACHE/MacOSX15.5.sdk}"
WORK_ROOT="${IOS_BUILD_WORK:-${TMPDIR:-/tmp}/keyboardavoidance-ios-build}"
LINK=1

while [ $# -gt 0 ]; do
  case "$1" in
    --gate) GATE_SDK="${2:?--gate needs an SDK folder}"; shift 2 ;;
    --xcode16) XCODE16_SDK="${2:?--xcode16 needs an SDK folder}"; shift 2 ;;
    --oldest) OLDEST_SDK="${2:?--oldest needs an SDK folder}"; shift 2 ;;
    --no-link) LINK=0; shift ;;
    -h | --help) sed -n '2,42p' "$0"; exit 0 ;;
    *) echo "ios-build: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

how_to_get() { # sdk name, role
  cat >&2 <<EOF
ios-build: no $1 at $CACHE/$1 ($2)
  To get it without a Mac (Apple's files: keep them in the cache, never in the repository):
  put a bare mirror of its repository (named in Scripts/ios-sdk-cache.sh) under
  /work/.mirror/<owner>+<name>/repo, or pass the mirrors' folder, and run Scripts/ios-sdk-cache.sh.
EOF
}

how_to_get_apinotes() {
  cat >&2 <<EOF
  Every SDK also needs apinotes/Dispatch.apinotes and apinotes/os.apinotes of
  https://github.com/swiftlang/swift in $CACHE/apinotes/ (Xcode's toolchain ships them; the Linux
  one does not).
EOF
}

has_sdk() { [ -f "$1/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ]; }
setup_error() { echo "ios-build: $*" >&2; exit 2; }
command -v swiftc >/dev/null || setup_error "swiftc is not on PATH"
command -v python3 >/dev/null || setup_error "python3 is needed for the surface check"

MISSING=0
has_sdk "$GATE_SDK" || { how_to_get iPhoneOS26.2.sdk "the gate: every shipping target"; MISSING=1; }
has_sdk "$XCODE16_SDK" || { how_to_get iPhoneOS18.6.sdk "Xcode 16: every shipping target"; MISSING=1; }
has_sdk "$OLDEST_SDK" || { how_to_get iPhoneOS15.5.sdk "the oldest: KeyboardCore and the surface"; MISSING=1; }
has_catalyst_sdk() { [ -f "$1/System/iOSSupport/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios-macabi.swiftinterface" ]; }
has_catalyst_sdk "$CATALYST_SDK" || { how_to_get MacOSX15.5.sdk "Mac Catalyst: every shipping target"; MISSING=1; }
if ! has_sdk "$GATE_SDK" && ! has_sdk "$XCODE16_SDK" && ! has_sdk "$OLDEST_SDK"; then
  how_to_get_apinotes
  exit 3
fi
APINOTES="${IOS_APINOTES:-$CACHE/apinotes}"
# An SDK passed from elsewhere may keep its notes beside it.
[ -n "${IOS_APINOTES:-}" ] || [ -d "$APINOTES" ] || APINOTES="$(dirname "$GATE_SDK")/apinotes"
for notes in Dispatch.apinotes os.apinotes; do
  if [ ! -f "$APINOTES/$notes" ]; then
    # Like a missing SDK, a missing input of the iOS build skips it loudly (status 3): a fresh
    # machine's cache has the SDKs from their mirrors but not these two files.
    how_to_get_apinotes
    echo "ios-build: missing $APINOTES/$notes; the iOS build is SKIPPED" >&2
    exit 3
  fi
done

LD64="${IOS_LD64:-$(ls /usr/lib/llvm-*/bin/ld64.lld 2>/dev/null | sort -V | tail -1)}"
if [ "$LINK" -eq 1 ] && [ ! -x "$LD64" ]; then
  echo "ios-build: no ld64.lld that links for iOS (Debian: apt-get install lld); the link is SKIPPED" >&2
  LINK=0
  MISSING=1
fi

# The deployment target is the package's own, so the two cannot drift apart.
IOS_MAJOR=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$ROOT/Package.swift" | head -1)
[ -n "$IOS_MAJOR" ] || setup_error "no .iOS(.vN) platform in Package.swift"
DEPLOYMENT="$IOS_MAJOR.0"
CATALYST_DEPLOYMENT=$(sed -n 's/.*\.macCatalyst("\([0-9.]*\)").*/\1/p' "$ROOT/Package.swift" | head -1)
[ -n "$CATALYST_DEPLOYMENT" ] || setup_error "no .macCatalyst(\"N.N\") platform in Package.swift"
mkdir -p "$WORK_ROOT" || setup_error "cannot create $WORK_ROOT"
WORK_ROOT=$(cd "$WORK_ROOT" && pwd)

count() { grep -cE "^[^ ].*:[0-9]+:[0-9]+: $1:" "$2"; }
FAILED=0
report() { # name, log, exit status, what was done
  local errors warnings
  errors=$(count error "$2")
  warnings=$(count warning "$2")
  printf "  %-40s %-12s %s errors, %s warnings\n" "$1" "${4:-}" "$errors" "$warnings"
  if [ "$3" -ne 0 ] || [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    FAILED=1
    grep -E "^[^ ].*:[0-9]+:[0-9]+: (error|warning):" "$2" | sed "s#^$ROOT/##" | head -40 | sed 's/^/    /'
    [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ] || tail -5 "$2" | sed 's/^/    /'
  fi
}
sources() { find "$ROOT/$1" -name '*.swift' | sort; }
DECLARATIONS="$ROOT/Sources/HeadlessUIKit/UIKitDeclarations.txt"

# shellcheck source=Scripts/ios-prepare.sh
source "$ROOT/Scripts/ios-prepare.sh"

# SwiftPM generates `Bundle.module` for a target with resources (the glue's Localizable.strings);
# this build compiles the sources directly, so it declares the accessor as SwiftPM would.
resource_bundle_shim() {
  cat >"$WORK/ResourceBundleShim.swift" <<'SWIFT'
import Foundation
extension Foundation.Bundle {
  static var module: Bundle { Bundle.main }
}
SWIFT
  echo "$WORK/ResourceBundleShim.swift"
}

typecheck_core() {
  mapfile -t CORE < <(sources Sources/KeyboardCore)
  swiftc -typecheck "${COMMON[@]}" -module-name KeyboardCore "${CORE[@]}" "${BACKFILL[@]}" \
    >"$WORK/core.log" 2>&1
  report KeyboardCore "$WORK/core.log" $? type-checked
}

# Compiles one module into an object and a module for the next, as Xcode's release build does:
# whole-module, -O, SIL diagnostics, warnings as errors. -runtime-compatibility-version none
# leaves out only the autolinked compatibility archives of Xcode's toolchain, which the Linux
# toolchain does not have (they patch older Swift runtimes; see LINK_GAPS).
compile_module() { # label, module name, scratch subfolder, extra flags (array name), sources...
  local label=$1 name=$2 out=$3 extra_name=$4
  shift 4
  local -n extra=$extra_name
  mkdir -p "$WORK/$out/symbolgraphs"
  # The symbol graph of the public API as an app on this SDK sees it, for the docs.
  swiftc -c -O -parse-as-library "${COMMON[@]}" "${extra[@]}" -warnings-as-errors \
    -runtime-compatibility-version none -module-name "$name" -I "$WORK/$out" \
    -emit-module -emit-module-path "$WORK/$out/$name.swiftmodule" -o "$WORK/$out/$name.o" \
    -emit-symbol-graph -emit-symbol-graph-dir "$WORK/$out/symbolgraphs" \
    -symbol-graph-minimum-access-level public -emit-extension-block-symbols \
    "$@" >"$WORK/$out/$name.log" 2>&1
  local status=$?
  local files=$#
  report "$label" "$WORK/$out/$name.log" $status "compiled"
  [ $status -eq 0 ] && echo "  $(printf '%-40s' '') $files files, $(stat -c %s "$WORK/$out/$name.o") bytes of arm64 object"
  return $status
}

# The three products, then the README's recipes as an app compiles them: against the products'
# modules and the real UIKit and SwiftUI.
compile_products() { # scratch subfolder, extra flags (array name), label suffix
  local out=$1 extra=$2 suffix=${3:-}
  local bundle
  bundle=$(resource_bundle_shim)
  mapfile -t CORE < <(sources Sources/KeyboardCore)
  mapfile -t GLUE < <(sources Sources/KeyboardAvoidance)
  mapfile -t SWIFTUI_LAYER < <(sources Sources/KeyboardAvoidanceSwiftUI)
  compile_module "KeyboardCore$suffix" KeyboardCore "$out" "$extra" "${CORE[@]}" || return 1
  compile_module "KeyboardAvoidance$suffix" KeyboardAvoidance "$out" "$extra" "${GLUE[@]}" "$bundle" ||
    return 1
  # The glue must see the real UIKit, never the stand-in.
  if grep -q HeadlessUIKit "$WORK/$out/KeyboardAvoidance.log"; then
    echo "  KeyboardAvoidance referred to HeadlessUIKit on iOS" && FAILED=1
  fi
  compile_module "KeyboardAvoidanceSwiftUI$suffix" KeyboardAvoidanceSwiftUI "$out" "$extra" \
    "${SWIFTUI_LAYER[@]}" || return 1
}

compile_recipes() { # scratch subfolder with the products' modules
  mapfile -t RECIPES < <(sources Examples/Recipes)
  local none=()
  compile_module "Recipes (UIKit, SwiftUI)" KeyboardAvoidanceRecipes "$1" none "${RECIPES[@]}"
}

# The device lab's recorder, as the demo app compiles it (Examples/DeviceLab).
compile_lab() { # scratch subfolder with the products' modules
  mapfile -t LAB < <(sources Examples/DeviceLab/Lab)
  local none=()
  compile_module "Device lab recorder" KeyboardDeviceLab "$1" none "${LAB[@]}"
}

# Every Swift block of the README and the docs, compiled against this SDK with the products'
# modules (Scripts/ios-snippets.py says how blocks become files), so none can rot. At iOS 17, the
# device lab's target, so that an example is not failed for the deployment target's availability.
# Errors fail the build; warnings (an example's unused value) do not.
check_snippets() { # scratch subfolder with the products' modules
  local out="$WORK/snippets" triple=arm64-apple-ios17.0 failed=0 units=0 unit origin status
  rm -rf "$out"
  mapfile -t DOCS < <(cd "$ROOT" && { echo README.md; find Docs -name '*.md';
    find Sources/KeyboardCore Sources/KeyboardAvoidance Sources/KeyboardAvoidanceSwiftUI \
      -name '*.md'; } | sort)
  local listing
  listing=$(cd "$ROOT" && python3 Scripts/ios-snippets.py "$out" "${DOCS[@]}") ||
    { echo "  doc snippets: could not be extracted" && FAILED=1 && return; }
  local app_common=("${COMMON[@]/#$TRIPLE/$triple}")
  while IFS=$'\t' read -r unit origin; do
    [ "$unit" = skipped ] && continue
    units=$((units + 1))
    swiftc -typecheck -parse-as-library "${app_common[@]}" -I "$WORK/$1" \
      "$out/context.swift" "$out/$unit" >"$out/$unit.log" 2>&1
    status=$?
    if [ $status -ne 0 ] || grep -q ': error:' "$out/$unit.log"; then
      failed=$((failed + 1))
      echo "    $origin:"
      grep ': error:' "$out/$unit.log" | head -5 | sed "s#^$out/##; s/^/      /"
    fi
  done <<<"$listing"
  local skipped
  skipped=$(grep -c '^skipped' <<<"$listing")
  printf "  %-40s %-12s %s of %s units failed (%s manifest blocks not compiled)\n" \
    "Doc snippets (README, Docs, DocC)" type-checked "$failed" "$units" "$skipped"
  [ "$failed" -eq 0 ] || FAILED=1
}

# The build must catch what only SIL sees: a value sent to another task and used afterwards is a
# Swift 6 error that `swiftc -typecheck` passes. If this stops failing, the gate has gone blind.
region_isolation_canary() {
  cat >"$WORK/RegionIsolationCanary.swift" <<'SWIFT'
final class Box { var value = 0 }
@MainActor func sendsAndKeeps() async {
  let box = Box()
  Task.detached { box.value += 1 }
  box.value += 1
}
SWIFT
  local none=() log="$WORK/region-canary.log"
  if swiftc -typecheck "${COMMON[@]}" -module-name Canary "$WORK/RegionIsolationCanary.swift" \
    >"$log" 2>&1 && ! swiftc -c -parse-as-library "${COMMON[@]}" -module-name Canary \
      -o "$WORK/canary.o" "$WORK/RegionIsolationCanary.swift" >>"$log" 2>&1 &&
    grep -q "risks causing data races" "$log"; then
    echo "  region-isolation canary                  passes -typecheck, fails the compile (as it must)"
  else
    echo "  region-isolation canary                  NOT caught: the compile no longer runs SIL diagnostics ($log)"
    FAILED=1
  fi
}

# Undefined symbols an app's link may take on trust, each with why no stub shows it. The stubs in
# these SDK snapshots were generated from binaries: UIKitCore's has no Swift symbols at all, and
# CoreGraphics' lists only CGFloat's (no conformances, no CGAffineTransform ==). Any other symbol
# that no stub defines fails the link.
link_gap_reason() { # symbol
  case "$1" in
    ___isPlatformVersionAtLeast) echo "compiler runtime for #available (Xcode's libclang_rt.ios.a)" ;;
    _swift_coroFrameAlloc)
      if grep -q '(undefined) weak external _swift_coroFrameAlloc' "$WEAK_REFERENCES"; then
        echo "Swift 6.2's runtime, referenced weakly by Swift 6.2+ compilers (not by Xcode 16's)"
      fi
      ;;
    *BackDeploy) echo "Swift runtime back-deployment (Xcode's libswiftCompatibility56.a)" ;;
    _swift_async_extendedFramePointerFlags) echo "libswiftCore (listed in Apple's 15.5 stub)" ;;
    '_$s5UIKit'* | '_$sSo'*'5UIKitE'* | '_$s10Foundation'*'5UIKitE'*)
      echo "UIKit's Swift overlay (UIKitCore's stub has no Swift symbols)" ;;
    '_$sSo'*'12CoreGraphicsM'[cn]) echo "a CoreGraphics conformance (in Apple's 15.5 libswiftCoreGraphics stub)" ;;
    '_$sSo17CGAffineTransformV12CoreGraphicsE2eeoiySbAB_ABtFZ')
      # Exported only if the interface declares it without a body (@_transparent members, like
      # CGRect's ==, are compiled into the app instead).
      if grep -A1 -F 'extension CoreFoundation.CGAffineTransform : Swift.Equatable {' \
        "$SDK/System/Library/Frameworks/CoreGraphics.framework/Modules/CoreGraphics.swiftmodule/arm64-apple-ios.swiftinterface" |
        grep -qx '  public static func == (lhs: CoreFoundation.CGAffineTransform, rhs: CoreFoundation.CGAffineTransform) -> Swift.Bool'; then
        echo "CGAffineTransform's == in CoreGraphics' Swift overlay: declared with no body in the SDK's interface, so exported, and in Apple's libswiftCoreGraphics stubs of iPhoneOS 13.7 to 17.0 (this stub lists only CGFloat's Swift symbols)"
      fi
      ;;
    '_$s7SwiftUI'*)
      if [ -f "$SWIFTUI_18_STUB" ] && grep -qF -- "$1" "$SWIFTUI_18_STUB"; then
        echo "SwiftUI (in 18.6's SwiftUI stub; in SwiftUICore from 26, whose stub the snapshot lacks)"
      fi
      ;;
  esac
}
SWIFTUI_18_STUB="$XCODE16_SDK/System/Library/Frameworks/SwiftUI.framework/SwiftUI.tbd"

# Links an app into an arm64 iOS executable against the SDK's stubs, newer API weakly linked as
# Xcode would: Examples/BuildCheckApp, which uses every product, with the recipes' screens
# compiled into its own module as an app would hold them; and the device lab's demo app
# (Examples/DeviceLab/DeviceLab.swiftpm, iOS 17 and later) with the recorder.
link_app() { # scratch subfolder with the products' objects and modules, app name, deployment
  # target, an extra product object (or ""), source folders...
  local out=$1 name=$2 triple=$3 extra=$4
  shift 4
  local app="$WORK/$out/$name"
  mapfile -t APP_SOURCES < <(for folder in "$@"; do sources "$folder"; done)
  local app_common=("${COMMON[@]/#$TRIPLE/$triple}")
  swiftc -c -O -parse-as-library "${app_common[@]}" -warnings-as-errors \
    -runtime-compatibility-version none -module-name "$name" -I "$WORK/$out" \
    -o "$WORK/$out/$name.o" "${APP_SOURCES[@]}" >"$WORK/$out/$name-app.log" 2>&1
  local status=$?
  report "$name (app target)" "$WORK/$out/$name-app.log" $status compiled
  [ $status -eq 0 ] || return 1

  # iOS 26 moved SwiftUI's symbols into SwiftUICore, whose stub is missing from the 26.2 snapshot
  # (a blob of 4 MiB or more). SwiftUI's stub re-exports it, so the linker needs one: 18.6's
  # stands in, found through a second library root.
  local overlay="$WORK/$out/stub-overlay" core_stub="System/Library/Frameworks/SwiftUICore.framework"
  rm -rf "$overlay" && mkdir -p "$overlay/$core_stub"
  local stand_in=""
  if [ ! -f "$SDK/$core_stub/SwiftUICore.tbd" ] && [ -f "$XCODE16_SDK/$core_stub/SwiftUICore.tbd" ]; then
    cp "$XCODE16_SDK/$core_stub/SwiftUICore.tbd" "$overlay/$core_stub/"
    stand_in=" (SwiftUICore: 18.6's stub stands in)"
  fi
  local objects=("$WORK/$out/KeyboardCore.o" "$WORK/$out/KeyboardAvoidance.o"
    "$WORK/$out/KeyboardAvoidanceSwiftUI.o" "$WORK/$out/$name.o")
  [ -z "$extra" ] || objects+=("$WORK/$out/$extra.o")
  local link=(swiftc -target "$triple" -sdk "$SDK" -resource-dir "$RESOURCES" "${objects[@]}"
    -ld-path="$LD64" -Xclang-linker -mlinker-version=907
    -F "$SDK/System/Library/SubFrameworks" -Xlinker -syslibroot -Xlinker "$SDK"
    -Xlinker -syslibroot -Xlinker "$overlay" -Xlinker --error-limit=0 -o "$app")
  local log="$WORK/$out/$name-link.log"
  "${link[@]}" >"$log" 2>&1
  local nm
  nm="$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-nm"
  WEAK_REFERENCES="$WORK/$out/$name-weak-references.txt"
  "$nm" -m "${objects[@]}" >"$WEAK_REFERENCES" 2>/dev/null
  # What no stub defines: each must have a reason above, else the link fails.
  local gaps="$WORK/$out/$name-link-gaps.txt" unexplained=0 symbol reason
  : >"$gaps"
  while read -r symbol; do
    reason=$(link_gap_reason "$symbol")
    if [ -n "$reason" ]; then
      printf '%s\t%s\n' "$symbol" "$reason" >>"$gaps"
    else
      echo "    undefined in every stub: $symbol"
      unexplained=$((unexplained + 1))
    fi
  done < <(sed -n 's/^ld64.lld: error: undefined symbol: //p' "$log" | sort -u)
  local other_errors
  other_errors=$(grep 'error:' "$log" | grep -v 'undefined symbol' |
    grep -vc 'linker command failed')
  if [ "$unexplained" -ne 0 ] || [ "$other_errors" -ne 0 ]; then
    grep 'error:' "$log" | grep -v 'undefined symbol' | head -20 | sed 's/^/    /'
    printf "  %-40s FAILED: %s unexplained symbols, %s other errors\n" "$name link" "$unexplained" "$other_errors"
    FAILED=1
    return 1
  fi
  # The trusted symbols go into a stub of their own under a name no device has, so the
  # executable shows plainly which imports were not checked.
  local gap_stub="$WORK/$out/$name-link-gaps.tbd"
  {
    printf -- "--- !tapi-tbd\ntbd-version: 4\ntargets: [ arm64-ios, arm64-maccatalyst ]\n"
    printf "install-name: '/keyboardavoidance-link-check/unchecked-symbols.dylib'\nexports:\n"
    printf "  - targets: [ arm64-ios, arm64-maccatalyst ]\n    symbols: [ "
    cut -f1 "$gaps" | sed "s/.*/'&'/" | paste -sd, - | sed 's/,/, /g'
    printf "    ]\n...\n"
  } >"$gap_stub"
  if ! "${link[@]}" "$gap_stub" >"$log" 2>&1; then
    grep 'error' "$log" | head -20 | sed 's/^/    /'
    printf "  %-40s FAILED (%s)\n" "$name link" "$log"
    FAILED=1
    return 1
  fi
  local weak
  weak=$("$nm" -m "$app" 2>/dev/null | grep -c '(undefined) weak external')
  printf "  %-40s linked%s: %s\n" "$name link" "$stand_in" "$(file -b "$app" | cut -d, -f1)"
  echo "  $(printf '%-40s' '') $("$nm" -u "$app" | wc -l) imported symbols, $weak weakly (newer than ${triple#arm64-apple-}'s);" \
    "$(wc -l <"$gaps") taken on trust:"
  cut -f2 "$gaps" | sort | uniq -c | sed 's/^ */      /'
  "$nm" -m "$app" | grep '(undefined) weak external' >"$WORK/$out/$name-weak-imports.txt"
}

# The stand-in's surface: every UIKit declaration HeadlessUIKit lists, used with its spelling and
# type, must type-check against this SDK's UIKit (entries newer than the SDK are named as skipped).
check_surface() {
  local summary status
  if summary=$(python3 "$ROOT/Scripts/uikit-surface.py" "$DECLARATIONS" "$WORK/SurfaceUIKit.swift" \
    --import UIKit --import WebKit --sdk-version "${SDK_VERSION:-0}"); then
    swiftc -typecheck "${COMMON[@]}" -module-name UIKitSurface "$WORK/SurfaceUIKit.swift" \
      >"$WORK/surface-uikit.log" 2>&1
    status=$?
    echo "  UIKit surface: $summary"
    report "UIKit surface (real UIKit)" "$WORK/surface-uikit.log" $status type-checked
  else
    echo "  UIKit surface: the declaration list could not be read" && FAILED=1
  fi
}

# The full build of one SDK: products, recipes, the app extension build, the link.
build_block() {
  local none=() extension=(-application-extension)
  if compile_products products none; then
    compile_recipes products
    compile_lab products
    # An app extension (a share sheet with a text field) may use every product: API that
    # extensions lack is either avoided or marked unavailable to them.
    compile_products extension extension " (app extension)"
    if [ "$LINK" -eq 1 ]; then
      link_app products BuildCheckApp "$TRIPLE" "" Examples/Recipes Examples/BuildCheckApp
      link_app products DeviceLabApp arm64-apple-ios17.0 KeyboardDeviceLab \
        Examples/DeviceLab/DeviceLab.swiftpm/App
    fi
  fi
}

START=$SECONDS
if has_sdk "$GATE_SDK"; then
  echo "== gate: iOS 26.2, every shipping target compiled, an app linked, the UIKit surface =="
  prepare "$GATE_SDK" gate
  build_block
  check_snippets products
  region_isolation_canary
  check_surface
  echo "  ($((SECONDS - START)) s)"
fi

if has_sdk "$XCODE16_SDK"; then
  echo "== xcode16: iOS 18.6, every shipping target compiled, an app linked =="
  mark=$SECONDS
  prepare "$XCODE16_SDK" xcode16
  build_block
  echo "  ($((SECONDS - mark)) s)"
fi

if has_catalyst_sdk "$CATALYST_SDK"; then
  echo "== catalyst: Mac Catalyst (macOS 15.5 SDK's iOSSupport), every shipping target compiled =="
  mark=$SECONDS
  prepare "$CATALYST_SDK" catalyst "arm64-apple-ios$CATALYST_DEPLOYMENT-macabi"
  none=()
  compile_products products none && compile_recipes products
  echo "  (not linked: the snapshot lacks the stubs of Foundation and SwiftUICore; $((SECONDS - mark)) s)"
fi

if has_sdk "$OLDEST_SDK"; then
  echo "== oldest: iOS 15.5, KeyboardCore and the surface entries this SDK knows =="
  prepare "$OLDEST_SDK" oldest
  typecheck_core
  check_surface
fi

# The same uses against HeadlessUIKit, built for this machine (a debug build is enough).
echo "== stand-in: the UIKit surface against HeadlessUIKit =="
if (cd "$ROOT" && swift build --target HeadlessUIKit >"$WORK_ROOT/standin-build.log" 2>&1); then
  BIN=$(cd "$ROOT" && swift build --show-bin-path)
  python3 "$ROOT/Scripts/uikit-surface.py" "$DECLARATIONS" "$WORK_ROOT/SurfaceStandIn.swift" \
    --import HeadlessUIKit >/dev/null
  swiftc -typecheck -swift-version 6 -I "$BIN/Modules" -module-name StandInSurface \
    "$WORK_ROOT/SurfaceStandIn.swift" >"$WORK_ROOT/surface-standin.log" 2>&1
  report "UIKit surface (stand-in)" "$WORK_ROOT/surface-standin.log" $? type-checked
else
  echo "  UIKit surface (stand-in)   not checked: HeadlessUIKit did not build ($WORK_ROOT/standin-build.log)"
  FAILED=1
fi

echo "logs: $WORK_ROOT ($((SECONDS - START)) s in all)"
if [ "$FAILED" -ne 0 ]; then
  echo "ios-build: FAILED"
  exit 1
fi
if [ "$MISSING" -ne 0 ]; then
  echo "ios-build: INCOMPLETE, an SDK or the linker is missing (above)"
  exit 3
fi
echo "ios-build: OK"
