import Specimen

/// A component's content without its screen context, so a ``ContainerCell`` can wrap it as a
/// list or grid cell with no extra code (seed 002's Container Cell Interface).
///
/// Adopt it in an extension next to the component:
/// ```swift
/// extension Badge: CellContent {  // Badge already has the `recipe` its Builder recorded
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

  /// The Builder calls that made this content, nested in the container's usage code.
  var recipe: BuilderRecipe { get }
}
