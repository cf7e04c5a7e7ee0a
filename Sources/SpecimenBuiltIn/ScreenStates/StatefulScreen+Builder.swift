import Specimen

extension StatefulScreen {
  /// Configures a ``StatefulScreen`` step by step, in the seed's style, recording each call
  /// (with loaded items' own Builder chains nested) for the screen's usage code.
  public struct Builder: ComponentBuilder {
    /// The screen so far.
    public var product = StatefulScreen(viewModel: ViewModel())

    /// Starts loading, with the default design.
    public init() {}

    /// Sets the navigation title.
    public func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.viewModel.title = title }
    }
    /// Sets the state: `.loading`, `.loaded(items)` or `.error(message:)`.
    public func setState(_ state: ViewState<[any CellContent]>) -> Builder {
      let value: SwiftValue
      switch state {
      case .loading: value = .expression(".loading")
      case .loaded(let items):
        value = .call(".loaded", [SwiftArgument(nil, .array(items.map { .recipe($0.recipe) }))])
      case .error(let message):
        value = .call(".error", [SwiftArgument("message", .string(message))])
      }
      return recording("setState", SwiftArgument(nil, value)) { $0.viewModel.state = state }
    }
    /// Sets the loading view's label.
    public func setLoadingMessage(_ message: String) -> Builder {
      recording("setLoadingMessage", .string(message)) { $0.viewModel.loadingMessage = message }
    }
    /// Sets the retry view's retry label.
    public func setRetryTitle(_ title: String) -> Builder {
      recording("setRetryTitle", .string(title)) { $0.viewModel.retryTitle = title }
    }
    /// Sets what retrying does.
    public func setRetryAction(_ action: @escaping @Sendable (StatefulScreen) -> Void) -> Builder {
      recording("setRetryAction", trailingClosure: "{ screen in }") {
        $0.actions.retry = Action("retry", perform: action)
      }
    }
    /// Sets what selecting a loaded cell does; the handler gets the cell's index.
    public func setSelectAction(_ action: @escaping @Sendable (Int) -> Void) -> Builder {
      recording("setSelectAction", trailingClosure: "{ index in }") {
        $0.actions.select = Action("select", perform: action)
      }
    }
  }
}
