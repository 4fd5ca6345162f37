import Foundation

/// How a presented view controller is shown.
///
/// Models UIKit's `UIModalPresentationStyle` (H26.2 UIViewController.h:47-58, `NS_ENUM
/// (NSInteger)`; tvOS's blur style left out). The stand-in's ``UIViewController/present(_:animated:completion:)``
/// shows every style over the whole window; the simulator places sheets itself.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}
