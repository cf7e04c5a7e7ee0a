import SpecimenCore

extension Toast: DeclaredComponent {
  /// The toast's properties, each stated once, in the app's API: seed 000's `CommonToast` and
  /// its `Builder` (`setHeightSize`, `setOnClickDelegate`), presented with `.build().show()`.
  public static let declaration = ComponentDeclaration<Toast>(
    app: "CommonToast", origin: "seed 000: CommonToast.Builder", shows: true,
    colors: Palette.appColors,
    properties: [
      .text("setMessage", \.viewModel.message),
      .length("setHeight", \.design.height, app: .renamed("setHeightSize")),
      .proposal(
        "proposedFixWrappingMessage", \.design.wrapsMessage,
        note: "a proposed fix wraps a long message inside the safe area and grows the toast to fit"
      ),
      .color("setBackgroundColor", \.design.backgroundColor),
      .color("setMessageColor", \.design.messageColor),
      .typeStyle(
        "setMessageStyle", \.design.messageStyle, app: .missing("a message font, {value}")),
      .action("setAction", \.actions.tap, app: .renamed("setOnClickDelegate")),
    ])
}

extension DeclaredBuilder where Component == Toast {
  /// Sets the message.
  public func setMessage(_ message: String) -> Self { set(message) }
  /// Sets the toast's height (the seed's `setHeightSize`, 56 by default); the message never
  /// grows it.
  public func setHeight(_ height: Double) -> Self { set(height) }
  /// Not in the seed, a proposed fix: pins the message the `inset` spacing inside the toast's
  /// safe area, so a long message wraps clear of the screen's edges and insets and the toast
  /// grows upwards to fit it.
  public func proposedFixWrappingMessage() -> Self { set(true) }
  /// Sets the background colour.
  public func setBackgroundColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the message colour.
  public func setMessageColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the message's type style.
  public func setMessageStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets what tapping the toast does.
  public func setAction(_ action: @escaping @Sendable (Toast) -> Void) -> Self { set(action) }
}
