import Specimen

extension InputField {
  /// Configures an ``InputField`` step by step, in the seed's style (`setLabel(_:)`, …, `build()`).
  public struct Builder: Sendable {
    private var field = InputField(viewModel: ViewModel())

    /// Starts empty with the default design.
    public init() {}

    /// Sets the label above the field.
    public func setLabel(_ label: String) -> Builder { with { $0.viewModel.label = label } }
    /// Sets the placeholder shown while the field is empty.
    public func setPlaceholder(_ placeholder: String) -> Builder {
      with { $0.viewModel.placeholder = placeholder }
    }
    /// Sets the state: empty, focused, filled or error.
    public func setState(_ state: FieldState) -> Builder { with { $0.viewModel.state = state } }
    /// Sets the focused border and caret colour.
    public func setFocusedColor(_ color: ColorToken) -> Builder {
      with { $0.design.focusedColor = color }
    }
    /// Sets the error border and message colour.
    public func setErrorColor(_ color: ColorToken) -> Builder {
      with { $0.design.errorColor = color }
    }
    /// Sets what return or "Next" does.
    public func setSubmitAction(_ action: @escaping @Sendable (InputField) -> Void) -> Builder {
      with { $0.actions.submit = Action("submit", perform: action) }
    }

    /// The configured field.
    public func build() -> InputField { field }

    private func with(_ change: (inout InputField) -> Void) -> Builder {
      var copy = self
      change(&copy.field)
      return copy
    }
  }
}
