import SpecimenCore

extension LoadingView: DeclaredComponent {
  /// The loading view's properties, each stated once. The app's `CommonLoadingView` (seed 000)
  /// has no Builder and no setters: it is made with `CommonLoadingView()`, shown and dismissed,
  /// so every property is a comment in usage code.
  public static let declaration = ComponentDeclaration<LoadingView>(
    app: "CommonLoadingView", origin: "seed 000: CommonLoadingView (no Builder)",
    then: ["{name}.show()", "// When the work is done:", "{name}.dismiss()"],
    colors: Palette.appColors,
    properties: [
      .text("setMessage", \.viewModel.message, app: .missing("a label, {value}")),
      .color("setColor", \.design.color, app: .missing("an indicator colour, {value}")),
      .typeStyle(
        "setMessageStyle", \.design.messageStyle, app: .missing("a label font, {value}")),
    ])
}

extension DeclaredBuilder where Component == LoadingView {
  /// Sets the label under the indicator.
  public func setMessage(_ message: String) -> Self { set(message) }
  /// Sets the indicator's colour.
  public func setColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the label's type style.
  public func setMessageStyle(_ style: TypeStyle) -> Self { set(style) }
}
