import Specimen

/// A screen of ``ContainerCell``s under a navigation title: a list at compact width, the seed's
/// grid at regular width (see ``CellArrangement`` and ``GridMetrics``).
///
/// ```swift
/// let albums = ContainerCollection.Builder()
///   .setTitle("Albums")
///   .setItems([lisbon, kyoto, retry])
///   .setSelectAction { index in openAlbum(at: index) }
///   .build()
/// ```
public struct ContainerCollection: CatalogComponent {
  /// The content.
  public var viewModel: ViewModel
  /// The fixed design tokens.
  public var design: Design
  /// What selecting a cell does.
  public var actions: Actions

  /// Creates a collection from its three parts.
  public init(viewModel: ViewModel, design: Design = Design(), actions: Actions = Actions()) {
    self.viewModel = viewModel
    self.design = design
    self.actions = actions
  }

  /// What the screen shows.
  public struct ViewModel: Sendable {
    /// The navigation title.
    public var title: String
    /// The cells' contents, in order (row by row in a grid).
    public var items: [any CellContent]

    /// Creates the content.
    public init(title: String = "", items: [any CellContent] = []) {
      self.title = title
      self.items = items
    }
  }

  /// The fixed look and the grid's metrics.
  public struct Design: Equatable, Sendable {
    /// Insets of the cells from the container's edges (below the title): 16 on every side.
    public var insets = EdgeInsets(all: Spacing.inset.points)
    /// Points between cells, across and down: 16.
    public var spacing: Double = Spacing.inset.points
    /// The look of every cell.
    public var cell = ContainerCell.Design()

    /// The defaults.
    public init() {}
  }

  /// What the cells do.
  public struct Actions: Equatable, Sendable {
    /// Runs with the index of the selected cell.
    public var select = Action<Int>("select")

    /// A no-op handler.
    public init() {}
  }
}
