import SpecimenCore

extension InputField: DeclaredComponent {
  /// The input field's properties, each stated once, in an app API that Specimen defines in
  /// seed 000's conventions (the seed gives no code). A config file's `state` (`empty`,
  /// `focused`, `filled` or `error`) takes its `text` or `errorMessage` from the keys beside it.
  public static let declaration = ComponentDeclaration<InputField>(
    app: "CommonInputField",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    colors: Palette.appColors,
    properties: [
      .text("setLabel", \.viewModel.label),
      .text("setPlaceholder", \.viewModel.placeholder),
      .companion(.text("text")),
      .companion(.text("errorMessage")),
      .value(
        "setState", as: FieldState.self,
        config: ConfigReading.choice("state", ["empty", "focused", "filled", "error"]).map {
          FieldState(named: $0, config: $1)
        },
        code: { [SwiftArgument(nil, $0.code)] },
        set: { $0.viewModel.state = $1 }),
      .color("setFocusedColor", \.design.focusedColor),
      .color("setErrorColor", \.design.errorColor),
      .typeStyle("setLabelStyle", \.design.labelStyle, app: .renamed("setLabelFont")),
      .typeStyle("setTextStyle", \.design.textStyle, app: .renamed("setTextFont")),
      .typeStyle("setErrorStyle", \.design.errorStyle, app: .renamed("setErrorFont")),
      .action("setSubmitAction", \.actions.submit, app: .renamed("setOnSubmitDelegate")),
    ])
}

extension InputField.FieldState {
  /// The state a config's `state` names, with the `text` or `errorMessage` given beside it.
  init?(named name: String, config: ConfigValues) {
    let text = config.text("text") ?? ""
    switch name {
    case "empty": self = .empty
    case "focused": self = .focused(text: text)
    case "filled": self = .filled(text: text)
    case "error": self = .error(message: config.text("errorMessage") ?? "")
    default: return nil
    }
  }
}

extension DeclaredBuilder where Component == InputField {
  /// Sets the label above the field.
  public func setLabel(_ label: String) -> Self { set(label) }
  /// Sets the placeholder shown while the field is empty.
  public func setPlaceholder(_ placeholder: String) -> Self { set(placeholder) }
  /// Sets the state: empty, focused or filled with text, or an error with its message.
  public func setState(_ state: InputField.FieldState) -> Self { set(state) }
  /// Sets the focused border and caret colour.
  public func setFocusedColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the error border and message colour.
  public func setErrorColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the label's type style.
  public func setLabelStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets the text's type style.
  public func setTextStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets the error message's type style.
  public func setErrorStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets what submitting does.
  public func setSubmitAction(_ action: @escaping @Sendable (InputField) -> Void) -> Self {
    set(action)
  }
}
