import Specimen

extension RetryView {
  /// Configures a ``RetryView`` step by step, in the seed's style (`setTitle(_:)`, …, `build()`).
  public struct Builder: Sendable {
    private var retryView = RetryView(viewModel: ViewModel())

    /// Starts with an empty title, the "다시 시도" label and the default design.
    public init() {}

    /// Sets what went wrong.
    public func setTitle(_ title: String) -> Builder { with { $0.viewModel.title = title } }
    /// Sets the retry label.
    public func setRetryTitle(_ title: String) -> Builder {
      with { $0.viewModel.retryTitle = title }
    }
    /// Sets what tapping retry does (the screen's load).
    public func setRetryAction(_ action: @escaping @Sendable (RetryView) -> Void) -> Builder {
      with { $0.actions.retry = Action("retry", perform: action) }
    }

    /// The configured retry view.
    public func build() -> RetryView { retryView }

    private func with(_ change: (inout RetryView) -> Void) -> Builder {
      var copy = self
      change(&copy.retryView)
      return copy
    }
  }
}
