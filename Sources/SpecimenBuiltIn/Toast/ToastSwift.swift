import SpecimenCore

/// What Toast-Swift (`scalessec/Toast-Swift`, file `Toast/Toast.swift`) does with the seed's
/// `view.showToast(toast, duration: 1, position: .bottom)`: each number is the library's own
/// default, which the seed never changes (it sets no `ToastManager.shared.style`).
enum ToastSwift {
  /// `ToastStyle.verticalPadding`: 10 pt, added to the view's `safeAreaInsets.bottom` for
  /// `.bottom` in `ToastPosition.centerPoint(forToast:inSuperview:)`.
  static let verticalPadding: Double = 10
  /// `ToastStyle.fadeDuration`: 0.2 s to fade in, and again to fade out.
  static let fadeDuration: Double = 0.2
  /// `ToastManager.isTapToDismissEnabled`: true, a tap hides the toast.
  static let isTapToDismissEnabled = true
  /// `ToastManager.isQueueEnabled`: false, a second toast shows at once, over the first.
  static let isQueueEnabled = false

  /// From the screen's bottom edge to the toast's at `.bottom`: `verticalPadding` plus the
  /// bottom safe-area inset (`ToastPosition.centerPoint`: centre y = height − toast height / 2 −
  /// (verticalPadding + safeAreaInsets.bottom)).
  static func bottomOffset(in environment: Environment) -> Double {
    verticalPadding + environment.safeArea.bottom.points
  }

  /// The frame Toast-Swift gives a toast view of `size` at `.bottom` of a view as large as the
  /// screen: centred across, its bottom ``bottomOffset(in:)`` above the screen's bottom.
  static func bottomFrame(of size: Size, in environment: Environment) -> Rect {
    Rect(
      x: environment.width / 2 - size.width / 2,
      y: environment.height - bottomOffset(in: environment) - size.height, width: size.width,
      height: size.height)
  }
}
