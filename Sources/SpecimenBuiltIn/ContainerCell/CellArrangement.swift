import Specimen

/// How a container lays out its cells: a list at compact width, the seed's grid at regular width.
///
/// - compact width: a list, one column as wide as the container less its left and right
///   insets; each cell as tall as its content.
/// - regular width: a grid by ``GridMetrics``.
public enum CellArrangement: Hashable, Sendable {
  /// One column of cells `itemWidth` wide, each as tall as its content.
  case list(itemWidth: Double, insets: EdgeInsets, spacing: Double)
  /// Fixed-size items in rows.
  case grid(GridMetrics)

  /// The arrangement for a container of `containerSize` in `horizontalSizeClass`.
  public static func `for`(
    containerSize: Size, horizontalSizeClass: SizeClass, insets: EdgeInsets, spacing: Double
  ) -> CellArrangement {
    switch horizontalSizeClass {
    case .compact:
      .list(
        itemWidth: max(0, containerSize.width - insets.horizontal), insets: insets,
        spacing: spacing)
    case .regular:
      .grid(
        .for(
          containerSize: containerSize, horizontalSizeClass: horizontalSizeClass,
          insets: insets, spacing: spacing))
    }
  }

  /// The arrangement on a full screen of `environment`.
  public static func `for`(_ environment: Environment, insets: EdgeInsets, spacing: Double)
    -> CellArrangement
  {
    .for(
      containerSize: Size(width: environment.width, height: environment.height),
      horizontalSizeClass: environment.horizontalSizeClass, insets: insets, spacing: spacing)
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

  private static func points(_ value: Double) -> String { PointFormat.string(value) }
}
