import Specimen

extension ComponentEntry {
  /// The screen-states page: one screen in each of its three states.
  public static let screenStates = ComponentEntry(
    id: "screen-states", name: "Screen states",
    summary:
      "One screen driven by a single ViewState enum — loading, loaded(data) or error(message) "
      + "— that decides whether the loading view, the content or the retry view shows. Never "
      + "two flags that can disagree (seed 004).",
    rules: [
      "Exactly one of loading view, content and retry view is on screen: the enum's case decides.",
      "loading: the loading view, centred on screen, appears after 0.8 s and blocks touches.",
      "loaded(items): the items as container cells — a list at compact width, the seed's grid "
        + "at regular width.",
      "error(message): the retry view with the message; retry sets the state back to loading.",
      "The navigation title stays at the top, 44 pt high, in every state.",
    ],
    variants: [
      Variant(
        id: "loading", title: "Loading",
        summary: "ViewState.loading: the spinner (after 0.8 s) under the title.",
        component: StatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.loading)
          .setLoadingMessage("Loading albums…")
          .build()),
      Variant(
        id: "loaded", title: "Loaded",
        summary: "ViewState.loaded(albums): the albums as container cells.",
        component: StatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.loaded(ContainerCollection.albums))
          .build()),
      Variant(
        id: "error", title: "Error",
        summary: "ViewState.error(message:): the message and a retry label, centred.",
        component: StatefulScreen.Builder()
          .setTitle("Albums")
          .setState(.error(message: "Couldn’t load your albums.\nCheck your connection."))
          .setRetryTitle("Try again")
          .build()),
    ])
}
