import SpecimenCore

extension InputField {
  /// The field's one state: text, caret, border and error follow from it (never two flags).
  public enum FieldState: Equatable, Sendable, Codable {
    /// Nothing typed, not editing: the placeholder shows, gray border.
    case empty
    /// Editing: blue border and a caret after `text` (over the placeholder when empty).
    case focused(text: String)
    /// Typed and done: the text, gray border.
    case filled(text: String)
    /// Submitted empty: the placeholder, red border, `message` inline under the field.
    case error(message: String)

    /// What the field holds.
    public var text: String {
      switch self {
      case .empty, .error: ""
      case .focused(let text), .filled(let text): text
      }
    }

    /// The inline error message, if any.
    public var errorMessage: String? {
      if case .error(let message) = self { return message }
      return nil
    }

    /// The state as usage code, e.g. `.focused(text: "…")`.
    var code: SwiftValue {
      switch self {
      case .empty: .expression(".empty")
      case .focused(let text): .call(".focused", [SwiftArgument("text", .string(text))])
      case .filled(let text): .call(".filled", [SwiftArgument("text", .string(text))])
      case .error(let message): .call(".error", [SwiftArgument("message", .string(message))])
      }
    }
  }
}
