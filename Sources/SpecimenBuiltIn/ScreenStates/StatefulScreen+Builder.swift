import Specimen

extension StatefulScreen {
  /// Configures a ``StatefulScreen`` step by step, in the seed's style.
  public struct Builder: Sendable {
    private var screen = StatefulScreen(viewModel: ViewModel())

    /// Starts loading, with the default design.
    public init() {}

    /// Sets the navigation title.
    public func setTitle(_ title: String) -> Builder { with { $0.viewModel.title = title } }
    /// Sets the state: `.loading`, `.loaded(items)` or `.error(message:)`.
    public func setState(_ state: ViewState<[any CellContent]>) -> Builder {
      with { $0.viewModel.state = state }
    }
    /// Sets the loading view's label.
    public func setLoadingMessage(_ message: String) -> Builder {
      with { $0.viewModel.loadingMessage = message }
    }
    /// Sets the retry view's retry label.
    public func setRetryTitle(_ title: String) -> Builder {
      with { $0.viewModel.retryTitle = title }
    }
    /// Sets what retrying does.
    public func setRetryAction(_ action: @escaping @Sendable (StatefulScreen) -> Void) -> Builder {
      with { $0.actions.retry = Action("retry", perform: action) }
    }
    /// Sets what selecting a loaded cell does; the handler gets the cell's index.
    public func setSelectAction(_ action: @escaping @Sendable (Int) -> Void) -> Builder {
      with { $0.actions.select = Action("select", perform: action) }
    }

    /// The configured screen.
    public func build() -> StatefulScreen { screen }

    private func with(_ change: (inout StatefulScreen) -> Void) -> Builder {
      var copy = self
      change(&copy.screen)
      return copy
    }
  }
}
