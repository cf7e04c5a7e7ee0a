import SpecimenCore

/// The seed's container cell: any ``CellContent`` wrapped as a list or grid cell, sized from
/// its content in a list and from ``GridMetrics`` in a grid.
///
/// ```swift
/// let cell = ContainerCell(content: card)
/// let node = cell.body(in: environment, width: 343, height: nil)  // a list cell
/// ```
public struct ContainerCell: Sendable {
  /// What the cell shows.
  public var content: any CellContent
  /// The cell's own look.
  public var design: Design

  /// Wraps `content`.
  public init(content: any CellContent, design: Design = Design()) {
    self.content = content
    self.design = design
  }

  /// The cell's chrome: background, corners and the margin around the content.
  public struct Design: Equatable, Sendable {
    /// Cell background (white in light, elevated gray in dark).
    public var backgroundColor = Palette.surface
    /// Corner radius: the `cell` radius, 12.
    public var cornerRadius = Radius.cell
    /// Margin between the cell's edges and its content: 12.
    public var contentInset: Length = 12

    /// The defaults.
    public init() {}
  }

  /// The cell `width` wide and `height` high (a grid item), or as tall as its content when
  /// `height` is nil (a list row); tagged `cell`, its content tagged `cellContent`.
  public func body(in environment: Environment, width: Double, height: Double?) -> ViewNode {
    content.cellBody(in: environment, placement: height == nil ? .listRow : .gridItem)
      .role("cellContent")
      .padding(design.contentInset)
      .frame(width: Length(width), height: height.map { Length($0) }, alignment: .topLeading)
      .background(
        .rectangle(
          fill: environment.color(design.backgroundColor),
          cornerRadius: environment.radius(design.cornerRadius))
      )
      .role("cell")
  }
}
