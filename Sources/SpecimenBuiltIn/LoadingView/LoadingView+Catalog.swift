import SpecimenCore

extension ComponentEntry {
  /// The loading view's catalog page: the seed's variants as they look once shown, and the
  /// moment before, when nothing shows yet but touches are already blocked.
  public static let loading = ComponentEntry(
    id: "loading", name: "Loading",
    summary:
      "What a screen shows while it loads: a spinning indicator centred on screen. It appears "
      + "only when the wait is long enough to notice, and the screen ignores touches meanwhile.",
    rules: { LoadingView.rules(in: $0) },
    actions: [
      ComponentAction("Show", "Touches are blocked at once"),
      ComponentAction("After \(LoadingView.delay)", "The indicator appears"),
      ComponentAction("Tap anywhere", "Nothing until the work ends"),
      ComponentAction("The work ends", "Hides and lets touches through again"),
    ],
    variants: [
      Variant(
        id: "default", title: "Default",
        summary: "The indicator alone, as the component ships, as it shows from "
          + "\(LoadingView.delay) after loading starts until it ends.",
        component: LoadingView.Builder().build()),
      Variant(
        id: "with-label", title: "With label",
        summary: "A one-line label 12 pt under the indicator, for waits that may take a while; "
          + "as it shows from \(LoadingView.delay) on.",
        component: LoadingView.Builder()
          .setMessage("불러오는 중…")
          .build()),
      Variant(
        id: "before-delay", title: "Before \(LoadingView.delay)",
        summary:
          "The first \(LoadingView.delay) after loading starts: nothing of the loading view is "
          + "drawn yet, the screen looks as it was, but it already ignores every touch. Work "
          + "that finishes sooner ends here, and the user never sees a spinner.",
        elapsed: 0,
        component: LoadingView.Builder().build()),
    ])
}

extension LoadingView {
  /// The seed's delay in words, for titles: `0.8 s`.
  static var delay: String { BuiltInRuleText.duration(Design().appearDelay) }

  /// The page's rules, every number from `design`. Loading starts with the seed's `show()` and
  /// ends with `dismiss()`; the seed blocks touches by turning the window's
  /// `isUserInteractionEnabled` off.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let delay = BuiltInRuleText.duration(design.appearDelay)
    return [
      "Timeline. When loading starts, the screen stays as it was but ignores every touch "
        + "(drawn in “Before \(delay)”); \(delay) later the indicator appears over it (drawn in "
        + "“Default” and “With label”); when loading ends it goes and touches work again. Work "
        + "that finishes within \(delay) never flashes a spinner.",
      "Each drawing is one moment of that timeline and shows it from its first frame, so a "
        + "screenshot, a visual diff or a printed page shows what the device shows then; only "
        + "the ring turns.",
      "From the start of loading to its end, a clear full-screen layer takes every touch (the "
        + "component switches touches off for the whole window), so the user cannot start a "
        + "second action on a half-loaded screen.",
      "The indicator is a \(RuleText.points(design.indicatorSize)) ring, "
        + "\(BuiltInRuleText.fraction(design.arcFraction)) drawn, turning clockwise "
        + "\(BuiltInRuleText.period(design.rotationPeriod)), centred on screen together with its "
        + "label if it has one.",
      "No dim and no card, at every size class: the screen behind stays as it was, only inert.",
      "It shows while the screen is in its loading state, never together with the retry "
        + "view.",
    ]
  }

}
