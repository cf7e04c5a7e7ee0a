import Specimen

/// A small component with one property of every kind a config file gives, for config tests: a
/// config variant goes through its Builder exactly as a built-in component's would.
struct TestBadge: CatalogComponent, DeclaredComponent {
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
      .padding(Length(padding))
    }
  }

  var recipe = UsageRecipe()
  static let usageName = "badge"

  /// One property of every kind a config file can give, each declared once.
  static let declaration = ComponentDeclaration<TestBadge>(
    app: "TestBadge",
    properties: [
      .text("setTitle", \.title),
      .textList("setSubtitles", \.subtitles),
      .number("setCount", \.count, range: 1...12),
      .value(
        "setTone", as: String.self,
        config: ConfigReading.choice("tone", ["neutral", "critical"]).map { $0 },
        code: { [SwiftArgument(nil, .expression(".\($0)"))] }, set: { $0.tone = $1 }),
      .flag("setOutlined", \.outlined, group: .design),
      .color("setTitleColor", \.titleColor),
      .typeStyle("setTitleStyle", \.titleStyle),
      .length("setPadding", \.padding),
    ])

  static let entry = ComponentEntry(
    id: "badge", name: "Badge", summary: "A test badge.",
    variants: [Variant(id: "plain", title: "Plain", component: TestBadge())])
}
