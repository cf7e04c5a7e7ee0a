import SpecimenCore

extension ComponentEntry {
  /// The screen-states page (seed 004): one screen in each of its three states, set by one
  /// `ViewState` (`loading`, `loaded(data)`, `error(message:)`).
  public static let screenStates = ComponentEntry(
    id: "screen-states", name: "Screen states",
    summary:
      "One screen driven by a single state — loading, loaded with its content, or error with "
      + "a message — that decides whether the loading view, the content or the retry view "
      + "shows. Never two separate switches that can disagree.",
    rules: { StatefulScreen.rules(in: $0) },
    findings: [ContainerCollection.sideInsetFinding, ContainerCollection.scrollFinding].map {
      "Loaded: \($0)"
    },
    variants: [
      Variant(
        id: "loading", title: "Loading",
        summary: "The loading view as it shows from 0.8 s on, under the title.",
        component: StatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.loading)
          .setLoadingMessage("Loading albums…")
          .setRetryAction { _ in }
          .setSelectAction { _ in }
          .build()),
      Variant(
        id: "loaded", title: "Loaded",
        summary: "The albums as container cells.",
        component: StatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.loaded(ContainerCollection.albums))
          .setRetryAction { _ in }
          .setSelectAction { _ in }
          .build()),
      Variant(
        id: "error", title: "Error",
        summary: "The error message and a retry label, centred.",
        component: StatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.error(message: "Couldn’t load your albums.\nCheck your connection."))
          .setRetryTitle("Try again")
          .setRetryAction { _ in }
          .setSelectAction { _ in }
          .build()),
    ])
}

extension StatefulScreen {
  /// The page's rules, every number from `design` and the navigation bar's.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    [
      "Exactly one of loading view, content and retry view is on screen: the state decides.",
      "Loading: the loading view, centred on screen, appears after "
        + "\(BuiltInRuleText.duration(design.loading.appearDelay)) and blocks touches.",
      "Loaded: the items as container cells — a list in compact-width portrait, the container "
        + "cell's grid anywhere else (an iPhone in landscape included), below the bar.",
      "Error: the retry view with the message; retry sets the state back to loading.",
      "The navigation bar stays at the top in every state: "
        + "\(RuleText.points(Length(NavigationBar.height))) high below the status bar "
        + "(\(RuleText.points(Length(NavigationBar.compactHeight))) at compact height, an iPhone in "
        + "landscape), its background behind the status bar; the loading and retry views stay "
        + "centred on the whole screen, as the component adds them to the whole screen, not "
        + "below the bar.",
    ]
  }
}
