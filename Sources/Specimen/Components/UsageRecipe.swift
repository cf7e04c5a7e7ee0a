/// The Swift source of a Builder chain, recorded call by call as the Builder is used, so a
/// component's usage code is derived from its Builder rather than written a second time.
///
/// A Builder keeps a recipe and adds one call per setter; `build()` hands it to the component:
/// ```swift
/// public func setTitle(_ title: String) -> Builder {
///   var copy = self
///   copy.badge.viewModel.title = title
///   copy.recipe = recipe.adding("setTitle", .string(title))
///   return copy
/// }
/// // recipe.code(assigningTo: "badge") ==
/// // let badge = Badge.Builder()
/// //   .setTitle("New")
/// //   .build()
/// ```
public struct UsageRecipe: Hashable, Sendable {
  /// The expression that starts the chain, e.g. `Modal.Builder()`.
  package var head: String
  /// The calls, in the order they were made.
  package var calls: [Call]

  /// One method call of the chain.
  public struct Call: Hashable, Sendable {
    /// The method's name, e.g. `setTitle`.
    package var method: String
    /// The arguments, in order.
    package var arguments: [SwiftArgument]
    /// A trailing closure's source, e.g. `{ _ in }`, or nil.
    package var trailingClosure: String?

    /// Creates a call.
    public init(method: String, arguments: [SwiftArgument], trailingClosure: String? = nil) {
      self.method = method
      self.arguments = arguments
      self.trailingClosure = trailingClosure
    }

    /// The call as source, e.g. `setImageURL("https://…", width: 120, height: 80)`.
    package var source: String {
      var text = method
      if !arguments.isEmpty || trailingClosure == nil {
        text += "(" + arguments.map(\.source).joined(separator: ", ") + ")"
      }
      if let trailingClosure { text += " " + trailingClosure }
      return text
    }
  }

  /// Starts a chain at `head`, e.g. `Modal.Builder()`.
  public init(_ head: String, calls: [Call] = []) {
    self.head = head
    self.calls = calls
  }

  /// This chain with one more call.
  package func adding(
    _ method: String, _ arguments: SwiftArgument..., trailingClosure: String? = nil
  ) -> UsageRecipe {
    var copy = self
    copy.calls.append(
      Call(method: method, arguments: arguments, trailingClosure: trailingClosure))
    return copy
  }

  /// The chain as an expression ending in `.build()`, one call per line.
  package var expression: String {
    ([head] + calls.map { "  .\($0.source)" } + ["  .build()"]).joined(separator: "\n")
  }

  /// The chain assigned to a constant: `let <name> = <head>` then one call per line.
  package func code(assigningTo name: String) -> String { "let \(name) = " + expression }
}

/// One argument of a recorded Builder call: an optional label and a value.
public struct SwiftArgument: Hashable, Sendable {
  /// The argument label, e.g. `width`, or nil.
  package var label: String?
  /// The value.
  package var value: SwiftValue

  /// Creates an argument.
  public init(_ label: String? = nil, _ value: SwiftValue) {
    self.label = label
    self.value = value
  }

  /// An unlabelled string literal.
  public static func string(_ text: String) -> SwiftArgument { SwiftArgument(nil, .string(text)) }
  /// An unlabelled number literal.
  public static func number(_ value: Double) -> SwiftArgument { SwiftArgument(nil, .number(value)) }
  /// An unlabelled source expression, e.g. `Palette.systemRed` or `.error`.
  public static func expression(_ source: String) -> SwiftArgument {
    SwiftArgument(nil, .expression(source))
  }

  /// The argument as source, e.g. `width: 120`.
  package var source: String { (label.map { "\($0): " } ?? "") + value.source }
}

/// A value in recorded usage code.
public indirect enum SwiftValue: Hashable, Sendable {
  /// A string literal, escaped.
  case string(String)
  /// A number literal (`120` rather than `120.0`).
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// Source written as is, e.g. `Palette.systemRed`, `.error`.
  case expression(String)
  /// A nested Builder chain, e.g. a cell's content.
  case recipe(UsageRecipe)
  /// An array literal.
  case array([SwiftValue])

  /// The value as Swift source.
  public var source: String {
    switch self {
    case .string(let text): SwiftSource.literal(text)
    case .number(let value): SwiftSource.number(value)
    case .bool(let value): value ? "true" : "false"
    case .expression(let source): source
    case .recipe(let recipe): recipe.expression.replacingOccurrences(of: "\n", with: "\n  ")
    case .array(let values):
      values.isEmpty
        ? "[]"
        : "[\n"
          + values.map { "    " + $0.source.replacingOccurrences(of: "\n", with: "\n  ") }
          .joined(separator: ",\n") + ",\n  ]"
    }
  }
}
