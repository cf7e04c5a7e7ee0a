import Specimen

extension InputField {
  /// Configures an ``InputField`` step by step, in the seed's style (`setLabel(_:)`, …,
  /// `build()`), recording each call for the field's usage code.
  public struct Builder: ComponentBuilder {
    /// The field so far.
    public var product = InputField(viewModel: ViewModel())

    /// Starts empty with the default design.
    public init() {}

    /// Sets the label above the field.
    public func setLabel(_ label: String) -> Builder {
      recording("setLabel", .string(label)) { $0.viewModel.label = label }
    }
    /// Sets the placeholder shown while the field is empty.
    public func setPlaceholder(_ placeholder: String) -> Builder {
      recording("setPlaceholder", .string(placeholder)) { $0.viewModel.placeholder = placeholder }
    }
    /// Sets the state: empty, focused, filled or error.
    public func setState(_ state: FieldState) -> Builder {
      recording("setState", .expression(state.source)) { $0.viewModel.state = state }
    }
    /// Sets the focused border and caret colour.
    public func setFocusedColor(_ color: ColorToken) -> Builder {
      recording("setFocusedColor", .color(color)) { $0.design.focusedColor = color }
    }
    /// Sets the error border and message colour.
    public func setErrorColor(_ color: ColorToken) -> Builder {
      recording("setErrorColor", .color(color)) { $0.design.errorColor = color }
    }
    /// Sets the label's type style.
    public func setLabelStyle(_ style: TypeStyle) -> Builder {
      recording("setLabelStyle", .typeStyle(style)) { $0.design.labelStyle = style }
    }
    /// Sets the type style of the typed text and the placeholder.
    public func setTextStyle(_ style: TypeStyle) -> Builder {
      recording("setTextStyle", .typeStyle(style)) { $0.design.textStyle = style }
    }
    /// Sets the error message's type style.
    public func setErrorStyle(_ style: TypeStyle) -> Builder {
      recording("setErrorStyle", .typeStyle(style)) { $0.design.errorStyle = style }
    }
    /// Sets what return or "Next" does.
    public func setSubmitAction(_ action: @escaping @Sendable (InputField) -> Void) -> Builder {
      recording("setSubmitAction", trailingClosure: "{ _ in }") {
        $0.actions.submit = Action("submit", perform: action)
      }
    }
  }
}
