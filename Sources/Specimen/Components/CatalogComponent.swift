/// A component value the catalog can draw: its content, design and actions already chosen.
public protocol CatalogComponent: Sendable {
  /// The component on screen in `environment`: a full-screen view tree (screen, dim, component).
  func body(in environment: Environment) -> ViewNode

  /// Swift code that builds this exact value with the component's Builder, for the usage box.
  /// A ``BuilderProduct`` has it already: the recipe its ``RecordingBuilder`` recorded.
  var usage: String { get }
}

/// A named action, e.g. the positive button's handler. Compared by name only.
public struct Action<Target>: Sendable, Equatable {
  /// What the action is called in usage code and spec tables.
  public let name: String
  /// What runs when the user triggers it.
  public let perform: @Sendable (Target) -> Void

  /// Creates an action.
  public init(_ name: String, perform: @escaping @Sendable (Target) -> Void = { _ in }) {
    self.name = name
    self.perform = perform
  }

  /// Actions are equal when their names are.
  public static func == (lhs: Action, rhs: Action) -> Bool { lhs.name == rhs.name }
}
