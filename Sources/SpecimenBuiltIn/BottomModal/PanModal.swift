import SpecimenCore

/// What PanModal (`slackhq/PanModal`) does with the seed's `presentPanModal(self)` and its
/// `PanModalPresentable` conformance (`showDragIndicator` false, short and long form
/// `.maxHeightWithTopInset(0)`, `anchorModalToLongForm` false); every other number is the
/// library's default, named with the file it comes from.
enum PanModal {
  /// `topOffset`'s default, `topLayoutOffset + 21.0` (PanModalPresentable+Defaults.swift):
  /// 21 pt below the root view's top safe-area inset (`topLayoutOffset`,
  /// PanModalPresentable+LayoutHelpers.swift).
  static let topOffsetBelowSafeArea: Double = 21
  /// `cornerRadius`'s default, 8 pt (PanModalPresentable+Defaults.swift), masked onto the top
  /// corners only by `addRoundedCorners(to:)` (PanModalPresentationController.swift), since
  /// `shouldRoundTopCorners` defaults to `isPanModalPresented`, true.
  static let cornerRadius: Length = 8

  /// Whether PanModal presents a popover rather than its sheet: on every iPad, whatever the size
  /// class (`presentPanModal` checks `UIDevice.current.userInterfaceIdiom == .pad`,
  /// UIViewController+PanModalPresenter.swift, and `adaptivePresentationStyle` returns `.none`,
  /// PanModalPresentationDelegate.swift).
  static func presentsPopover(in environment: Environment) -> Bool {
    environment.idiom == .pad
  }

  /// `topOffset` on `environment`: the top safe-area inset plus 21.
  static func topOffset(in environment: Environment) -> Double {
    environment.safeArea.top.points + topOffsetBelowSafeArea
  }

  /// The presented view controller's view on iPhone: full width, from `topOffset` to the
  /// screen's bottom. With `.maxHeightWithTopInset(0)` both `shortFormYPos` and `longFormYPos`
  /// are `topOffset` (PanModalPresentable+LayoutHelpers.swift, `topMargin(from:)` gives 0), and
  /// with `anchorModalToLongForm` false `adjustPresentedViewFrame()` sizes the view to the
  /// container less `topOffset` (PanModalPresentationController.swift).
  static func presentedFrame(in environment: Environment) -> Rect {
    let top = topOffset(in: environment)
    return Rect(
      x: 0, y: top, width: environment.width, height: max(0, environment.height - top))
  }
}

/// The UIKit popover PanModal presents on iPad, with the seed passing no `sourceView`,
/// `sourceRect` or `preferredContentSize`. Its numbers come from neither PanModal nor the seed:
/// two from Apple's documentation, the rest drawn to look like iPadOS and not measured.
enum Popover {
  /// UIKit's default content size for a view controller that sets no `preferredContentSize`:
  /// 320 × 1100 pt (Apple's documentation of `UIViewController.contentSizeForViewInPopover`:
  /// “By default, the width is set to 320 points and the height is set to 1100 points”), cut
  /// to fit the screen.
  static let defaultContentSize = Size(width: 320, height: 1100)
  /// `UIPopoverPresentationController.popoverLayoutMargins`: 10 pt by default (Apple's
  /// documentation); kept here inside the safe area, so the popover clears the status bar.
  static let layoutMargin: Double = 10
  /// The arrow, 26 pt wide and 13 pt high: drawn to look like iPadOS's, not measured.
  static let arrowSize = Size(width: 26, height: 13)
  /// The corner radius, 13 pt: drawn to look like iPadOS's, not measured.
  static let cornerRadius: Double = 13
  /// How far each layer of the shadow reaches past the popover: not measured.
  static let shadowSpread: [Double] = [16, 10, 5, 2]

  /// The anchor the seed leaves: `sourceRect` `.zero` in the presenting view (PanModal's
  /// `sourceView ?? view`), its top-left corner, the screen's when the view fills the window.
  static let anchor = (x: 0.0, y: 0.0)

  /// The popover's content frame (the presented view) and its arrow on `environment`: below
  /// the anchor with the arrow pointing up at it, as far up and left as the margins allow.
  static func frames(in environment: Environment) -> (content: Rect, arrow: Rect) {
    let safe = environment.safeAreaFrame
    let left = max(safe.x + layoutMargin, anchor.x)
    let tip = max(safe.y + layoutMargin, anchor.y)
    let top = tip + arrowSize.height
    let bottom = safe.maxY - layoutMargin
    let width = min(defaultContentSize.width, max(0, safe.maxX - layoutMargin - left))
    let height = min(defaultContentSize.height, max(0, bottom - top))
    let content = Rect(x: left, y: top, width: width, height: height)
    // The arrow sits as near the anchor as the rounded corner lets it.
    let arrow = Rect(
      x: max(content.x + cornerRadius, anchor.x - arrowSize.width / 2), y: tip,
      width: arrowSize.width, height: arrowSize.height)
    return (content, arrow)
  }
}
