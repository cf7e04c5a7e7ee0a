import Specimen

extension LoadingView {
  /// The Builder chain that makes this loading view, for the catalog's usage box.
  public var usage: String {
    var calls: [String] = []
    if !viewModel.message.isEmpty {
      calls.append("setMessage(\(SwiftSource.literal(viewModel.message)))")
    }
    if design.color != Design().color {
      calls.append("setColor(\(SwiftSource.token(design.color)))")
    }
    return SwiftSource.builderChain("let loadingView = LoadingView.Builder()", calls)
  }
}
