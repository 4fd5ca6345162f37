#!/usr/bin/env bash
# Type-checks the package against real iPhoneOS SDKs with the Linux Swift toolchain, for
# arm64-apple-ios at the package's deployment target, one block per SDK:
#
#   gate    iPhoneOS 17.4 (Xcode 15.3, Swift 5.10 interfaces), the SDK nearest to what apps build
#           with that can be had here: KeyboardCore, KeyboardAvoidance against the real UIKit, the
#           SwiftUI layer (KeyboardAvoidanceSwiftUI) against the real SwiftUI, the
#           recipes against UIKit and SwiftUI, and every UIKit declaration the stand-in lists.
#           The glue may use API newer than iOS 15.5 behind `#available`; only this block judges it.
#   oldest  iPhoneOS 15.5 (Xcode 13.4, Swift 5.6 interfaces): KeyboardCore, and the surface
#           entries 15.5 knows (the rest are named, with their version, as skipped).
#
# Then the same surface uses are type-checked against HeadlessUIKit, built for this machine.
#
# usage: Scripts/ios-typecheck.sh [--gate SDK_DIR] [--oldest SDK_DIR]
#   --gate     default $IOS_SDK_GATE, else ${XDG_CACHE_HOME:-~/.cache}/keyboardavoidance-ios-sdk/iPhoneOS17.4.sdk
#   --oldest   default $IOS_SDK_OLDEST, else the same cache's iPhoneOS15.5.sdk
#   IOS_APINOTES  folder with Dispatch.apinotes and os.apinotes (default: the cache's apinotes/)
#   IOS_TYPECHECK_WORK  scratch folder: module caches (about a minute each to fill), logs
#
# Exit status: 0 every block ran with no errors and no warnings; 1 errors or warnings (listed);
# 2 an SDK or the API notes are incomplete; 3 an SDK is missing (the blocks that could run did,
# without errors; how to get the missing SDK is printed).
#
# What this proves and what it does not: `swiftc -typecheck` only. Names, types, availability at
# the deployment target and Swift 6 actor isolation are checked; SIL diagnostics (definite
# initialization, exclusivity, region-based isolation) are not, nothing is linked or run, and no
# SDK newer than 17.4 can be had here, so iOS 18's annotations and API are not seen.
#
# Mac Catalyst is not checked: the macabi triple needs a macOS SDK's System/iOSSupport (UIKit for
# Mac), which an iPhoneOS SDK does not contain. The macOS 14.0 SDK of itsnebulalol/sdks has one,
# but is about 450 MB without its .tbd stubs and has not been tried here; the GitHub workflow
# builds Catalyst with xcodebuild instead.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/keyboardavoidance-ios-sdk"
GATE_SDK="${IOS_SDK_GATE:-$CACHE/iPhoneOS17.4.sdk}"
OLDEST_SDK="${IOS_SDK_OLDEST:-$CACHE/iPhoneOS15.5.sdk}"
WORK_ROOT="${IOS_TYPECHECK_WORK:-${TMPDIR:-/tmp}/keyboardavoidance-ios-typecheck}"

while [ $# -gt 0 ]; do
  case "$1" in
    --gate) GATE_SDK="${2:?--gate needs an SDK folder}"; shift 2 ;;
    --oldest) OLDEST_SDK="${2:?--oldest needs an SDK folder}"; shift 2 ;;
    -h | --help) sed -n '2,33p' "$0"; exit 0 ;;
    *) echo "ios-typecheck: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

how_to_get_gate() {
  cat >&2 <<EOF
ios-typecheck: no iPhoneOS 17.4 SDK at $GATE_SDK (the gate: every shipping target)
To get it without a Mac (Apple's files: keep them in the cache, never in the repository):
  A bare mirror of https://github.com/danpashin/sdks (about 105 MiB; the SDK is its root), then
    mkdir -p "$CACHE" && git --git-dir=<mirror> archive --prefix=iPhoneOS17.4.sdk/ \\
      dd1de01a606dffa5b26670c82595ea912e4a73ab -- usr System/Library/Frameworks SDKSettings.json \\
      SDKSettings.plist ':(exclude)*.tbd' ':(exclude)*.swiftdoc' ':(exclude)*.dylib' | tar -x -C "$CACHE"
  (git reports one invalid object, a .swiftdoc; the archive is still complete.) That repository
  stores symbolic links as copies; restore the ones Clang needs, in the SDK folder:
    rm -rf usr/include/libxml2/libxml && ln -s ../libxml usr/include/libxml2/libxml
    for f in pthread.h pthread_spis.h sched.h pthread_impl.h; do rm usr/include/\$f; ln -s pthread/\$f usr/include/\$f; done
    rm usr/include/arpa/nameser.h && ln -s ../nameser.h usr/include/arpa/nameser.h
    cd System/Library/Frameworks/IOKit.framework && rm -rf Versions/Current Headers &&
      ln -s A Versions/Current && ln -s Versions/Current/Headers Headers
EOF
}

how_to_get_oldest() {
  cat >&2 <<EOF
ios-typecheck: no iPhoneOS 15.5 SDK at $OLDEST_SDK (the oldest: KeyboardCore and the surface)
To get it without a Mac (Apple's files: keep them in the cache, never in the repository):
  A bare mirror of https://github.com/itsnebulalol/sdks (about 160 MiB), then
    mkdir -p "$CACHE" && git --git-dir=<mirror> archive e9414e087753613edec33b4ff0319ed9d35199ec \\
      iPhoneOS15.5.sdk/usr iPhoneOS15.5.sdk/System/Library/Frameworks \\
      iPhoneOS15.5.sdk/SDKSettings.json iPhoneOS15.5.sdk/SDKSettings.plist | tar -x -C "$CACHE"
  (git reports one invalid object in another folder; the archive is still complete.)
EOF
}

how_to_get_apinotes() {
  cat >&2 <<EOF
  Both SDKs also need apinotes/Dispatch.apinotes and apinotes/os.apinotes of
  https://github.com/swiftlang/swift in $CACHE/apinotes/ (Xcode's toolchain ships them; the Linux
  one does not).
EOF
}

has_sdk() { [ -f "$1/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ]; }
setup_error() { echo "ios-typecheck: $*" >&2; exit 2; }
command -v swiftc >/dev/null || setup_error "swiftc is not on PATH"
command -v python3 >/dev/null || setup_error "python3 is needed for the surface check"

MISSING=0
has_sdk "$GATE_SDK" || { how_to_get_gate; MISSING=1; }
has_sdk "$OLDEST_SDK" || { how_to_get_oldest; MISSING=1; }
if [ "$MISSING" -ne 0 ] && ! has_sdk "$GATE_SDK" && ! has_sdk "$OLDEST_SDK"; then
  how_to_get_apinotes
  exit 3
fi
APINOTES="${IOS_APINOTES:-$CACHE/apinotes}"
# An SDK passed from elsewhere may keep its notes beside it.
[ -n "${IOS_APINOTES:-}" ] || [ -d "$APINOTES" ] || APINOTES="$(dirname "$GATE_SDK")/apinotes"
for notes in Dispatch.apinotes os.apinotes; do
  if [ ! -f "$APINOTES/$notes" ]; then
    how_to_get_apinotes
    setup_error "missing $APINOTES/$notes"
  fi
done

# The deployment target is the package's own, so the two cannot drift apart.
IOS_MAJOR=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$ROOT/Package.swift" | head -1)
[ -n "$IOS_MAJOR" ] || setup_error "no .iOS(.vN) platform in Package.swift"
DEPLOYMENT="$IOS_MAJOR.0"
mkdir -p "$WORK_ROOT" || setup_error "cannot create $WORK_ROOT"
WORK_ROOT=$(cd "$WORK_ROOT" && pwd)

count() { grep -cE "^[^ ].*:[0-9]+:[0-9]+: $1:" "$2"; }
FAILED=0
report() { # name, log, exit status
  local errors warnings
  errors=$(count error "$2")
  warnings=$(count warning "$2")
  printf '  %-26s %s errors, %s warnings\n' "$1" "$errors" "$warnings"
  if [ "$3" -ne 0 ] || [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then
    FAILED=1
    grep -E "^[^ ].*:[0-9]+:[0-9]+: (error|warning):" "$2" | sed "s#^$ROOT/##" | head -40 | sed 's/^/    /'
  fi
}
sources() { find "$ROOT/Sources/$1" -name '*.swift' | sort; }
DECLARATIONS="$ROOT/Sources/HeadlessUIKit/UIKitDeclarations.txt"

# Sets SDK, SDK_VERSION, SDK_SWIFT, WORK, RESOURCES, BACKFILL, COMMON for one SDK folder.
prepare() { # sdk folder, scratch name
  SDK=$(cd "$1" && pwd)
  [ -d "$SDK/System/Library/Frameworks/UIKit.framework/Headers" ] || setup_error "$SDK has no UIKit"
  SDK_VERSION=$(sed -n 's/.*"Version"[[:space:]]*:[[:space:]]*"\([0-9.]*\)".*/\1/p' \
    "$SDK/SDKSettings.json" 2>/dev/null | head -1)
  SDK_SWIFT=$(sed -n 's/^\/\/ swift-compiler-version: Apple Swift version \([0-9.]*\).*/\1/p' \
    "$SDK/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" | head -1)
  # One scratch folder per SDK: their module caches must never mix.
  WORK="$WORK_ROOT/$2"
  mkdir -p "$WORK" || setup_error "cannot create $WORK"

  # A resource folder of our own: the Linux toolchain's holds Linux module maps that clash with
  # the SDK's ("redefinition of module 'Dispatch'") and lacks the Darwin API notes that name
  # OS_dispatch_queue DispatchQueue. Keep only clang's builtin headers and add those notes.
  local toolchain_lib
  toolchain_lib="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift"
  RESOURCES="$WORK/resource"
  rm -rf "$RESOURCES" && mkdir -p "$RESOURCES/apinotes"
  ln -s "$(readlink -f "$toolchain_lib/clang")" "$RESOURCES/clang"
  cp "$APINOTES/Dispatch.apinotes" "$APINOTES/os.apinotes" "$RESOURCES/apinotes/"
  # The os interfaces of both SDKs (15.5 and 17.4) call two logging entry points by their
  # Swift-private names; today's notes hide them instead, so anything importing os or SwiftUI
  # would fail to find them.
  python3 - "$RESOURCES/apinotes/os.apinotes" <<'PY' || setup_error "could not adapt os.apinotes"
import re, sys
path = sys.argv[1]
text = open(path).read()
for name in ("_os_log_impl", "_os_signpost_emit_with_name_impl"):
    text = re.sub(r"(- Name: %s\n)  Availability: nonswift\n  AvailabilityMsg: '[^']*'\n"
                  % re.escape(name), r"\1  SwiftPrivate: true\n", text)
open(path, "w").write(text)
PY

  # Stdlib API of Swift 5.9 that real SDKs back-deploy to iOS 13 and an older SDK's stdlib lacks
  # (15.5's). Declarations only: type-checked with the glue, never compiled into anything.
  BACKFILL=()
  if [ -n "$SDK_SWIFT" ] && [ "$(printf '%s\n5.9\n' "$SDK_SWIFT" | sort -V | head -1)" != 5.9 ]; then
    BACKFILL=("$WORK/Swift59Backfill.swift")
    cat >"$WORK/Swift59Backfill.swift" <<'EOF'
extension AsyncStream {
  public static func makeStream(
    of elementType: Element.Type = Element.self,
    bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
  ) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
    fatalError("type-check only")
  }
}
extension MainActor {
  @_unavailableFromAsync(message: "await the call to the @MainActor closure directly")
  public static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("type-check only")
  }
}
EOF
  fi

  # -wmo: in batch mode the driver stops at the first failing file and the rest go unchecked.
  COMMON=(-wmo -target "arm64-apple-ios$DEPLOYMENT" -sdk "$SDK" -resource-dir "$RESOURCES"
    -swift-version 6 -package-name keyboardavoidance -module-cache-path "$WORK/module-cache")
  echo "iOS SDK ${SDK_VERSION:-?} (stdlib interface from Swift ${SDK_SWIFT:-?}) at $SDK"
  echo "  target arm64-apple-ios$DEPLOYMENT (the package's deployment target); type-check only"
  [ ${#BACKFILL[@]} -gt 0 ] && echo "  (Swift 5.9 makeStream/assumeIsolated declared for this older stdlib)"
}

check_core() {
  mapfile -t CORE < <(sources KeyboardCore)
  swiftc -typecheck "${COMMON[@]}" -module-name KeyboardCore "${CORE[@]}" >"$WORK/core.log" 2>&1
  report KeyboardCore "$WORK/core.log" $?
}

# The glue against the real UIKit, then the README's recipes (Examples/Recipes) as an app would
# compile them: against the glue's module and the real UIKit and SwiftUI.
check_glue_and_recipes() {
  # SwiftPM generates `Bundle.module` for a target with resources (the glue's
  # Localizable.strings); this check compiles the sources directly, so it declares the accessor.
  cat >"$WORK/ResourceBundleShim.swift" <<'EOF'
import Foundation
extension Foundation.Bundle {
  static var module: Bundle { Bundle.main }
}
EOF
  # SwiftUI's 15.5 interface declares one conformance that today's compiler rejects ("type
  # 'Optional<Wrapped>' does not conform to protocol 'Gesture'": it lacks `Body`). Where an
  # interface lacks that line, a copy with it added is found first through -I; 17.4's has it.
  local swiftui="$SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule"
  rm -rf "$WORK/overlay" && mkdir -p "$WORK/overlay"
  local overlay_state
  overlay_state=$(python3 - "$swiftui/arm64-apple-ios.swiftinterface" "$WORK/overlay" <<'PY'
import os, re, sys
source, overlay = sys.argv[1], sys.argv[2]
text = open(source).read()
head = "extension Swift.Optional : SwiftUI.Gesture where Wrapped : SwiftUI.Gesture {\n"
start = text.find(head)
body = text[start:text.find("\n}\n", start)] if start >= 0 else ""
if start < 0 or re.search(r"typealias Body\b", body):
    print("SwiftUI's interface used as it is")
else:
    os.makedirs(os.path.join(overlay, "SwiftUI.swiftmodule"))
    with open(os.path.join(overlay, "SwiftUI.swiftmodule", "arm64-apple-ios.swiftinterface"),
              "w") as out:
        out.write(text.replace(head, head + "  public typealias Body = Swift.Never\n", 1))
    print("SwiftUI's interface patched (Optional: Gesture lacks Body)")
PY
  ) || setup_error "could not read SwiftUI's interface"
  echo "  ($overlay_state)"

  rm -rf "$WORK/modules" && mkdir -p "$WORK/modules"
  # KeyboardCore's module for the glue. Function bodies are skipped here (they were checked
  # above): SILGen of a typed-throws initializer crashes against a pre-Swift-6 stdlib interface.
  if ! swiftc -emit-module "${COMMON[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name KeyboardCore -emit-module-path "$WORK/modules/KeyboardCore.swiftmodule" \
    "${CORE[@]}" >"$WORK/core-module.log" 2>&1; then
    echo "  KeyboardAvoidance          not checked: KeyboardCore's module failed ($WORK/core-module.log)"
    FAILED=1
    return
  fi
  mapfile -t GLUE < <(sources KeyboardAvoidance)
  local glue_inputs=("${GLUE[@]}" "${BACKFILL[@]}" "$WORK/ResourceBundleShim.swift")
  swiftc -typecheck "${COMMON[@]}" -module-name KeyboardAvoidance -I "$WORK/modules" \
    -I "$WORK/overlay" "${glue_inputs[@]}" >"$WORK/glue.log" 2>&1
  report "KeyboardAvoidance (UIKit)" "$WORK/glue.log" $?
  # The glue must see the real UIKit, never the stand-in.
  if grep -q HeadlessUIKit "$WORK/glue.log"; then
    echo "  KeyboardAvoidance referred to HeadlessUIKit on iOS" && FAILED=1
  fi
  if ! swiftc -emit-module "${COMMON[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name KeyboardAvoidance -emit-module-path "$WORK/modules/KeyboardAvoidance.swiftmodule" \
    -I "$WORK/modules" -I "$WORK/overlay" "${glue_inputs[@]}" >"$WORK/glue-module.log" 2>&1; then
    echo "  Recipes                    not checked: the glue's module failed ($WORK/glue-module.log)"
    FAILED=1
    return
  fi
  # The SwiftUI layer against the glue's module and the real SwiftUI: every file is inside
  # `#if canImport(UIKit) && canImport(SwiftUI)`, so on iOS all of it is checked.
  mapfile -t SWIFTUI_LAYER < <(sources KeyboardAvoidanceSwiftUI)
  swiftc -typecheck "${COMMON[@]}" -module-name KeyboardAvoidanceSwiftUI -I "$WORK/modules" \
    -I "$WORK/overlay" "${SWIFTUI_LAYER[@]}" >"$WORK/swiftui.log" 2>&1
  report "KeyboardAvoidanceSwiftUI" "$WORK/swiftui.log" $?
  if ! swiftc -emit-module "${COMMON[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name KeyboardAvoidanceSwiftUI \
    -emit-module-path "$WORK/modules/KeyboardAvoidanceSwiftUI.swiftmodule" \
    -I "$WORK/modules" -I "$WORK/overlay" "${SWIFTUI_LAYER[@]}" >"$WORK/swiftui-module.log" 2>&1; then
    echo "  Recipes                    not checked: the SwiftUI layer's module failed ($WORK/swiftui-module.log)"
    FAILED=1
    return
  fi
  mapfile -t RECIPES < <(find "$ROOT/Examples/Recipes" -name '*.swift' | sort)
  swiftc -typecheck "${COMMON[@]}" -module-name KeyboardAvoidanceRecipes -I "$WORK/modules" \
    -I "$WORK/overlay" "${RECIPES[@]}" >"$WORK/recipes.log" 2>&1
  report "Recipes (UIKit, SwiftUI)" "$WORK/recipes.log" $?
}

# The stand-in's surface: every UIKit declaration HeadlessUIKit lists, used with its spelling and
# type, must type-check against this SDK's UIKit (entries newer than the SDK are named as skipped).
check_surface() {
  local summary status
  if summary=$(python3 "$ROOT/Scripts/uikit-surface.py" "$DECLARATIONS" "$WORK/SurfaceUIKit.swift" \
    --import UIKit --sdk-version "${SDK_VERSION:-0}"); then
    swiftc -typecheck "${COMMON[@]}" -module-name UIKitSurface "$WORK/SurfaceUIKit.swift" \
      >"$WORK/surface-uikit.log" 2>&1
    status=$?
    echo "  UIKit surface: $summary"
    report "UIKit surface (real UIKit)" "$WORK/surface-uikit.log" $status
  else
    echo "  UIKit surface: the declaration list could not be read" && FAILED=1
  fi
}

if has_sdk "$GATE_SDK"; then
  echo "== gate: every shipping target, the recipes and the UIKit surface =="
  prepare "$GATE_SDK" gate
  check_core
  check_glue_and_recipes
  check_surface
fi

if has_sdk "$OLDEST_SDK"; then
  echo "== oldest: KeyboardCore and the surface entries this SDK knows =="
  prepare "$OLDEST_SDK" oldest
  check_core
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
  report "UIKit surface (stand-in)" "$WORK_ROOT/surface-standin.log" $?
else
  echo "  UIKit surface (stand-in)   not checked: HeadlessUIKit did not build ($WORK_ROOT/standin-build.log)"
  FAILED=1
fi

echo "Mac Catalyst: not checked here (needs a macOS SDK with iOSSupport; see this script's header)"
echo "logs: $WORK_ROOT"
if [ "$FAILED" -ne 0 ]; then
  echo "ios-typecheck: FAILED"
  exit 1
fi
if [ "$MISSING" -ne 0 ]; then
  echo "ios-typecheck: INCOMPLETE, an SDK is missing (above)"
  exit 3
fi
echo "ios-typecheck: OK"
