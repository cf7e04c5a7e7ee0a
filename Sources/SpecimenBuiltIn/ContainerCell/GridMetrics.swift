import SpecimenCore

/// The seed's grid rule (seed 003), as a pure value: how many columns a container of a given
/// size and horizontal size class shows, and how big each item is.
///
/// - columns: 2 in compact-width portrait; otherwise 3 on a small screen (longer side
///   < 736 pt) and 4 on any other.
/// - item width: (container width − left and right insets − spacing × (columns − 1)) / columns.
/// - item height: width × 195 / 161; the ratio is reversed (161 / 195) in regular-width
///   landscape.
///
/// ```swift
/// let grid = GridMetrics.for(
///   containerSize: Size(width: 820, height: 1180), horizontalSizeClass: .regular,
///   insets: EdgeInsets(all: 16), spacing: 16)
/// grid.columns   // 4
/// grid.itemSize  // 185 × 224.07
/// ```
///
/// The rule reads the horizontal size class and the container's own shape, never a device
/// name; the vertical size class does not enter it, so it is not a parameter.
public struct GridMetrics: Hashable, Sendable {
  /// The seed's reference item: 161 × 195 pt (portrait).
  public static let referenceItem = Size(width: 161, height: 195)
  /// A screen whose longer side is shorter than this is small: 736 pt.
  public static let smallScreenLongerSide: Double = 736

  /// Number of columns; fewer than one is laid out as one.
  public var columns: Int
  /// Every item's size in points.
  public var itemSize: Size
  /// Insets of the grid inside its container (left, right and top are used).
  public var insets: EdgeInsets
  /// Points between neighbouring items, across and down.
  public var spacing: Double

  /// Creates metrics from computed values; `GridMetrics.for(containerSize:…)` computes them.
  public init(columns: Int, itemSize: Size, insets: EdgeInsets, spacing: Double) {
    self.columns = columns
    self.itemSize = itemSize
    self.insets = insets
    self.spacing = spacing
  }

  /// The grid for a container of `containerSize` in `horizontalSizeClass`.
  public static func `for`(
    containerSize: Size, horizontalSizeClass: SizeClass, insets: EdgeInsets, spacing: Double
  ) -> GridMetrics {
    let columns = columnCount(
      containerSize: containerSize, horizontalSizeClass: horizontalSizeClass)
    let isLandscape = containerSize.width > containerSize.height
    let reference =
      horizontalSizeClass == .regular && isLandscape
      ? Size(width: referenceItem.height, height: referenceItem.width) : referenceItem
    let available =
      containerSize.width - insets.horizontal - spacing * Double(columns - 1)
    let width = max(0, available / Double(columns))
    let height = width * reference.height / reference.width
    return GridMetrics(
      columns: columns, itemSize: Size(width: width, height: height), insets: insets,
      spacing: spacing)
  }

  /// The column count alone: 2 in compact-width portrait, else 3 on a small screen, else 4.
  public static func columnCount(containerSize: Size, horizontalSizeClass: SizeClass) -> Int {
    let isPortrait = containerSize.width < containerSize.height
    let isSmall =
      max(containerSize.width, containerSize.height) < smallScreenLongerSide
    if horizontalSizeClass == .compact && isPortrait { return 2 }
    return isSmall ? 3 : 4
  }

  /// The frame of item `index` (row by row, left to right) in a container whose top-left
  /// corner is at (`originX`, `originY`).
  public func frame(ofItem index: Int, originX: Double = 0, originY: Double = 0) -> Rect {
    let row = index / columnsLaidOut
    let column = index % columnsLaidOut
    let x: Double = originX + insets.leading.points + Double(column) * (itemSize.width + spacing)
    let y: Double = originY + insets.top.points + Double(row) * (itemSize.height + spacing)
    return Rect(x: x, y: y, width: itemSize.width, height: itemSize.height)
  }

  /// How many rows `count` items take.
  public func rows(for count: Int) -> Int { count <= 0 ? 0 : (count - 1) / columnsLaidOut + 1 }

  /// ``columns``, at least one: a zero or negative count never divides.
  private var columnsLaidOut: Int { max(1, columns) }
}
