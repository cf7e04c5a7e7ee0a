import Specimen

extension StatefulScreen {
  /// The loaded items' Builder chains (if any), then the screen's chain.
  public var usage: String {
    var lines: [String] = []
    let state: String
    switch viewModel.state {
    case .loading:
      state = ".loading"
    case .loaded(let items):
      let names = items.indices.map { "item\($0 + 1)" }
      for (item, name) in zip(items, names) {
        lines.append(ContainerCollection.binding(item.usage, to: name))
      }
      state = ".loaded([\(names.joined(separator: ", "))])"
    case .error(let message):
      state = ".error(message: \(SwiftSource.literal(message)))"
    }
    var calls = ["setTitle(\(SwiftSource.literal(viewModel.title)))", "setState(\(state))"]
    if !viewModel.loadingMessage.isEmpty {
      calls.append("setLoadingMessage(\(SwiftSource.literal(viewModel.loadingMessage)))")
    }
    if viewModel.retryTitle != RetryView.ViewModel().retryTitle {
      calls.append("setRetryTitle(\(SwiftSource.literal(viewModel.retryTitle)))")
    }
    calls.append("setRetryAction { screen in }")
    calls.append("setSelectAction { index in }")
    lines.append(SwiftSource.builderChain("let screen = StatefulScreen.Builder()", calls))
    return lines.joined(separator: "\n")
  }
}
