import SpecimenCore

extension ComponentEntry {
  /// The retry view's catalog page: the seed's variants.
  public static let retry = ComponentEntry(
    id: "retry", name: "Retry",
    summary:
      "What a screen shows when its content failed to load: what went wrong, and a red label "
      + "that loads it again. It replaces the content, not the screen: no dim, no card.",
    rules: { RetryView.rules(in: $0) },
    findings: RetryView.findings,
    actions: [
      ComponentAction("Tap the retry text", "Reloads the screen and removes the retry view")
    ],
    variants: [
      Variant(
        id: "short-title", title: "Short title",
        summary: "One line of title above the retry label.",
        component: RetryView.Builder()
          .setTitle("Couldn't load your photos.")
          .setRetryTitle("Try again")
          .setRetryAction { _ in }
          .build()),
      Variant(
        id: "long-title", title: "Long title",
        summary:
          "As the current code lays it out: the title label has no width limit, so a long title "
          + "stays on one line, centred, and runs past both edges of the screen.",
        component: RetryView.Builder()
          .setTitle(RetryView.longTitle)
          .setRetryTitle("Try again")
          .setRetryAction { _ in }
          .build()),
      Variant(
        id: "long-title-wrapped", title: "Long title, wrapped (a fix)",
        summary:
          "Not the current code: the same title wrapped within a readable width, as a width "
          + "limit on the label would do; the pair stays centred.",
        component: RetryView.Builder()
          .setTitle(RetryView.longTitle)
          .setRetryTitle("Try again")
          .setWrapsTitle(true)
          .setRetryAction { _ in }
          .build()),
      Variant(
        id: "korean", title: "Korean",
        summary: "The default label “다시 시도” under a Hangul title.",
        component: RetryView.Builder()
          .setTitle("네트워크 연결이 불안정합니다.\n잠시 후 다시 시도해 주세요.")
          .setRetryAction { _ in }
          .build()),
    ])
}

extension RetryView {
  /// The long title two variants share.
  static let longTitle =
    "We couldn't reach the server. Check that you're connected to Wi-Fi or mobile data, then "
    + "try again. Your drafts are safe on this device."

  /// What the seed's code leaves to UIKit that the drawings show, for the design-system team.
  /// (The seed's title has `numberOfLines = 0` with only top and `centerX` constraints and no
  /// `preferredMaxLayoutWidth`.)
  static let findings = [
    "The title label may take any number of lines but has no width limit (it is placed only "
      + "by its top and its centre), so it never wraps: a long title stays on one line "
      + "per paragraph and runs past both edges of the screen (the “Long title” variant). "
      + "Pinning its left and right edges, or giving it a maximum width, would wrap it (the "
      + "“Long title, wrapped” variant)."
  ]

  /// The page's rules, every number from `design` and the tokens in force in `environments`.
  /// (The seed pins the pair with `center.equalToSuperview()` to the view controller's view.)
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let sides = BuiltInRuleText.number(2 * environment.spacing(design.inset).points)
    return [
      "The title sits over the retry label, "
        + "\(RuleText.spacing(design.spacing, in: environment)) apart, both centred, the retry "
        + "label in system red.",
      "The pair is centred on the whole screen, as the component pins its centre to the "
        + "screen’s: the safe area does not move it.",
      "Neither label has a width limit: each is as wide as its longest paragraph, one line per "
        + "paragraph; only a line break in the text starts a new line.",
      "Wrapped (a fix, not the current code): at compact width the title runs at most the safe "
        + "area’s width less \(RuleText.spacing(design.inset, in: environment)) on each side; at "
        + "regular width at most the safe-area width less \(sides) pt or "
        + "\(BuiltInRuleText.number(design.regularMaxWidth)) pt, whichever is less, a readable "
        + "measure.",
      "At most one retry view is on screen; tapping retry removes it and reruns the screen's load.",
      "It shows while the screen is in its error state, never together with the loading view "
        + "or the content.",
    ]
  }
}

extension RetryView {
}
