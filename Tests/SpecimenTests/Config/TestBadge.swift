import Specimen

/// A small component with one setting of every kind, for config tests: a config variant goes
/// through its Builder exactly as a built-in component's would.
struct TestBadge: CatalogComponent {
  var title = "Badge"
  var subtitles: [String] = []
  var count = 1.0
  var tone = "neutral"
  var outlined = false
  var titleColor = ColorToken(
    "label", light: .init(red: 0, green: 0, blue: 0), dark: .init(red: 255, green: 255, blue: 255))
  var titleStyle = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22)
  var padding = 8.0

  func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment) {
      ViewNode.vStack(spacing: 4) {
        ViewNode.text(
          "\(title) ×\(Int(count))", style: environment.style(titleStyle),
          color: environment.color(titleColor))
        for line in subtitles {
          ViewNode.text(
            line, style: environment.style(titleStyle), color: environment.color(titleColor))
        }
      }
      .padding(padding)
    }
  }

  var usage: String { recipe.code(assigningTo: "badge") }
  var recipe = UsageRecipe("TestBadge.Builder()")

  struct Builder: Sendable {
    var badge = TestBadge()
    func with(_ change: (inout TestBadge) -> Void, _ call: String, _ argument: SwiftArgument)
      -> Builder
    {
      var copy = self
      change(&copy.badge)
      copy.badge.recipe = badge.recipe.adding(call, argument)
      return copy
    }
    func build() -> TestBadge { badge }
  }

  static let configuration = ComponentConfiguration(
    Builder.init, build: { $0.build() },
    settings: [
      .text("title") { b, v in b.with({ $0.title = v }, "setTitle", .string(v)) },
      .textList("subtitles") { b, v in
        b.with({ $0.subtitles = v }, "setSubtitles", .init(nil, .array(v.map { .string($0) })))
      },
      .number("count", range: 1...12) { b, v in b.with({ $0.count = v }, "setCount", .number(v)) },
      .choice("tone", ["neutral": "neutral", "critical": "critical"]) { b, v in
        b.with({ $0.tone = v }, "setTone", .expression(".\(v)"))
      },
      .flag("outlined", group: .design) { b, v in
        b.with({ $0.outlined = v }, "setOutlined", .init(nil, .bool(v)))
      },
      .color("titleColor") { b, v in
        b.with({ $0.titleColor = v }, "setTitleColor", .expression("Palette.\(v.name)"))
      },
      .typeStyle("titleStyle") { b, v in
        b.with({ $0.titleStyle = v }, "setTitleStyle", .expression("Typography.\(v.name)"))
      },
      .dimension("padding") { b, v in b.with({ $0.padding = v }, "setPadding", .number(v)) },
    ])

  static let entry = ComponentEntry(
    id: "badge", name: "Badge", summary: "A test badge.",
    variants: [Variant(id: "plain", title: "Plain", component: TestBadge())],
    configuration: configuration)
}
