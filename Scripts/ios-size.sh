#!/usr/bin/env bash
# What each product adds to an iOS app: the arm64 code and data an app links when it uses it,
# against the iOS 26.2 SDK, built as an App Store build is (-Osize, whole module, dead code
# stripped). Each size is an app that uses the product minus the same app without it, summed
# over the executable's sections (what stripping keeps; the symbol table is not counted).
#
# usage: Scripts/ios-size.sh [--sdk SDK_DIR] [--compare NAME 'IMPORT' 'SETUP' MODULE_DIR...]
#   --sdk      default: the cache's iPhoneOS26.2.sdk (Scripts/ios-sdk-cache.sh fills it)
#   --compare  measures another package the same way, in the same run: its modules' source
#              folders in dependency order (each folder's name is the module's), the module the
#              app imports, and the Swift statement that turns it on. Its sources stay where they
#              are, outside this repository.
#   --compare-swift-version  the other package's language mode (default 5; ours is 6)
#   IOS_SIZE_WORK  scratch folder (objects, module caches)
#
# Resources (localized strings, privacy manifests) are not counted, for any package.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/keyboardavoidance-ios-sdk"
SDK_DIR="$CACHE/iPhoneOS26.2.sdk"
WORK_ROOT="${IOS_SIZE_WORK:-${TMPDIR:-/tmp}/keyboardavoidance-ios-size}"
COMPARE_NAME="" COMPARE_IMPORT="" COMPARE_SETUP="" COMPARE_DIRS=() COMPARE_SWIFT_VERSION=5

setup_error() { echo "ios-size: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --sdk) SDK_DIR="${2:?--sdk needs an SDK folder}"; shift 2 ;;
    --compare)
      [ $# -ge 5 ] || setup_error "--compare needs a name, an import, a setup statement and module folders"
      COMPARE_NAME=$2 COMPARE_IMPORT=$3 COMPARE_SETUP=$4
      shift 4
      while [ $# -gt 0 ] && [[ "$1" != --* ]]; do
        [ -d "$1" ] || setup_error "no module folder $1"
        COMPARE_DIRS+=("$(cd "$1" && pwd)")
        shift
      done
      ;;
    --compare-swift-version) COMPARE_SWIFT_VERSION="${2:?a language mode}"; shift 2 ;;
    -h | --help) sed -n '2,17p' "$0"; exit 0 ;;
    *) setup_error "unknown argument $1 (see --help)" ;;
  esac
done

[ -f "$SDK_DIR/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ] ||
  { echo "ios-size: no iOS SDK at $SDK_DIR (Scripts/ios-sdk-cache.sh)" >&2; exit 3; }
APINOTES="${IOS_APINOTES:-$CACHE/apinotes}"
[ -f "$APINOTES/Dispatch.apinotes" ] ||
  { echo "ios-size: no API notes in $APINOTES (see Scripts/ios-build.sh); SKIPPED" >&2; exit 3; }
LD64="${IOS_LD64:-$(ls /usr/lib/llvm-*/bin/ld64.lld 2>/dev/null | sort -V | tail -1)}"
[ -x "$LD64" ] || { echo "ios-size: no ld64.lld that links for iOS (Debian: apt-get install lld)" >&2; exit 3; }
IOS_MAJOR=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$ROOT/Package.swift" | head -1)
DEPLOYMENT="$IOS_MAJOR.0"
mkdir -p "$WORK_ROOT" && WORK_ROOT=$(cd "$WORK_ROOT" && pwd)
# shellcheck source=Scripts/ios-prepare.sh
source "$ROOT/Scripts/ios-prepare.sh"
prepare "$SDK_DIR" size >/dev/null
# The 26.2 snapshot lacks SwiftUICore's stub, which SwiftUI's re-exports; with symbols looked up
# at run time an empty one with its install name is enough to measure sizes.
STUBS="$WORK/stub-overlay/System/Library/Frameworks/SwiftUICore.framework"
mkdir -p "$STUBS"
printf -- "--- !tapi-tbd\ntbd-version: 4\ntargets: [ arm64-ios ]\ninstall-name: '%s'\n...\n" \
  /System/Library/Frameworks/SwiftUICore.framework/SwiftUICore >"$STUBS/SwiftUICore.tbd"
OBJDUMP="$(dirname "$(readlink -f "$(command -v swiftc)")")/llvm-objdump"

# Compiles module folders in order into OUT; a module whose sources use `Bundle.module` (SwiftPM's
# accessor for its resources) gets the accessor declared, as SwiftPM would generate it.
compile_modules() { # out folder, language mode, module folders...
  local out=$1 mode=$2 dir name i flags=()
  shift 2
  mkdir -p "$out"
  for ((i = 0; i < ${#COMMON[@]}; i++)); do
    flags+=("${COMMON[i]}")
    if [ "${COMMON[i]}" = -swift-version ]; then i=$((i + 1)) && flags+=("$mode"); fi
  done
  for dir in "$@"; do
    name=$(basename "$dir")
    local inputs=()
    mapfile -t inputs < <(find "$dir" -name '*.swift' | sort)
    if grep -rqs 'Bundle\.module' "$dir" --include='*.swift'; then
      printf 'import Foundation\nextension Foundation.Bundle {\n  static var module: Bundle { Bundle.main }\n}\n' \
        >"$out/$name-Bundle.swift"
      inputs+=("$out/$name-Bundle.swift")
    fi
    swiftc -c -Osize -parse-as-library "${flags[@]}" -module-name "$name" -I "$out" \
      -runtime-compatibility-version none -emit-module -emit-module-path "$out/$name.swiftmodule" \
      -o "$out/$name.o" "${inputs[@]}" >"$out/$name.log" 2>&1 ||
      { sed 's/^/    /' "$out/$name.log" | head -20; setup_error "$name did not compile"; }
  done
}

# Links an app whose delegate imports IMPORTS and runs SETUP at launch, with OBJECTS; prints the
# bytes of its sections. Undefined symbols are looked up at run time: only sizes matter here.
app_size() { # name, imports (space separated), setup statement, module folder, objects...
  local name=$1 imports=$2 setup=$3 modules=$4 module
  shift 4
  local dir="$WORK/apps/$name"
  mkdir -p "$dir"
  {
    for module in UIKit $imports; do echo "import $module"; done
    printf '@main\nfinal class SizeAppDelegate: UIResponder, UIApplicationDelegate {\n'
    printf '  var window: UIWindow?\n  func application(\n'
    printf '    _ application: UIApplication,\n'
    printf '    didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?\n'
    printf '  ) -> Bool {\n    %s\n    return true\n  }\n}\n' "$setup"
  } >"$dir/App.swift"
  swiftc -c -Osize -parse-as-library "${COMMON[@]}" -runtime-compatibility-version none -module-name SizeApp \
    -I "$modules" -o "$dir/App.o" "$dir/App.swift" >"$dir/app.log" 2>&1 ||
    { sed 's/^/    /' "$dir/app.log" | head -20; setup_error "the $name app did not compile"; }
  swiftc -target "$TRIPLE" -sdk "$SDK" -resource-dir "$RESOURCES" "$dir/App.o" "$@" \
    -ld-path="$LD64" -Xclang-linker -mlinker-version=907 -Xlinker -dead_strip \
    -F "$SDK/System/Library/SubFrameworks" -Xlinker -syslibroot -Xlinker "$SDK" \
    -Xlinker -syslibroot -Xlinker "$WORK/stub-overlay" \
    -Xlinker -undefined -Xlinker dynamic_lookup -o "$dir/App" >"$dir/link.log" 2>&1 ||
    { sed 's/^/    /' "$dir/link.log" | head -20; setup_error "the $name app did not link"; }
  # Every section's size except zero-filled ones, which take no room in the app.
  local size total=0
  while read -r size; do total=$((total + 16#$size)); done < <("$OBJDUMP" --macho --section-headers \
    "$dir/App" | awk '$1 ~ /^[0-9]+$/ && $5 != "BSS" && $2 != "__bss" && $2 != "__common" { print $3 }')
  echo "$total"
}

echo "iOS $SDK_VERSION SDK, arm64-apple-ios$DEPLOYMENT, -Osize -wmo, dead code stripped; $(date -u +%F)"
compile_modules "$WORK/ours" 6 "$ROOT/Sources/KeyboardCore" "$ROOT/Sources/KeyboardAvoidance" \
  "$ROOT/Sources/KeyboardAvoidanceSwiftUI"
base_uikit=$(app_size base-uikit "" "_ = application" "$WORK/ours")
base_swiftui=$(app_size base-swiftui "SwiftUI" \
  "window = UIWindow(); window?.rootViewController = UIHostingController(rootView: Text(\"x\"))" \
  "$WORK/ours")
automatic=$(app_size automatic "KeyboardAvoidance" "AutomaticKeyboardAvoidance.start()" \
  "$WORK/ours" "$WORK/ours/KeyboardCore.o" "$WORK/ours/KeyboardAvoidance.o")
swiftui=$(app_size swiftui "SwiftUI KeyboardAvoidanceSwiftUI" \
  "window = UIWindow(); window?.rootViewController = UIHostingController(rootView: Text(\"x\").readsKeyboard().exactKeyboardAvoidance().dismissesKeyboardOnTap().keyboardField(0))" \
  "$WORK/ours" "$WORK/ours/KeyboardCore.o" "$WORK/ours/KeyboardAvoidance.o" \
  "$WORK/ours/KeyboardAvoidanceSwiftUI.o")

row() { awk -v what="$1" -v bytes="$2" 'BEGIN { printf "%-58s %10d bytes  %6.1f KiB\n", what, bytes, bytes / 1024 }'; }
row "KeyboardAvoidance: AutomaticKeyboardAvoidance.start()" $((automatic - base_uikit))
row "KeyboardAvoidanceSwiftUI (and the glue): four modifiers" $((swiftui - base_swiftui))
if [ -n "$COMPARE_NAME" ]; then
  compile_modules "$WORK/compare" "$COMPARE_SWIFT_VERSION" "${COMPARE_DIRS[@]}"
  objects=()
  for dir in "${COMPARE_DIRS[@]}"; do objects+=("$WORK/compare/$(basename "$dir").o"); done
  compared=$(app_size compare "$COMPARE_IMPORT" "$COMPARE_SETUP" "$WORK/compare" "${objects[@]}")
  row "$COMPARE_NAME: $COMPARE_SETUP" $((compared - base_uikit))
  awk -v name="$COMPARE_NAME" -v ours=$((automatic - base_uikit)) -v theirs=$((compared - base_uikit)) \
    'BEGIN { printf "ratio, KeyboardAvoidance to %s: %.2f\n", name, ours / theirs }'
fi
