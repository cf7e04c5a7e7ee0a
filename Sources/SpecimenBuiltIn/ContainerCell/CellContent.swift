import SpecimenCore

/// A component's content without its screen context, so a ``ContainerCell`` can wrap it as a
/// list or grid cell with no extra code (seed 002's Container Cell Interface).
///
/// Adopt it in an extension next to the component:
/// ```swift
/// extension Badge: CellContent {  // Badge already has the `recipe` its Builder recorded
///   func cellBody(in environment: Environment, placement: CellPlacement) -> ViewNode {
///     badge(in: environment)
///   }
/// }
/// ```
///
/// In a list row the cell is as tall as the node's natural height, so for `.listRow` keep the
/// node free of vertically flexible parts (shapes, spacers, `frame(maxHeight: .infinity)`); in
/// a grid item the node is offered the item's fixed size and may fill it.
public protocol CellContent: Sendable {
  /// The content alone, laid out by the cell at `placement`: no screen, no dim layer, no cell
  /// background.
  func cellBody(in environment: Environment, placement: CellPlacement) -> ViewNode

  /// The Builder calls that made this content, nested in the container's usage code.
  var recipe: UsageRecipe { get }
}
