import Specimen

/// A Banner-like component for the library's own tests: a tinted card with a title and a
/// message under a navigation bar, its tint a token.
struct Notice: CatalogComponent {
  /// The card's tint.
  static let tint = ColorToken(
    "noticeTint", light: RGBAColor(red: 0xE5, green: 0xF1, blue: 0xFF),
    dark: RGBAColor(red: 0x0B, green: 0x2A, blue: 0x4A))

  var title = "New sign-in"
  var message = "Your account was opened on a new iPad today."
  var tint = Notice.tint

  func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment) {
      ViewNode.vStack(spacing: 0) {
        NavigationBar.bar("Inbox", in: environment)
        ViewNode.vStack(spacing: 4, alignment: .leading) {
          ViewNode.text(
            title, style: .headline, color: environment.color(SystemColor.label),
            alignment: .leading, lineLimit: 1
          )
          .role("title")
          ViewNode.text(
            message, style: .subheadline, color: environment.color(SystemColor.secondaryLabel),
            alignment: .leading
          )
          .role("message")
        }
        .frame(maxWidth: .infinity, alignment: .topLeading)
        .padding(16)
        .background(.rectangle(fill: environment.color(tint), cornerRadius: 12))
        .role("notice")
        .padding(16)
      }
      .frame(
        width: Length(environment.width), height: Length(environment.height), alignment: .top)
    }
  }

  var usage: String { "Notice()" }

  /// The catalog entry: one variant.
  static let entry = ComponentEntry(
    id: "notice", name: "Notice", summary: "A tinted card under the navigation bar.",
    rules: ["The card is inset 16 pt from the screen's edges."],
    variants: [Variant(id: "sign-in", title: "Sign-in", component: Notice())])
}
