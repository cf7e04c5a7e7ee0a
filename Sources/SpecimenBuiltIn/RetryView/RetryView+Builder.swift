import Specimen

extension RetryView {
  /// Configures a ``RetryView`` step by step, in the seed's style (`setTitle(_:)`, …, `build()`),
  /// recording each call for the retry view's usage code.
  public struct Builder: ComponentBuilder {
    /// The retry view so far.
    public var product = RetryView(viewModel: ViewModel())

    /// Starts with an empty title, the "다시 시도" label and the default design.
    public init() {}

    /// Sets what went wrong.
    public func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.viewModel.title = title }
    }
    /// Sets the retry label.
    public func setRetryTitle(_ title: String) -> Builder {
      recording("setRetryTitle", .string(title)) { $0.viewModel.retryTitle = title }
    }
    /// Sets the title's type style.
    public func setTitleStyle(_ style: TypeStyle) -> Builder {
      recording("setTitleStyle", .typeStyle(style)) { $0.design.titleStyle = style }
    }
    /// Sets the retry label's type style.
    public func setRetryStyle(_ style: TypeStyle) -> Builder {
      recording("setRetryStyle", .typeStyle(style)) { $0.design.retryStyle = style }
    }
    /// Wraps the title within a readable width instead of the seed's one line per paragraph
    /// (a fix the seed does not have; see ``Design/wrapsTitle``).
    public func setWrapsTitle(_ wraps: Bool) -> Builder {
      recording("setWrapsTitle", SwiftArgument(nil, .bool(wraps))) { $0.design.wrapsTitle = wraps }
    }
    /// Sets what tapping retry does (the screen's load).
    public func setRetryAction(_ action: @escaping @Sendable (RetryView) -> Void) -> Builder {
      recording("setRetryAction", trailingClosure: "{ _ in }") {
        $0.actions.retry = Action("retry", perform: action)
      }
    }
  }
}
