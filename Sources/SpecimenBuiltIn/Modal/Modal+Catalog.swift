import SpecimenCore

extension ComponentEntry {
  /// The modal's catalog page: the seed's variants, and one proposed fix.
  public static let modal = ComponentEntry(
    id: "modal", name: "Modal",
    summary:
      "A card centred over a dimmed screen that asks the user to confirm or acknowledge "
      + "something. One title line, an optional image, a message of any length, and one or "
      + "two buttons.",
    rules: { Modal.rules(in: $0) },
    findings: Modal.findings,
    actions: [
      ComponentAction("Tap the left button", "Runs the negative action"),
      ComponentAction("Tap the right button", "Runs the positive action"),
      ComponentAction("Tap outside", "Nothing: the dimmed screen takes no taps"),
    ],
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
        id: "very-long-message", title: "Very long message",
        summary:
          "Nothing scrolls: the card grows taller than a landscape iPhone's screen and runs "
          + "past its top and bottom, buttons included (see Findings).",
        component: Modal.Builder()
          .setTitle("Terms updated")
          .setMessage(Modal.veryLongMessage)
          .setNegativeButton("Later")
          .setPositiveButton("Agree")
          .build()),
      Variant(
        id: "long-title", title: "Long title",
        // UIKit lays a one-line label with no width constraint out at its full width.
        summary:
          "The title keeps to one line with no width limit, so a title wider than the card "
          + "runs past its edges, as it does on the device (see Findings).",
        component: Modal.Builder()
          .setTitle(Modal.longTitle)
          .setMessage("You can cancel at any time in Settings.")
          .setPositiveButton("Got it")
          .build()),
      Variant(
        id: "proposed-fix-title", title: "Proposed fix: title inside the card",
        summary:
          "Not in the current code: the long title pinned 16 pt inside the card's sides, ending in "
          + "“…”.",
        component: Modal.Builder()
          .setTitle(Modal.longTitle)
          .proposedFixTitleInsideCard()
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
    ])
}

extension Modal {
  /// The title two variants show.
  static let longTitle = "Your subscription renews automatically next month"
  /// A message longer than a landscape iPhone's screen is tall in a 270-pt card.
  static let veryLongMessage =
    "We have updated our terms of service and privacy policy. The new terms explain how shared "
    + "albums work, who can see the photos you add to them, and how long we keep photos after "
    + "you delete them. They also describe how automatic backups use your storage plan, what "
    + "happens to your library when a payment fails, and how to download everything you have "
    + "stored with us. Nothing changes about how we use your photos: we never sell them and "
    + "never use them for advertising. By tapping Agree you accept the updated terms, which "
    + "take effect for everyone on the first day of next month."

  /// What the seed's code leaves to UIKit, for the design-system team. (The seed's
  /// constraints: `centerX.equalTo(parentView).inset(16)` for the title, where SnapKit applies
  /// an inset to a centre constraint as no offset; `parentView.top = titleLabel.top − 16` and
  /// `titleLabel.top = parentView.top` for the card's top, which UIKit cannot satisfy together:
  /// it logs “Unable to simultaneously satisfy constraints” and breaks one
  /// `NSLayoutConstraint` at run time; the image's top added by both `layout()` and
  /// `configure(…)`.)
  static let findings = [
    "The title label is only centred: its 16-pt inset is set on its centre, where it moves "
      + "nothing at all, and nothing sets a width. A title wider "
      + "than the card stays on one line and runs past the card's edges, and past the screen's "
      + "when wider still. “Proposed fix: title inside the card” pins both its edges 16 pt "
      + "inside.",
    "The card's top and the title's are tied together twice, once 16 pt apart and once level: "
      + "the device cannot keep both, reports the conflict while the app runs and drops one. "
      + "The drawing keeps the 16-pt gap the code intends; if the device drops the other, the "
      + "title touches the card's top.",
    "With an image, its top is tied both to the title's bottom and to 16 pt below it (two "
      + "places in the code each add one): the same conflict; the drawing keeps the 16-pt gap.",
    "Nothing scrolls and the card is centred on the screen, not the safe area: a message too "
      + "long for the screen makes the card taller than it, running under the status bar and "
      + "past both edges, buttons included.",
  ]

  /// The page's rules: every number from `design` (its tokens in force) and
  /// the screens in `environments`. The seed's code behind them: `CommonModal.show()` presents
  /// `.overFullScreen` with `.crossDissolve`; the dim is its `blurView`, pinned with
  /// `edges.equalToSuperview()`; the card `width.equalTo(270)` and `center.equalToSuperview()`;
  /// the title `numberOfLines = 1`; the buttons a `buttonStackView`, `fillEqually`.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let centres = environments.map { screen in
      "\(screen.displayName) (\(BuiltInRuleText.number(screen.width / 2)), "
        + "\(BuiltInRuleText.number(screen.height / 2)))"
    }
    let inset = RuleText.spacing(design.inset, in: environment)
    let half = BuiltInRuleText.number(environment.spacing(design.cardWidth).points / 2)
    return [
      "Presented over the full screen with a cross-dissolve: the screen behind stays, under the "
        + "component's own dim layer in \(RuleText.color(design.dimColor, in: environment)), "
        + "pinned to the screen's edges, so the dim covers the whole screen, status bar and home "
        + "indicator areas included.",
      "The card is \(RuleText.spacing(design.cardWidth, in: environment)) wide at every size class, centred on "
        + "the screen, not on the safe area: its centre is at " + centres.joined(separator: ", ")
        + ".",
      "The title is one line, \(inset) below the card's top, centred with no width limit: a "
        + "longer title runs past the card's edges instead of ending in “…”.",
      "An image, when set, is its given size, centred, \(inset) below the title; the message is "
        + "\(inset) below it (or the title), \(inset) inside the card's sides, and wraps to as "
        + "many lines as it needs; a \(RuleText.points(environment.spacing(design.lineThickness))) "
        + "divider \(inset) below it spans the card.",
      "Buttons are \(RuleText.spacing(design.buttonHeight, in: environment)) high, two equal halves split by a "
        + "1-pt line; each label fills its half, so a longer label ends in “…” at \(half) pt. "
        + "Without a negative label the positive button fills the row and no vertical line is "
        + "drawn.",
      "Proposed fix (a variant, not the current code): the title pinned \(inset) inside the "
        + "card's sides, ending in “…” when too long.",
    ]
  }

}
