import Foundation

/// A user interaction delivered to the app.
///
/// Models UIKit's `UIEvent` (DOC uikit/uievent, `@MainActor class UIEvent`) as an opaque
/// object passed to `hitTest(_:with:)`; no properties are modelled.
@MainActor
open class UIEvent: NSObject {}
