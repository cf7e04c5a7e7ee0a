import Specimen

extension RetryView {
  /// The Builder chain that makes this retry view, for the catalog's usage box.
  public var usage: String {
    var calls = ["setTitle(\(SwiftSource.literal(viewModel.title)))"]
    if viewModel.retryTitle != ViewModel().retryTitle {
      calls.append("setRetryTitle(\(SwiftSource.literal(viewModel.retryTitle)))")
    }
    calls.append("setRetryAction { _ in }")
    return SwiftSource.builderChain("let retryView = RetryView.Builder()", calls)
  }
}
