import SpecimenCore

extension RetryView: DeclaredComponent {
  /// The retry view's properties, each stated once, in the app's API: seed 000's
  /// `CommonRetryView` and its `Builder` (`setRetryStr`), presented with `.build().show()`.
  public static let declaration = ComponentDeclaration<RetryView>(
    app: "CommonRetryView", origin: "seed 000: CommonRetryView.Builder", shows: true,
    colors: Palette.appColors,
    properties: [
      .text("setTitle", \.viewModel.title),
      .text("setRetryTitle", \.viewModel.retryTitle, app: .renamed("setRetryStr")),
      .typeStyle("setTitleStyle", \.design.titleStyle, app: .missing("a title font, {value}")),
      .typeStyle(
        "setRetryStyle", \.design.retryStyle, app: .missing("a retry label font, {value}")),
      .flag(
        "setWrapsTitle", \.design.wrapsTitle,
        app: .missing("a proposed fix wraps the title within a readable width ({value})")),
      .action(
        "setRetryAction", \.actions.retry,
        app: .missing(
          "a retry action; tapping retry calls retry() on the top BaseViewController, so "
            + "override retry() there")),
    ])
}

extension DeclaredBuilder where Component == RetryView {
  /// Sets the message above the button.
  public func setTitle(_ title: String) -> Self { set(title) }
  /// Sets the retry label ("다시 시도" by default).
  public func setRetryTitle(_ title: String) -> Self { set(title) }
  /// Sets the message's type style.
  public func setTitleStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets the retry label's type style.
  public func setRetryStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Not in the seed, a proposed fix: wraps the title within a readable width.
  public func setWrapsTitle(_ wraps: Bool) -> Self { set(wraps) }
  /// Sets what tapping retry does.
  public func setRetryAction(_ action: @escaping @Sendable (RetryView) -> Void) -> Self {
    set(action)
  }
}
