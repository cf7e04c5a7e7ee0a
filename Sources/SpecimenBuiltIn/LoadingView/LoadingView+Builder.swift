import Specimen

extension LoadingView {
  /// Configures a ``LoadingView`` step by step, in the seed's style (`setMessage(_:)`, …,
  /// `build()`), recording each call for the loading view's usage code.
  public struct Builder: ComponentBuilder {
    /// The loading view so far.
    public var product = LoadingView()

    /// Starts with no label and the default design.
    public init() {}

    /// Sets a one-line label under the indicator.
    public func setMessage(_ message: String) -> Builder {
      recording("setMessage", .string(message)) { $0.viewModel.message = message }
    }
    /// Sets the indicator and label colour.
    public func setColor(_ color: ColorToken) -> Builder {
      recording("setColor", .color(color)) { $0.design.color = color }
    }
    /// Sets the label's type style.
    public func setMessageStyle(_ style: TypeStyle) -> Builder {
      recording("setMessageStyle", .typeStyle(style)) { $0.design.messageStyle = style }
    }
  }
}
