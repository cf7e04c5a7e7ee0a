import Specimen

/// A minimal team component, declared once: a card with a title, a message, a tint and a tap
/// action. Its Builder, usage code, config keys and manifest entry all come from this file.
struct NoteCard: DeclaredComponent, CatalogComponent {
  static let declaration = ComponentDeclaration<NoteCard>(
    app: "CommonNoteCard", origin: "the team's UIKit code",
    properties: [
      .text("title", \.title, app: .renamed("setTitle")),
      .text("message", \.message, app: .renamed("setMessage")),
      .color("tint", \.tint, app: .renamed("setTintColor")),
      .action("tap", \.onTap, app: .renamed("setOnClickDelegate")),
    ])

  var title = ""
  var message = ""
  var tint = SystemColor.systemBlue
  var onTap = Action<NoteCard>("tap")
  var recipe = UsageRecipe()

  init() {}

  func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment) {
      ViewNode.vStack(spacing: 4, alignment: .leading) {
        ViewNode.text(
          title, style: environment.style(.headline), color: environment.color(tint),
          alignment: .leading, lineLimit: 1
        ).role("title")
        ViewNode.text(
          message, style: environment.style(.body),
          color: environment.color(SystemColor.label), alignment: .leading
        ).role("message")
      }
      .frame(maxWidth: .infinity, alignment: .topLeading)
      .padding(16)
      .background(
        .rectangle(
          fill: environment.color(SystemColor.secondarySystemGroupedBackground),
          cornerRadius: 12)
      )
      .role("card")
      .padding(16)
      .frame(
        width: Length(environment.width), height: Length(environment.height), alignment: .center)
    }
  }
}

extension ComponentEntry {
  /// The card's page: two variants made with its Builder.
  static let noteCard = ComponentEntry(
    id: "note-card", name: "Note card",
    summary: "A titled note with a tint; tapping opens it.",
    rules: ["The title is one line; the message wraps."],
    variants: [
      Variant(
        id: "saved", title: "Saved",
        component: NoteCard.Builder().title("Saved").message("Your draft is on every device.")
          .onTap { _ in }.build()),
      Variant(
        id: "warning", title: "Warning",
        component: NoteCard.Builder().title("Offline").message("Changes sync when you are back.")
          .tint(SystemColor.systemRed).build()),
    ])
}
