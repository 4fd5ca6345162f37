# Sourced by Scripts/ios-build.sh and Scripts/ios-size.sh: sets up the compiler for one SDK.
# Needs APINOTES, WORK_ROOT, DEPLOYMENT and setup_error from the script that sources it.

# Sets SDK, SDK_VERSION, SDK_SWIFT, WORK, RESOURCES, BACKFILL, COMMON for one SDK folder.
prepare() { # sdk folder, scratch name, target triple (default arm64-apple-ios at the deployment target)
  SDK=$(cd "$1" && pwd)
  TRIPLE="${3:-arm64-apple-ios$DEPLOYMENT}"
  SDK_VERSION=$(sed -n 's/.*"Version"[[:space:]]*:[[:space:]]*"\([0-9.]*\)".*/\1/p' \
    "$SDK/SDKSettings.json" 2>/dev/null | head -1)
  SDK_SWIFT=$(sed -n 's/^\/\/ swift-compiler-version: Apple Swift version \([0-9.]*\).*/\1/p' \
    "$SDK/usr/lib/swift/Swift.swiftmodule/"arm64*-apple-*.swiftinterface 2>/dev/null | head -1)
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
  # Every SDK's os interface (15.5 to 26.2) calls two logging entry points by their Swift-private
  # names; today's notes hide them instead, so anything importing os or SwiftUI would fail.
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
  # (15.5's). Declarations only: type-checked with the core, never compiled into anything.
  BACKFILL=()
  if [ -n "$SDK_SWIFT" ] && [ "$(printf '%s\n5.9\n' "$SDK_SWIFT" | sort -V | head -1)" != 5.9 ]; then
    BACKFILL=("$WORK/Swift59Backfill.swift")
    cat >"$WORK/Swift59Backfill.swift" <<'SWIFT'
extension AsyncStream {
  public static func makeStream(
    of elementType: Element.Type = Element.self,
    bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
  ) -> (stream: AsyncStream<Element>, continuation: AsyncStream<Element>.Continuation) {
    fatalError("type-check only")
  }
}
SWIFT
  fi

  # -wmo: in batch mode the driver stops at the first failing file and the rest go unchecked.
  COMMON=(-wmo -target "$TRIPLE" -sdk "$SDK" -resource-dir "$RESOURCES"
    -swift-version 6 -package-name keyboardavoidance -module-cache-path "$WORK/module-cache")
  # Mac Catalyst: UIKit, SwiftUI and the stdlib's iOS-flavoured interfaces live in the macOS SDK's
  # System/iOSSupport, which Xcode's driver searches by itself and the Linux one does not.
  if [[ "$TRIPLE" == *-macabi ]]; then
    COMMON+=(-Fsystem "$SDK/System/iOSSupport/System/Library/Frameworks"
      -I "$SDK/System/iOSSupport/usr/lib/swift")
  fi
  echo "$(basename "$SDK" .sdk) (SDK ${SDK_VERSION:-?}, stdlib interface from Swift ${SDK_SWIFT:-?}) at $SDK"
  echo "  target $TRIPLE (the package's deployment target)"
  [ ${#BACKFILL[@]} -gt 0 ] && echo "  (Swift 5.9 makeStream declared for this older stdlib)"
}
