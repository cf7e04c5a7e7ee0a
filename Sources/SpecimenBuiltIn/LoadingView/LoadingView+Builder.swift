import Specimen

extension LoadingView {
  /// Configures a ``LoadingView`` step by step, in the seed's style (`setMessage(_:)`, …,
  /// `build()`).
  public struct Builder: Sendable {
    private var loadingView = LoadingView()

    /// Starts with no label and the default design.
    public init() {}

    /// Sets a one-line label under the indicator.
    public func setMessage(_ message: String) -> Builder {
      with { $0.viewModel.message = message }
    }
    /// Sets the indicator and label colour.
    public func setColor(_ color: ColorToken) -> Builder { with { $0.design.color = color } }

    /// The configured loading view.
    public func build() -> LoadingView { loadingView }

    private func with(_ change: (inout LoadingView) -> Void) -> Builder {
      var copy = self
      change(&copy.loadingView)
      return copy
    }
  }
}
