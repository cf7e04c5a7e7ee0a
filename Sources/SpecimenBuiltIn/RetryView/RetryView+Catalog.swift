import Specimen

extension ComponentEntry {
  /// The retry view's catalog page: the seed's variants.
  public static let retry = ComponentEntry(
    id: "retry", name: "Retry",
    summary:
      "What a screen shows when its content failed to load: what went wrong, and a red label "
      + "that loads it again. It replaces the content, not the screen: no dim, no card.",
    rules: { RetryView.rules(in: $0) },
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
        summary: "The title wraps within the width rule; the pair stays centred.",
        component: RetryView.Builder()
          .setTitle(
            "We couldn't reach the server. Check that you're connected to Wi-Fi or mobile data, "
              + "then try again. Your drafts are safe on this device."
          )
          .setRetryTitle("Try again")
          .setRetryAction { _ in }
          .build()),
      Variant(
        id: "korean", title: "Korean",
        summary: "The default label “다시 시도” under a Hangul title.",
        component: RetryView.Builder()
          .setTitle("네트워크 연결이 불안정합니다.\n잠시 후 다시 시도해 주세요.")
          .setRetryAction { _ in }
          .build()),
    ],
    configuration: RetryView.configuration)
}

extension RetryView {
  /// The page's rules, every number from `design` and the tokens in force in `environments`.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let sides = BuiltInRuleText.number(2 * environment.spacing(design.inset))
    return [
      "The title wraps to as many centred lines as it needs; the retry label sits "
        + "\(RuleText.spacing(design.spacing, in: environment)) below it, centred, in system "
        + "red, and the pair is centred on the screen.",
      "Compact width: lines run at most the screen width less "
        + "\(RuleText.spacing(design.inset, in: environment)) on each side.",
      "Regular width: lines run at most min(screen width − \(sides), "
        + "\(BuiltInRuleText.number(design.regularMaxWidth))) pt, a readable measure, so a long "
        + "title stays a compact block in the middle of the screen.",
      "At most one retry view is on screen; tapping retry removes it and reruns the screen's load.",
      "It shows for the error state of the screen's one state enum, never together with the "
        + "loading view or the content.",
    ]
  }
}

extension RetryView {
  /// A config file's settings, one per Builder method (the retry action is Swift's alone).
  static let configuration = ComponentConfiguration(
    RetryView.Builder.init, build: { $0.build() },
    settings: [
      .text("title") { $0.setTitle($1) },
      .text("retryTitle") { $0.setRetryTitle($1) },
      .typeStyle("titleStyle") { $0.setTitleStyle($1) },
      .typeStyle("retryStyle") { $0.setRetryStyle($1) },
    ])
}
