import Specimen

extension Toast {
  /// Configures a ``Toast`` step by step, in the seed's style (`setMessage(_:)`, …, `build()`).
  public struct Builder: Sendable {
    private var toast = Toast(viewModel: ViewModel())

    /// Starts with an empty message and the default design.
    public init() {}

    /// Sets the message.
    public func setMessage(_ message: String) -> Builder { with { $0.viewModel.message = message } }
    /// Sets the least height (56 by default); a longer message still grows the toast.
    public func setHeight(_ height: Double) -> Builder { with { $0.design.height = height } }
    /// Sets the background colour.
    public func setBackgroundColor(_ color: ColorToken) -> Builder {
      with { $0.design.backgroundColor = color }
    }
    /// Sets the message colour.
    public func setMessageColor(_ color: ColorToken) -> Builder {
      with { $0.design.messageColor = color }
    }
    /// Sets what tapping the toast does.
    public func setAction(_ action: @escaping @Sendable (Toast) -> Void) -> Builder {
      with { $0.actions.tap = Action("tap", perform: action) }
    }

    /// The configured toast.
    public func build() -> Toast { toast }

    private func with(_ change: (inout Toast) -> Void) -> Builder {
      var copy = self
      change(&copy.toast)
      return copy
    }
  }
}
