/// Writes a recipe in the app's API (see ``AppAPI``), values as ``UsageStyle`` says; nested
/// recipes with an app API of their own in theirs.
package struct AppCode {
  /// How values are written.
  let style: UsageStyle

  /// Writes values as `style` says.
  package init(style: UsageStyle) {
    self.style = style
  }

  /// The top-level usage code: `let <name> = Type.Builder()…build()`, or the statement
  /// `Type.Builder()…build().show()`, or `let <name> = Type()` and what follows it.
  func code(_ recipe: UsageRecipe, _ api: AppAPI, assigningTo name: String) -> String {
    switch api.creation {
    case .builder(let shows):
      let lines =
        ["\(api.type).Builder()"] + chain(recipe, api) + ["  .build()" + (shows ? ".show()" : "")]
      return (shows ? "" : "let \(name) = ") + lines.joined(separator: "\n")
    case .initializer(let then):
      let (comments, statements) = initializerLines(recipe, api, name: name)
      return
        (comments + ["let \(name) = \(api.type)()"] + statements
        + then.map { UsageStyle.fill($0, ["name": name]) }).joined(separator: "\n")
    }
  }

  /// A nested recipe as an expression: `Type.Builder()`, its calls, `.build()` (never shown:
  /// the container shows it).
  func expression(_ recipe: UsageRecipe) -> String {
    guard let api = recipe.appAPI else {
      return ([recipe.head] + recipe.calls.map { "  .\(source($0))" } + ["  .build()"])
        .joined(separator: "\n")
    }
    switch api.creation {
    case .builder:
      return (["\(api.type).Builder()"] + chain(recipe, api) + ["  .build()"])
        .joined(separator: "\n")
    case .initializer:
      let (comments, _) = initializerLines(recipe, api, name: "")
      return (comments + ["\(api.type)()"]).joined(separator: "\n")
    }
  }

  /// A recorded call without an app API: as recorded, values in the app's way.
  private func source(_ call: UsageRecipe.Call) -> String {
    write(
      call.method, arguments(call),
      trailingClosure: call.trailingClosure)
  }

  // MARK: Calls

  /// One line per call (`  .setTitle("…")`, `  // Not in …`), calls collected into one array
  /// written where the first of them was.
  private func chain(_ recipe: UsageRecipe, _ api: AppAPI) -> [String] {
    enum Item {
      case line(String)
      case group(name: String, elements: [String])
    }
    var items: [Item] = []
    var groups: [String: Int] = [:]
    for call in recipe.calls {
      let member = api.members[call.method] ?? .same
      switch member.form {
      case .call:
        items.append(.line("  .\(written(call, member))"))
      case .missing(let text):
        items.append(.line("  " + comment(text, call, in: "\(api.type).Builder")))
      case .collected(let element):
        let name = member.name ?? call.method
        let source = write(element, arguments(call), trailingClosure: nil)
        if let index = groups[name], case .group(_, let elements) = items[index] {
          items[index] = .group(name: name, elements: elements + [source])
        } else {
          groups[name] = items.count
          items.append(.group(name: name, elements: [source]))
        }
      }
    }
    return items.map {
      switch $0 {
      case .line(let line): line
      case .group(let name, let elements): "  .\(name)(\(SwiftValue.arrayLiteral(elements)))"
      }
    }
  }

  /// A type without a Builder: its recorded calls as comments above `let <name> = Type()` (when
  /// missing) or statements after it.
  private func initializerLines(_ recipe: UsageRecipe, _ api: AppAPI, name: String) -> (
    comments: [String], statements: [String]
  ) {
    var comments: [String] = []
    var statements: [String] = []
    for call in recipe.calls {
      let member = api.members[call.method] ?? .same
      if case .missing(let text) = member.form {
        comments.append(comment(text, call, in: api.type))
      } else {
        statements.append("\(name).\(written(call, member))")
      }
    }
    return (comments, statements)
  }

  /// The call as the app writes it: `method(arguments)` and its trailing closure.
  private func written(_ call: UsageRecipe.Call, _ member: AppCall) -> String {
    write(member.name ?? call.method, arguments(call), trailingClosure: call.trailingClosure)
  }

  /// `// Not in <place>: <text>`, `{value}` replaced by the recorded arguments.
  private func comment(_ text: String, _ call: UsageRecipe.Call, in place: String) -> String {
    let values = call.arguments.map { value($0.value) }.joined(separator: ", ")
    let line = UsageStyle.fill(text, ["value": values])
    return "// Not in \(place): " + SwiftSource.replacingLineBreaks(in: line, with: " ")
  }

  /// The recorded arguments (label and value) as the app writes them.
  private func arguments(_ call: UsageRecipe.Call) -> [(String?, String)] {
    call.arguments.map { ($0.label, value($0.value)) }
  }

  private func write(_ method: String, _ arguments: [(String?, String)], trailingClosure: String?)
    -> String
  {
    var text = method
    if !arguments.isEmpty || trailingClosure == nil {
      text +=
        "(" + arguments.map { ($0.0.map { "\($0): " } ?? "") + $0.1 }.joined(separator: ", ")
        + ")"
    }
    if let trailingClosure { text += " " + trailingClosure }
    return text
  }

  // MARK: Values

  /// A value as the app writes it.
  package func value(_ value: SwiftValue) -> String {
    switch value {
    case .string, .number, .bool, .expression: value.source
    case .recipe(let recipe): SwiftSource.replacingLineBreaks(in: expression(recipe), with: "\n  ")
    case .array(let values): SwiftValue.arrayLiteral(values.map(self.value))
    case .color(let token, let app): style.color(token, app: app)
    case .typeStyle(let typeStyle): style.typeStyle(typeStyle)
    case .insets(let insets):
      "NSDirectionalEdgeInsets(top: \(SwiftSource.number(insets.top.points)), "
        + "leading: \(SwiftSource.number(insets.leading.points)), "
        + "bottom: \(SwiftSource.number(insets.bottom.points)), "
        + "trailing: \(SwiftSource.number(insets.trailing.points)))"
    case .call(let name, let arguments):
      write(name, arguments.map { ($0.label, self.value($0.value)) }, trailingClosure: nil)
    }
  }
}
