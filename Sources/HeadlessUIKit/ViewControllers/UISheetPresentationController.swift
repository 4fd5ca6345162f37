import Foundation

/// A presentation controller that shows its controller as a sheet resting at one of its detents.
///
/// Models UIKit's `UISheetPresentationController` (H26.2 UISheetPresentationController.h:96-158,
/// iOS 15): `detents` (:134, smallest to largest, `[.large()]` by default),
/// `selectedDetentIdentifier` (:143, `nil` or an unknown identifier: the smallest detent),
/// `animateChanges(_:)` (:156), `invalidateDetents()` (:139, iOS 16), `prefersGrabberVisible`
/// (:123). A view controller's ``UIViewController/sheetPresentationController`` makes one when its
/// style is a page or form sheet. The stand-in places nothing by itself: whoever plays UIKit's
/// presentation (the simulator) resolves the detents (`_resolvedHeights(maximumDetentValue:)`)
/// and lays the sheet out, and hears every change of the selected detent or of the detents
/// (`_onChange`).
///
/// ```swift
/// if let sheet = controller.sheetPresentationController {
///   sheet.detents = [.medium(), .large()]
/// }
/// ```
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet may rest at, smallest first.
  ///
  /// Default `[.large()]`.
  open var detents: [Detent] = [.large()] {
    didSet { _onChange?(isAnimatingChanges) }
  }

  /// The detent the sheet rests at; `nil`, or one not in ``detents``: the smallest.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet {
      guard selectedDetentIdentifier != oldValue else { return }
      _onChange?(isAnimatingChanges)
    }
  }

  /// Whether the sheet shows a grabber at its top.
  ///
  /// Default `false`.
  open var prefersGrabberVisible: Bool = false

  private var isAnimatingChanges = false

  /// Runs `changes`, animating what they change in the sheet's layout.
  ///
  /// UIKit lays the sheet out before it returns (:154-155); so does whoever answers
  /// `_onChange`, told that the change is animated.
  open func animateChanges(_ changes: () -> Void) {
    let wasAnimating = isAnimatingChanges
    isAnimatingChanges = true
    defer { isAnimatingChanges = wasAnimating }
    changes()
  }

  /// Resolves the detents again (a custom detent's inputs changed).
  ///
  /// UIKit does it "in the next layout pass" (:136); the stand-in tells `_onChange` at once,
  /// and its listener lays the sheet out then.
  open func invalidateDetents() {
    _onChange?(isAnimatingChanges)
  }

  /// A height at which a sheet rests.
  ///
  /// Models UIKit's `UISheetPresentationControllerDetent` (H26.2 UISheetPresentationController.h
  /// :45-74; Swift name `UISheetPresentationController.Detent`, UIKit.apinotes:1287-1288):
  /// `medium()` "approximately half the height of the screen" (:50-51), `large()` "at full
  /// height" (:53-54), and `custom(identifier:resolver:)` (iOS 16, :56-63), whose value is "a
  /// height within the safe area of the sheet": 200 makes a sheet of 200 plus the bottom safe
  /// area when it is attached to the bottom edge.
  @MainActor
  public class Detent: NSObject {
    /// The detent's identifier.
    public let identifier: Identifier
    private let resolve: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

    private init(
      identifier: Identifier,
      resolve: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) {
      self.identifier = identifier
      self.resolve = resolve
      super.init()
    }

    /// The system detent of about half the screen's height.
    ///
    /// Its value is the stand-in's reading of "approximately half": half the largest value a
    /// detent can have, the height of the sheet's safe area at full height.
    public static func medium() -> Detent {
      Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
    }

    /// The system detent at the sheet's full height.
    public static func large() -> Detent {
      Detent(identifier: .large) { $0.maximumDetentValue }
    }

    /// A detent whose height `resolver` computes from the context; `nil` makes it inactive.
    ///
    /// Without an identifier, UIKit generates a random one; the stand-in's is unique as well.
    public static func custom(
      identifier: Identifier? = nil,
      resolver:
        @escaping (
          _ context: any UISheetPresentationControllerDetentResolutionContext
        ) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolve: resolver)
    }

    /// The detent's height within the sheet's safe area in `context`; `nil` when inactive.
    public func resolvedValue(
      in context: any UISheetPresentationControllerDetentResolutionContext
    ) -> CGFloat? {
      resolve(context)
    }

    /// A detent's name, for ``UISheetPresentationController/selectedDetentIdentifier``.
    ///
    /// Models `UISheetPresentationControllerDetentIdentifier`, an extensible string enum
    /// (H26.2 UISheetPresentationController.h:17-23; Swift name from UIKit.apinotes:2105-2106).
    /// The strings of the system identifiers are the stand-in's: UIKit's are opaque constants.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      /// The identifier's string.
      public let rawValue: String

      /// An identifier with this string.
      public init(rawValue: String) {
        self.rawValue = rawValue
      }

      /// An identifier with this string.
      public init(_ rawValue: String) {
        self.rawValue = rawValue
      }

      /// The system medium detent's identifier.
      public static let medium: Identifier = Identifier("medium")
      /// The system large detent's identifier.
      public static let large: Identifier = Identifier("large")
    }
  }

  // MARK: - Stand-in

  /// Called after a change of ``detents`` or ``selectedDetentIdentifier``, or
  /// ``invalidateDetents()``, with whether it was made inside ``animateChanges(_:)``.
  ///
  /// Stand-in only: UIKit lays its sheet out itself.
  package var _onChange: (@MainActor (_ animated: Bool) -> Void)?

  /// Each active detent's identifier and height within the sheet's safe area, smallest first,
  /// for a sheet whose full height within its safe area is `maximumDetentValue`.
  ///
  /// Stand-in only: UIKit resolves its detents itself.
  package func _resolvedHeights(maximumDetentValue: CGFloat) -> [(Detent.Identifier, CGFloat)] {
    let context = HeadlessDetentContext(maximumDetentValue: maximumDetentValue)
    return detents.compactMap { detent in
      guard let value = detent.resolvedValue(in: context), value.isFinite else { return nil }
      return (detent.identifier, min(max(0, value), maximumDetentValue))
    }
  }
}

/// What a custom detent's resolver is given.
///
/// Models UIKit's `UISheetPresentationControllerDetentResolutionContext` (H26.2
/// UISheetPresentationController.h:32-41, iOS 16): `maximumDetentValue`. Its
/// `containerTraitCollection` is not modelled.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
  /// The largest value a detent can have.
  var maximumDetentValue: CGFloat { get }
}

/// The stand-in's resolution context.
@MainActor
final class HeadlessDetentContext: UISheetPresentationControllerDetentResolutionContext {
  let maximumDetentValue: CGFloat

  init(maximumDetentValue: CGFloat) {
    self.maximumDetentValue = maximumDetentValue
  }
}
