import SpecimenCore

extension StatefulScreen {
  /// The state decides, in one `switch`: the loading view, the content, or the retry view;
  /// the navigation bar stays on top in all three, the status bar over it.
  public func body(in environment: Environment) -> ViewNode {
    switch viewModel.state {
    case .loading:
      // The loading view over the screen as it is: its background and the bar, no items yet.
      loadingView.body(
        in: environment,
        over: .zStack {
          emptyScreen(in: environment)
          bar(in: environment)
        })
    case .loaded(let items):
      content(items).body(in: environment)
    case .error(let message):
      // The seed adds the retry view to the view controller's view, centred on it: the whole
      // screen, under the bar, whatever the safe area.
      ScreenContext.screen(in: environment, background: Palette.background) {
        retryView(message).pair(in: environment)
          .frame(width: Length(environment.width), height: Length(environment.height))
        bar(in: environment)
      }
    }
  }

  /// The loading view this screen shows while loading.
  var loadingView: LoadingView {
    var loading = LoadingView()
    loading.viewModel = .init(message: viewModel.loadingMessage)
    loading.design = design.loading
    return loading
  }

  /// The screen while it loads, behind the loading view: its background, no items yet.
  private func emptyScreen(in environment: Environment) -> ViewNode {
    ViewNode.rectangle(fill: environment.color(Palette.background)).role("screen")
  }

  /// The retry view this screen shows for `message`; its retry reruns this screen's load.
  func retryView(_ message: String) -> RetryView {
    var retry = RetryView()
    let screen = self
    retry.viewModel = .init(title: message, retryTitle: viewModel.retryTitle)
    retry.design = design.retry
    retry.actions.retry = Action("retry") { _ in screen.actions.retry.perform(screen) }
    return retry
  }

  /// The loaded items as container cells under the title.
  func content(_ items: [any CellContent]) -> ContainerCollection {
    var collection = ContainerCollection()
    collection.viewModel = .init(title: viewModel.title, items: items)
    collection.design = design.collection
    collection.actions.select = actions.select
    return collection
  }

  /// The navigation bar at the top of the screen, its background behind the status bar.
  private func bar(in environment: Environment) -> ViewNode {
    NavigationBar.bar(viewModel.title, in: environment, style: .builtIn(in: environment))
      .frame(
        width: Length(environment.width), height: Length(environment.height), alignment: .top)
  }
}
