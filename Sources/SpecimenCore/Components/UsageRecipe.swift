/// The calls that made a component, recorded by its ``DeclaredBuilder`` as it is used, so its
/// usage code is derived from the declaration rather than written a second time, in the app's
/// own API (its type, spellings and value types). A component stores one and starts it empty:
///
/// ```swift
/// public var recipe = UsageRecipe()
/// ```
public struct UsageRecipe: Hashable, Sendable {
  /// The expression that starts the chain, e.g. `Modal.Builder()`.
  package var head: String
  /// The calls, in the order they were made.
  package var calls: [Call]
  /// The API the app calls to make the component, or nil to write the Builder's own calls.
  package var appAPI: AppAPI?

  /// One method call of the chain.
  package struct Call: Hashable, Sendable {
    /// The method's name, e.g. `setTitle`.
    package var method: String
    /// The arguments, in order.
    package var arguments: [SwiftArgument]
    /// A trailing closure's source, e.g. `{ _ in }`, or nil.
    package var trailingClosure: String?

    /// Creates a call.
    package init(method: String, arguments: [SwiftArgument], trailingClosure: String? = nil) {
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

  /// An empty recipe: the Builder fills it in.
  public init() {
    self.init("")
  }

  /// Starts a chain at `head`, e.g. `Modal.Builder()`, written in `appAPI` when there is one.
  package init(_ head: String, calls: [Call] = [], appAPI: AppAPI? = nil) {
    self.head = head
    self.calls = calls
    self.appAPI = appAPI
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

  /// The Builder's own chain as an expression ending in `.build()`, one call per line.
  package var expression: String {
    ([head] + calls.map { "  .\($0.source)" } + ["  .build()"]).joined(separator: "\n")
  }

  /// The usage code with values written in the default ``UsageStyle``.
  package func code(assigningTo name: String) -> String {
    code(assigningTo: name, in: UsageStyle())
  }

  /// The usage code: in the app's API when the recipe has one (`let <name> = CommonX.Builder()`,
  /// one call per line, `.build()`; `CommonX.Builder()` … `.build().show()` for a type the app
  /// shows), values written as `style` says; else the Builder's own chain assigned to `name`.
  package func code(assigningTo name: String, in style: UsageStyle) -> String {
    guard let appAPI else { return "let \(name) = " + expression }
    return AppCode(style: style).code(self, appAPI, assigningTo: name)
  }
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
  package static func expression(_ source: String) -> SwiftArgument {
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
  /// A colour token; `app` is how the app writes it (e.g. `.label`), or nil for the team's
  /// template or its value (see ``UsageStyle/color(_:app:)``). The Builder's own code writes its
  /// initialiser.
  case color(ColorToken, app: String?)
  /// A type style: the app writes it as ``UsageStyle/typeStyle(_:)`` says, the Builder's own
  /// code as its initialiser.
  case typeStyle(TypeStyle)
  /// Insets: `NSDirectionalEdgeInsets(…)` in the app, `EdgeInsets(…)` in the Builder's own code.
  case insets(EdgeInsets)
  /// A call or enum case with arguments, e.g. `.loaded([…])` or `.error(message: "…")`, its
  /// arguments written in each API's way.
  case call(String, [SwiftArgument])

  /// The value as Swift source.
  package var source: String {
    switch self {
    case .string(let text): SwiftSource.literal(text)
    case .number(let value): SwiftSource.number(value)
    case .bool(let value): value ? "true" : "false"
    case .expression(let source): source
    case .recipe(let recipe): SwiftSource.replacingLineBreaks(in: recipe.expression, with: "\n  ")
    case .array(let values): SwiftValue.arrayLiteral(values.map(\.source))
    case .color(let token, _): SwiftValue.literal(token).source
    case .typeStyle(let style): SwiftValue.literal(style).source
    case .insets(let insets):
      insets == EdgeInsets(all: insets.top)
        ? "EdgeInsets(all: \(SwiftSource.number(insets.top.points)))"
        : "EdgeInsets(top: \(SwiftSource.number(insets.top.points)), "
          + "leading: \(SwiftSource.number(insets.leading.points)), "
          + "bottom: \(SwiftSource.number(insets.bottom.points)), "
          + "trailing: \(SwiftSource.number(insets.trailing.points)))"
    case .call(let name, let arguments):
      name + "(" + arguments.map(\.source).joined(separator: ", ") + ")"
    }
  }

  /// Elements' sources as an array literal: one element a line, indented under the call.
  static func arrayLiteral(_ elements: [String]) -> String {
    elements.isEmpty
      ? "[]"
      : "[\n"
        + elements.map { "    " + SwiftSource.replacingLineBreaks(in: $0, with: "\n  ") }
        .joined(separator: ",\n") + ",\n  ]"
  }
}

extension UsageRecipe.Call {
  /// The call with each colour it names written as `table` says, when it says.
  package func namingColors(_ table: [ColorToken: String]) -> Self {
    guard !table.isEmpty else { return self }
    var copy = self
    copy.arguments = arguments.map { SwiftArgument($0.label, $0.value.namingColors(table)) }
    return copy
  }
}

extension SwiftValue {
  /// The value with each colour it names written as `table` says, when it says.
  package func namingColors(_ table: [ColorToken: String]) -> SwiftValue {
    switch self {
    case .color(let token, nil): .color(token, app: table[token])
    case .array(let values): .array(values.map { $0.namingColors(table) })
    case .call(let name, let arguments):
      .call(name, arguments.map { SwiftArgument($0.label, $0.value.namingColors(table)) })
    default: self
    }
  }
}
