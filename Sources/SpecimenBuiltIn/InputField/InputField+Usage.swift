import Specimen

extension InputField {
  /// The Builder chain that makes this field, for the catalog's usage box.
  public var usage: String {
    let defaults = Design()
    var calls = [
      "setLabel(\(SwiftSource.literal(viewModel.label)))",
      "setPlaceholder(\(SwiftSource.literal(viewModel.placeholder)))",
      "setState(\(viewModel.state.source))",
    ]
    if design.focusedColor != defaults.focusedColor {
      calls.append("setFocusedColor(\(SwiftSource.token(design.focusedColor)))")
    }
    if design.errorColor != defaults.errorColor {
      calls.append("setErrorColor(\(SwiftSource.token(design.errorColor)))")
    }
    calls.append("setSubmitAction { _ in }")
    return SwiftSource.builderChain("let field = InputField.Builder()", calls)
  }
}
