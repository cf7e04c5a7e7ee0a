import SpecimenCore

/// One screen driven by a single ``ViewState``: the ``LoadingView`` while loading, the loaded
/// items as ``ContainerCell``s, or a ``RetryView`` with the error — under one navigation title.
///
/// ```swift
/// let screen = StatefulScreen.Builder()
///   .setTitle("Albums")
///   .setState(.loaded(albums))
///   .setRetryAction { screen in reload(screen) }
///   .build()
/// ```
public struct StatefulScreen: CatalogComponent {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens of the three states.
  public var design = Design()
  /// What retrying and selecting do.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// Usage code calls it `screen`.
  public static let usageName = "screen"

  /// An empty loading screen with the default design: the Builder's start.
  public init() {}

  /// What the screen shows.
  public struct ViewModel: Sendable {
    /// The navigation title, the same in every state.
    public var title: String
    /// The one state that decides loading view, content or retry view.
    public var state: ViewState<[any CellContent]>
    /// The loading view's label; empty for none.
    public var loadingMessage: String
    /// The retry view's retry label.
    public var retryTitle: String

    /// Creates the content.
    public init(
      title: String = "", state: ViewState<[any CellContent]> = .loading,
      loadingMessage: String = "", retryTitle: String = RetryView.ViewModel().retryTitle
    ) {
      self.title = title
      self.state = state
      self.loadingMessage = loadingMessage
      self.retryTitle = retryTitle
    }
  }

  /// The look of each state, taken from the components it shows.
  public struct Design: Equatable, Sendable {
    /// The loaded content's insets, spacing and cells.
    public var collection = ContainerCollection.Design()
    /// The loading view's look and timing.
    public var loading = LoadingView.Design()
    /// The retry view's look.
    public var retry = RetryView.Design()

    /// The components' defaults.
    public init() {}
  }

  /// What the screen does.
  public struct Actions: Equatable, Sendable {
    /// Reruns the load from the error state (the state goes back to `loading`).
    public var retry = Action<StatefulScreen>("retry")
    /// Runs with the index of a selected cell in the loaded state.
    public var select = Action<Int>("select")

    /// No-op handlers.
    public init() {}
  }
}
