import Specimen

/// A component's content without its screen context, so a ``ContainerCell`` can wrap it as a
/// list or grid cell with no extra code (seed 002's Container Cell Interface).
///
/// Adopt it in an extension next to the component:
/// ```swift
/// extension Badge: CellContent {
///   func cellBody(in environment: Environment) -> ViewNode { badge(in: environment) }
/// }
/// ```
///
/// In a list (compact width) the cell is as tall as the node's natural height, so at compact
/// width keep the node free of vertically flexible parts (shapes, spacers,
/// `frame(maxHeight: .infinity)`); in a grid cell (regular width) the node is offered the
/// item's fixed size and may fill it.
public protocol CellContent: Sendable {
  /// The content alone, laid out by the cell: no screen, no dim layer, no cell background.
  func cellBody(in environment: Environment) -> ViewNode

  /// Swift code that builds this content with its Builder, for the container's usage box.
  var usage: String { get }
}
