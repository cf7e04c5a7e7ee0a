import SpecimenCore

/// A screen of ``ContainerCell``s under a navigation bar: a list in compact-width portrait, the
/// seed's grid anywhere else (see ``CellArrangement`` and ``GridMetrics``).
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
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// What selecting a cell does.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// Usage code calls it `collection`.
  public static let usageName = "collection"

  /// An empty container with the default design: the Builder's start.
  public init() {}

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
    /// Insets of the cells from the collection view's content: below the navigation bar (after
    /// the content inset) and from the screen's sides; nil for the `inset` spacing (16) on
    /// every side.
    public var insets: EdgeInsets?
    /// Points between cells, across and down; nil for the `inset` spacing (16).
    public var spacing: Double?
    /// The look of every cell.
    public var cell = ContainerCell.Design()
    /// Whether the left and right insets count from the safe area rather than the screen's
    /// edges, keeping the cells clear of the side insets in landscape: false, as in the seed;
    /// true is a fix the seed does not have (for a flow layout, UIKit's `sectionInsetReference`
    /// `.fromSafeArea`).
    public var insetsFromSafeArea = false

    /// The defaults.
    public init() {}

    /// The insets in force in `environment`, from the collection view's edges: ``insets`` (or
    /// the `inset` spacing), plus the side safe-area insets with ``insetsFromSafeArea``.
    public func insets(in environment: Environment) -> EdgeInsets {
      var insets = self.insets ?? EdgeInsets(all: environment.spacing(Spacing.inset))
      if insetsFromSafeArea {
        insets.leading = Length(insets.leading.points + environment.safeArea.leading.points)
        insets.trailing = Length(insets.trailing.points + environment.safeArea.trailing.points)
      }
      return insets
    }

    /// The spacing in force in `environment`.
    public func spacing(in environment: Environment) -> Double {
      spacing ?? environment.spacing(Spacing.inset).points
    }
  }

  /// What the cells do.
  public struct Actions: Equatable, Sendable {
    /// Runs with the index of the selected cell.
    public var select = Action<Int>("select")

    /// A no-op handler.
    public init() {}
  }
}
