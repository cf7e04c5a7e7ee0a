import SpecimenCore

/// How a container lays out its cells: a list where seed 003's grid would be two columns
/// (compact width in portrait), the seed's grid everywhere else.
///
/// - compact width, portrait (width < height): a list, one column as wide as the container
///   less its left and right insets; each cell as tall as its content.
/// - any other container (landscape at either width, regular width): a grid by
///   ``GridMetrics``, seed 003's rule: 4 columns, 3 when the container's longer side is under
///   736 pt.
///
/// The size class and the container's own sides decide, never the device.
public enum CellArrangement: Hashable, Sendable {
  /// One column of cells `itemWidth` wide, each as tall as its content.
  case list(itemWidth: Double, insets: EdgeInsets, spacing: Double)
  /// Fixed-size items in rows.
  case grid(GridMetrics)

  /// The arrangement for a container of `containerSize` in `horizontalSizeClass`.
  public static func `for`(
    containerSize: Size, horizontalSizeClass: SizeClass, insets: EdgeInsets, spacing: Double
  ) -> CellArrangement {
    if isList(containerSize: containerSize, horizontalSizeClass: horizontalSizeClass) {
      return .list(
        itemWidth: max(0, containerSize.width - insets.horizontal), insets: insets,
        spacing: spacing)
    }
    return .grid(
      .for(
        containerSize: containerSize, horizontalSizeClass: horizontalSizeClass, insets: insets,
        spacing: spacing))
  }

  /// The arrangement on a full screen of `environment` (a collection view as large as the
  /// screen, as seed 003's measures its `bounds`).
  public static func `for`(_ environment: Environment, insets: EdgeInsets, spacing: Double)
    -> CellArrangement
  {
    .for(
      containerSize: Size(width: environment.width, height: environment.height),
      horizontalSizeClass: environment.horizontalSizeClass, insets: insets, spacing: spacing)
  }

  /// True where the container shows a list: compact width in portrait, the one case where
  /// seed 003's grid has two columns.
  public static func isList(containerSize: Size, horizontalSizeClass: SizeClass) -> Bool {
    horizontalSizeClass == .compact && containerSize.width < containerSize.height
  }

  /// Where each cell of this arrangement sits: a list row or a grid item.
  public var placement: CellPlacement {
    switch self {
    case .list: .listRow
    case .grid: .gridItem
    }
  }

  /// One sentence for a catalog page, e.g. `grid: 4 columns, items 185 × 224.07 pt`.
  public var summary: String {
    switch self {
    case .list(let width, _, _):
      "list: one column, cells \(Self.points(width)) pt wide and as tall as their content"
    case .grid(let grid):
      "grid: \(grid.columns) columns, items \(Self.points(grid.itemSize.width)) × "
        + "\(Self.points(grid.itemSize.height)) pt"
    }
  }

  private static func points(_ value: Double) -> String { RuleText.number(value) }
}

/// Where a ``ContainerCell`` sits, so its content can take the matching shape.
public enum CellPlacement: String, Hashable, Sendable, CaseIterable {
  /// A row of a list: as wide as the list, as tall as the content.
  case listRow
  /// An item of a grid: the grid's fixed item size, which the content may fill.
  case gridItem
}
