import Specimen

extension ComponentEntry {
  /// The loading view's catalog page: the seed's variants.
  public static let loading = ComponentEntry(
    id: "loading", name: "Loading",
    summary:
      "What a screen shows while it loads: a spinning indicator centred on screen. It appears "
      + "only when the wait is long enough to notice, and the screen ignores touches meanwhile.",
    rules: { LoadingView.rules(in: $0) },
    variants: [
      Variant(
        id: "default", title: "Default",
        summary: "The indicator alone, as in the seed.",
        component: LoadingView.Builder().build()),
      Variant(
        id: "with-label", title: "With label",
        summary: "A one-line label 12 pt under the indicator, for waits that may take a while.",
        component: LoadingView.Builder()
          .setMessage("불러오는 중…")
          .build()),
    ],
    configuration: LoadingView.configuration)
}

extension LoadingView {
  /// The page's rules, every number from `design`.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let delay = BuiltInRuleText.duration(design.appearDelay)
    return [
      "Nothing is drawn for the first \(delay): work that finishes sooner never flashes a "
        + "spinner. The drawings follow the same rule, so they are blank for \(delay) after the "
        + "page loads and a screenshot taken at once shows an empty screen; that is intended.",
      "From the moment it is shown until it is dismissed, a clear full-screen layer takes every "
        + "touch, so the user cannot start a second action on a half-loaded screen.",
      "The indicator is a \(RuleText.points(design.indicatorSize)) ring, "
        + "\(BuiltInRuleText.fraction(design.arcFraction)) drawn, turning clockwise "
        + "\(BuiltInRuleText.period(design.rotationPeriod)), centred on screen together with its "
        + "label if it has one.",
      "No dim and no card, at every size class: the screen stays as it was, only inert.",
      "It shows for the loading state of the screen's one state enum, never together with the "
        + "retry view.",
    ]
  }

  /// A config file's settings, one per Builder method.
  static let configuration = ComponentConfiguration(
    LoadingView.Builder.init, build: { $0.build() },
    settings: [
      .text("message") { $0.setMessage($1) },
      .color("color") { $0.setColor($1) },
      .typeStyle("messageStyle") { $0.setMessageStyle($1) },
    ])
}
