import Specimen

extension ComponentEntry {
  /// The modal's catalog page: the seed's variants.
  public static let modal = ComponentEntry(
    id: "modal", name: "Modal",
    summary:
      "A card centred over a dimmed screen that asks the user to confirm or acknowledge "
      + "something. One title line, an optional image, a message of any length, and one or "
      + "two buttons.",
    rules: { Modal.rules(in: $0) },
    variants: [
      Variant(
        id: "two-buttons", title: "Two buttons",
        summary: "The usual confirmation: cancel on the left, the action on the right.",
        component: Modal.Builder()
          .setTitle("Delete this photo?")
          .setMessage("It will be removed from all your devices.")
          .setNegativeButton("Cancel")
          .setPositiveButton("Delete")
          .build()),
      Variant(
        id: "positive-only", title: "Positive button only",
        summary: "An acknowledgement: no negative label, so one button spans the card.",
        component: Modal.Builder()
          .setTitle("Backup complete")
          .setMessage("All 1,204 photos are safely stored.")
          .setPositiveButton("OK")
          .build()),
      Variant(
        id: "with-image", title: "With image",
        summary: "A 120 × 80 image between title and message, loaded from a URL on device.",
        component: Modal.Builder()
          .setTitle("New: shared albums")
          .setImageURL("https://example.com/shared-albums.png", width: 120, height: 80)
          .setMessage("Invite friends to add their photos to one album.")
          .setNegativeButton("Later")
          .setPositiveButton("Try it")
          .build()),
      Variant(
        id: "long-message", title: "Long message",
        summary: "The message wraps; the card grows and stays centred.",
        component: Modal.Builder()
          .setTitle("Payment failed")
          .setMessage(
            "We could not charge the card ending in 4242 for your monthly plan. Update your "
              + "payment details within 7 days to keep your library, shared albums and "
              + "automatic backups. Nothing is deleted in the meantime."
          )
          .setNegativeButton("Not now")
          .setPositiveButton("Update")
          .build()),
      Variant(
        id: "long-title", title: "Long title",
        summary: "The title keeps to one line and ends in “…” when it does not fit.",
        component: Modal.Builder()
          .setTitle("Your subscription renews automatically next month")
          .setMessage("You can cancel at any time in Settings.")
          .setPositiveButton("Got it")
          .build()),
      Variant(
        id: "korean", title: "Korean",
        summary:
          "Hangul title, message and labels, measured and drawn with the bundled Hangul face (Nanum Gothic).",
        component: Modal.Builder()
          .setTitle("사진을 삭제할까요?")
          .setMessage("삭제한 사진은 모든 기기에서 사라지며 복구할 수 없습니다.")
          .setNegativeButton("취소")
          .setPositiveButton("삭제")
          .build()),
    ],
    configuration: Modal.configuration)
}

extension Modal {
  /// The page's rules, every number from `design` (the modal's are its own, not tokens).
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    [
      "The card is \(RuleText.points(design.cardWidth)) wide at every size class; only the dim "
        + "layer grows with the screen.",
      "The title is one line; a longer title ends in “…”. The message wraps to as many lines as it needs.",
      "Without a negative label the positive button fills the row and no vertical line is drawn.",
      "Buttons are \(RuleText.points(design.buttonHeight)) high, the minimum iOS hit target.",
    ]
  }

  /// A config file's settings, one per Builder method. An image is one call made of up to three
  /// settings: `image` (an asset name) or `imageURL`, with `imageWidth` and `imageHeight`
  /// (120 × 80 unless given).
  static let configuration = ComponentConfiguration(
    { ConfigurationDraft(Modal.Builder()) }, build: { $0.builder.build() },
    settings: [
      .calling(.text("title") { $0.setTitle($1) }),
      .kept("imageWidth", .number),
      .kept("imageHeight", .number),
      Setting("image", kind: .text, group: .content) { draft, value in
        let size = imageSize(draft)
        return draft.calling {
          $0.setImage(named: value.text ?? "", width: size.width, height: size.height)
        }
      },
      Setting("imageURL", kind: .text, group: .content) { draft, value in
        let size = imageSize(draft)
        return draft.calling {
          $0.setImageURL(value.text ?? "", width: size.width, height: size.height)
        }
      },
      .calling(.text("message") { $0.setMessage($1) }),
      .calling(.text("negativeButton") { $0.setNegativeButton($1) }),
      .calling(.text("positiveButton") { $0.setPositiveButton($1) }),
      .calling(.color("titleColor") { $0.setTitleColor($1) }),
      .calling(.color("messageColor") { $0.setMessageColor($1) }),
      .calling(.color("negativeButtonColor") { $0.setNegativeButtonColor($1) }),
      .calling(.color("positiveButtonColor") { $0.setPositiveButtonColor($1) }),
      .calling(.color("modalBackgroundColor") { $0.setModalBackgroundColor($1) }),
      .calling(.color("lineColor") { $0.setLineColor($1) }),
      .calling(.typeStyle("titleStyle") { $0.setTitleStyle($1) }),
      .calling(.typeStyle("messageStyle") { $0.setMessageStyle($1) }),
      .calling(.typeStyle("buttonStyle") { $0.setButtonStyle($1) }),
    ])

  /// The image size a config draft keeps, 120 × 80 unless given.
  private static func imageSize(_ draft: ConfigurationDraft<Builder>) -> Size {
    Size(
      width: draft.kept["imageWidth"]?.number ?? 120,
      height: draft.kept["imageHeight"]?.number ?? 80)
  }
}
