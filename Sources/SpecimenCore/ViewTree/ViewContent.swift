/// Builds a list of ``ViewNode`` children from a closure, as SwiftUI does for a view's body.
@resultBuilder
public enum ViewContent {
  /// A single node.
  public static func buildExpression(_ node: ViewNode) -> [ViewNode] { [node] }
  /// Several nodes, e.g. from a `for` loop's body.
  public static func buildExpression(_ nodes: [ViewNode]) -> [ViewNode] { nodes }
  /// The statements of a block, flattened.
  public static func buildBlock(_ parts: [ViewNode]...) -> [ViewNode] { parts.flatMap { $0 } }
  /// An `if` without `else`.
  public static func buildOptional(_ part: [ViewNode]?) -> [ViewNode] { part ?? [] }
  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [ViewNode]) -> [ViewNode] { part }
  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [ViewNode]) -> [ViewNode] { part }
  /// A `for` loop.
  public static func buildArray(_ parts: [[ViewNode]]) -> [ViewNode] { parts.flatMap { $0 } }
}
