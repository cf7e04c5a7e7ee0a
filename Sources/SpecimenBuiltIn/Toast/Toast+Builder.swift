import Specimen

extension Toast {
  /// Configures a ``Toast`` step by step, in the seed's style (`setMessage(_:)`, …, `build()`),
  /// recording each call for the toast's usage code.
  public struct Builder: ComponentBuilder {
    /// The toast so far.
    public var product = Toast(viewModel: ViewModel())

    /// Starts with an empty message and the default design.
    public init() {}

    /// Sets the message.
    public func setMessage(_ message: String) -> Builder {
      recording("setMessage", .string(message)) { $0.viewModel.message = message }
    }
    /// Sets the toast's height (the seed's `setHeightSize`, 56 by default); the message never
    /// grows it.
    public func setHeight(_ height: Double) -> Builder {
      recording("setHeight", .number(height)) { $0.design.height = height }
    }
    /// Not in the seed, a proposed fix: pins the message the `inset` spacing inside the toast's
    /// safe area, so a long message wraps clear of the screen's edges and insets and the toast
    /// grows upwards to fit it.
    public func proposedFixWrappingMessage() -> Builder {
      recording("proposedFixWrappingMessage") { $0.design.wrapsMessage = true }
    }
    /// Sets the background colour.
    public func setBackgroundColor(_ color: ColorToken) -> Builder {
      recording("setBackgroundColor", .color(color)) { $0.design.backgroundColor = color }
    }
    /// Sets the message colour.
    public func setMessageColor(_ color: ColorToken) -> Builder {
      recording("setMessageColor", .color(color)) { $0.design.messageColor = color }
    }
    /// Sets the message's type style.
    public func setMessageStyle(_ style: TypeStyle) -> Builder {
      recording("setMessageStyle", .typeStyle(style)) { $0.design.messageStyle = style }
    }
    /// Sets what tapping the toast does.
    public func setAction(_ action: @escaping @Sendable (Toast) -> Void) -> Builder {
      recording("setAction", trailingClosure: "{ _ in }") {
        $0.actions.tap = Action("tap", perform: action)
      }
    }
  }
}
