#!/usr/bin/env bash
# Type-checks every target an app can depend on (KeyboardCore, then KeyboardAvoidance against the
# real UIKit) for arm64-apple-ios at the package's deployment target, using a real iPhoneOS SDK and
# the Linux Swift toolchain; then proves the stand-in's UIKit surface against the same SDK.
#
# usage: Scripts/ios-typecheck.sh [SDK_DIR]
#   SDK_DIR    an iPhoneOS*.sdk folder; default $IOS_SDK, else
#              ${XDG_CACHE_HOME:-~/.cache}/keyboardavoidance-ios-sdk/iPhoneOS15.5.sdk
#   IOS_APINOTES  folder with Dispatch.apinotes and os.apinotes (default: SDK_DIR/../apinotes)
#   IOS_TYPECHECK_WORK  scratch folder: module cache (about a minute to fill), logs, generated files
#
# Exit status: 0 no errors and no warnings; 1 errors or warnings (listed); 2 the SDK or the API
# notes are incomplete; 3 no SDK found (how to get one is printed).
#
# What this proves and what it does not: `swiftc -typecheck` only. Names, types, availability at
# the deployment target and Swift 6 actor isolation are checked; SIL diagnostics (definite
# initialization, exclusivity, region-based isolation) are not, nothing is linked or run, and the
# SDK is iOS 15.5's (Xcode 13.4), so API and annotations newer than 15.5 are not seen.
#
# Mac Catalyst is not checked: the macabi triple needs a macOS SDK's System/iOSSupport (UIKit for
# Mac), which an iPhoneOS SDK does not contain. The macOS 14.0 SDK in the same repository has one,
# but is about 450 MB without its .tbd stubs and has not been tried here; the GitHub workflow
# builds Catalyst with xcodebuild instead.
set -uo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/keyboardavoidance-ios-sdk"
SDK="${1:-${IOS_SDK:-$CACHE/iPhoneOS15.5.sdk}}"
WORK="${IOS_TYPECHECK_WORK:-${TMPDIR:-/tmp}/keyboardavoidance-ios-typecheck}"

how_to_get_the_sdk() {
  cat >&2 <<EOF
ios-typecheck: no iPhoneOS SDK at $SDK
To get one without a Mac (Apple's files: keep them in the cache, never in the repository):
  1. A bare mirror of https://github.com/itsnebulalol/sdks (about 160 MiB), then
       mkdir -p "$CACHE" && git --git-dir=<mirror> archive e9414e087753613edec33b4ff0319ed9d35199ec \\
         iPhoneOS15.5.sdk/usr iPhoneOS15.5.sdk/System/Library/Frameworks \\
         iPhoneOS15.5.sdk/SDKSettings.json iPhoneOS15.5.sdk/SDKSettings.plist | tar -x -C "$CACHE"
     (git reports one invalid object in another folder; the archive is still complete.)
     Optional trim to about 60 MiB: in the SDK folder, delete *.tbd, *.swiftdoc, arm64e*, armv7*.
  2. apinotes/Dispatch.apinotes and apinotes/os.apinotes of https://github.com/swiftlang/swift
     into $CACHE/apinotes/ (Xcode's toolchain ships them; the Linux one does not).
Then run: Scripts/ios-typecheck.sh   (or pass the SDK folder, or set IOS_SDK)
EOF
}

if [ ! -f "$SDK/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ]; then
  how_to_get_the_sdk
  exit 3
fi
SDK=$(cd "$SDK" && pwd)
APINOTES="${IOS_APINOTES:-$SDK/../apinotes}"
setup_error() { echo "ios-typecheck: $*" >&2; exit 2; }
[ -d "$SDK/System/Library/Frameworks/UIKit.framework/Headers" ] || setup_error "$SDK has no UIKit"
for notes in Dispatch.apinotes os.apinotes; do
  [ -f "$APINOTES/$notes" ] ||
    setup_error "missing $APINOTES/$notes: copy apinotes/$notes from github.com/swiftlang/swift"
done
command -v swiftc >/dev/null || setup_error "swiftc is not on PATH"
command -v python3 >/dev/null || setup_error "python3 is needed for the surface check"

# The deployment target is the package's own, so the two cannot drift apart.
IOS_MAJOR=$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$ROOT/Package.swift" | head -1)
[ -n "$IOS_MAJOR" ] || setup_error "no .iOS(.vN) platform in Package.swift"
DEPLOYMENT="$IOS_MAJOR.0"
SDK_VERSION=$(sed -n 's/.*"Version"[[:space:]]*:[[:space:]]*"\([0-9.]*\)".*/\1/p' \
  "$SDK/SDKSettings.json" 2>/dev/null | head -1)
SDK_SWIFT=$(sed -n 's/^\/\/ swift-compiler-version: Apple Swift version \([0-9.]*\).*/\1/p' \
  "$SDK/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" | head -1)

mkdir -p "$WORK" || setup_error "cannot create $WORK"
WORK=$(cd "$WORK" && pwd)

# A resource folder of our own: the Linux toolchain's holds Linux module maps that clash with the
# SDK's ("redefinition of module 'Dispatch'") and lacks the Darwin API notes that name
# OS_dispatch_queue DispatchQueue. Keep only clang's builtin headers and add those notes.
TOOLCHAIN_LIB="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift"
RESOURCES="$WORK/resource"
rm -rf "$RESOURCES" && mkdir -p "$RESOURCES/apinotes"
ln -s "$(readlink -f "$TOOLCHAIN_LIB/clang")" "$RESOURCES/clang"
cp "$APINOTES/Dispatch.apinotes" "$APINOTES/os.apinotes" "$RESOURCES/apinotes/"
# The 15.5-era os interface calls two logging entry points by their Swift-private names; today's
# notes hide them instead, so anything importing os or SwiftUI would fail to find them.
python3 - "$RESOURCES/apinotes/os.apinotes" <<'PY' || setup_error "could not adapt os.apinotes"
import re, sys
path = sys.argv[1]
text = open(path).read()
for name in ("_os_log_impl", "_os_signpost_emit_with_name_impl"):
    text = re.sub(r"(- Name: %s\n)  Availability: nonswift\n  AvailabilityMsg: '[^']*'\n"
                  % re.escape(name), r"\1  SwiftPrivate: true\n", text)
open(path, "w").write(text)
PY

# Stdlib API of Swift 5.9 that real SDKs back-deploy to iOS 13 and the 15.5 SDK's stdlib lacks.
# Declarations only: this file is type-checked with the glue, never compiled into anything.
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

# SwiftPM generates `Bundle.module` for a target with resources (the glue's Localizable.strings);
# this check compiles the sources directly, so it declares the accessor the same way.
cat >"$WORK/ResourceBundleShim.swift" <<'EOF'
import Foundation
extension Foundation.Bundle {
  static var module: Bundle { Bundle.main }
}
EOF

# SwiftUI (UIHostingController's conformance): the 15.5 interface declares one conformance that
# today's compiler rejects ("type 'Optional<Wrapped>' does not conform to protocol 'Gesture'": it
# lacks `Body`). A copy with that one line added, found first through -I, is used for this check.
SWIFTUI="$SDK/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule"
rm -rf "$WORK/overlay" && mkdir -p "$WORK/overlay/SwiftUI.swiftmodule"
python3 - "$SWIFTUI/arm64-apple-ios.swiftinterface" \
  "$WORK/overlay/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface" <<'PY' ||
import sys
text = open(sys.argv[1]).read()
head = "extension Swift.Optional : SwiftUI.Gesture where Wrapped : SwiftUI.Gesture {\n"
if head in text:
    text = text.replace(head, head + "  public typealias Body = Swift.Never\n", 1)
open(sys.argv[2], "w").write(text)
PY
  setup_error "could not copy SwiftUI's interface"

# -wmo: in batch mode the driver stops at the first failing file and the rest go unchecked.
COMMON=(-wmo -target "arm64-apple-ios$DEPLOYMENT" -sdk "$SDK" -resource-dir "$RESOURCES"
  -swift-version 6 -package-name keyboardavoidance -module-cache-path "$WORK/module-cache")

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

echo "iOS SDK ${SDK_VERSION:-?} (stdlib interface from Swift ${SDK_SWIFT:-?}) at $SDK"
echo "target arm64-apple-ios$DEPLOYMENT (the package's deployment target); type-check only"
[ ${#BACKFILL[@]} -gt 0 ] && echo "  (Swift 5.9 makeStream/assumeIsolated declared for this older stdlib)"

mapfile -t CORE < <(sources KeyboardCore)
swiftc -typecheck "${COMMON[@]}" -module-name KeyboardCore "${CORE[@]}" >"$WORK/core.log" 2>&1
report KeyboardCore "$WORK/core.log" $?

# KeyboardCore's module for the glue. Function bodies are skipped here (they were checked above):
# SILGen of a typed-throws initializer crashes against a pre-Swift-6 stdlib interface.
rm -rf "$WORK/modules" && mkdir -p "$WORK/modules"
if swiftc -emit-module "${COMMON[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
  -module-name KeyboardCore -emit-module-path "$WORK/modules/KeyboardCore.swiftmodule" \
  "${CORE[@]}" >"$WORK/core-module.log" 2>&1; then
  mapfile -t GLUE < <(sources KeyboardAvoidance)
  swiftc -typecheck "${COMMON[@]}" -module-name KeyboardAvoidance -I "$WORK/modules" \
    -I "$WORK/overlay" "${GLUE[@]}" "${BACKFILL[@]}" "$WORK/ResourceBundleShim.swift" \
    >"$WORK/glue.log" 2>&1
  report "KeyboardAvoidance (UIKit)" "$WORK/glue.log" $?
  # The glue must see the real UIKit, never the stand-in.
  if grep -q HeadlessUIKit "$WORK/glue.log"; then
    echo "  KeyboardAvoidance referred to HeadlessUIKit on iOS" && FAILED=1
  fi
  # The README's integration recipes (Examples/Recipes), as an app would compile them: against
  # the glue's module and the real UIKit and SwiftUI.
  if swiftc -emit-module "${COMMON[@]}" -Xfrontend -experimental-skip-non-inlinable-function-bodies \
    -module-name KeyboardAvoidance -emit-module-path "$WORK/modules/KeyboardAvoidance.swiftmodule" \
    -I "$WORK/modules" -I "$WORK/overlay" "${GLUE[@]}" "${BACKFILL[@]}" \
    "$WORK/ResourceBundleShim.swift" >"$WORK/glue-module.log" 2>&1; then
    mapfile -t RECIPES < <(find "$ROOT/Examples/Recipes" -name '*.swift' | sort)
    swiftc -typecheck "${COMMON[@]}" -module-name KeyboardAvoidanceRecipes -I "$WORK/modules" \
      -I "$WORK/overlay" "${RECIPES[@]}" >"$WORK/recipes.log" 2>&1
    report "Recipes (UIKit, SwiftUI)" "$WORK/recipes.log" $?
  else
    echo "  Recipes                    not checked: the glue's module failed ($WORK/glue-module.log)"
    FAILED=1
  fi
else
  echo "  KeyboardAvoidance          not checked: KeyboardCore's module failed ($WORK/core-module.log)"
  FAILED=1
fi

# The stand-in's surface: every UIKit declaration HeadlessUIKit lists, used with its spelling and
# type, must type-check against the real UIKit and against the stand-in.
DECLARATIONS="$ROOT/Sources/HeadlessUIKit/UIKitDeclarations.txt"
if SUMMARY=$(python3 "$ROOT/Scripts/uikit-surface.py" "$DECLARATIONS" "$WORK/SurfaceUIKit.swift" \
  --import UIKit --sdk-version "${SDK_VERSION:-0}"); then
  swiftc -typecheck "${COMMON[@]}" -module-name UIKitSurface "$WORK/SurfaceUIKit.swift" \
    >"$WORK/surface-uikit.log" 2>&1
  STATUS=$?
  echo "  UIKit surface: $SUMMARY"
  report "UIKit surface (real UIKit)" "$WORK/surface-uikit.log" $STATUS
else
  echo "  UIKit surface: the declaration list could not be read" && FAILED=1
fi

# The same uses against HeadlessUIKit, built for this machine (a debug build is enough).
if (cd "$ROOT" && swift build --target HeadlessUIKit >"$WORK/standin-build.log" 2>&1); then
  BIN=$(cd "$ROOT" && swift build --show-bin-path)
  python3 "$ROOT/Scripts/uikit-surface.py" "$DECLARATIONS" "$WORK/SurfaceStandIn.swift" \
    --import HeadlessUIKit >/dev/null
  swiftc -typecheck -swift-version 6 -I "$BIN/Modules" -module-name StandInSurface \
    "$WORK/SurfaceStandIn.swift" >"$WORK/surface-standin.log" 2>&1
  report "UIKit surface (stand-in)" "$WORK/surface-standin.log" $?
else
  echo "  UIKit surface (stand-in)   not checked: HeadlessUIKit did not build ($WORK/standin-build.log)"
  FAILED=1
fi

echo "Mac Catalyst: not checked here (needs a macOS SDK with iOSSupport; see this script's header)"
echo "logs: $WORK"
if [ "$FAILED" -ne 0 ]; then
  echo "ios-typecheck: FAILED"
  exit 1
fi
echo "ios-typecheck: OK"
