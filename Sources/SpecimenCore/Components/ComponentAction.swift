/// One thing a user does to a component and what follows, in a designer's words.
///
/// ```swift
/// ComponentAction("Tap outside", "Dismiss")
/// ComponentAction("Swipe down", "Dismiss")
/// ```
public struct ComponentAction: Sendable {
  /// What the user does or what happens, e.g. `Tap outside`, `After 1 s`.
  package var trigger: String
  /// What follows, e.g. `Dismiss`.
  package var result: String

  /// Creates an action: `trigger` → `result`.
  public init(_ trigger: String, _ result: String) {
    self.trigger = trigger
    self.result = result
  }
}
