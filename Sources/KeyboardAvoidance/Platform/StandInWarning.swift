import Foundation

// Built where UIKit is missing (Linux, a macOS host), the glue compiles against HeadlessUIKit,
// the stand-in of UIKit this package tests itself with: nothing it builds moves a real keyboard's
// inputs. This package's own builds set KEYBOARDAVOIDANCE_DEVELOPMENT (Package.swift); anyone
// else's gets the warning below, so a green Linux build is not mistaken for a working one.
#if !canImport(UIKit) && !KEYBOARDAVOIDANCE_DEVELOPMENT
  #warning(
    "KeyboardAvoidance is built without UIKit, against HeadlessUIKit, the stand-in this package tests with: nothing here moves a real keyboard's inputs. Build for iOS or Mac Catalyst."
  )
#endif

/// Says once, on standard error, that the glue runs on the UIKit stand-in.
///
/// SwiftPM builds packages fetched by URL with their warnings silenced, so the warning above
/// reaches a consumer only for a root or local package; the first of the library's objects
/// therefore also says it at run time, where UIKit is missing, outside this package's own builds.
@MainActor
enum StandInNotice {
  private static var said = false

  /// Prints the notice the first time, where it applies.
  static func sayOnce() {
    #if !canImport(UIKit) && !KEYBOARDAVOIDANCE_DEVELOPMENT
      guard !said else { return }
      said = true
      FileHandle.standardError.write(
        Data(
          ("KeyboardAvoidance: built without UIKit, on HeadlessUIKit, the stand-in this package "
            + "tests with; nothing here moves a real keyboard's inputs. Build for iOS or Mac "
            + "Catalyst.\n").utf8))
    #endif
  }
}
