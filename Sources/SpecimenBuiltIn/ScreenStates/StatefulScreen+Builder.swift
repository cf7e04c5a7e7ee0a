import SpecimenCore

extension StatefulScreen: DeclaredComponent {
  /// The screen's properties, each stated once, in an app API that Specimen defines in seed
  /// 000's conventions (the seed gives no code). A config file's `state` (`loading`, `loaded` or
  /// `error`) takes `errorMessage` (error) or `items`, `itemImages` and `itemSubtitles` (loaded
  /// sample cards, as the container cell's) from the keys beside it.
  public static let declaration = ComponentDeclaration<StatefulScreen>(
    app: "CommonStatefulScreen",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    colors: Palette.appColors,
    properties: [
      .text("setTitle", \.viewModel.title),
      .companion(.text("errorMessage")),
      .companion(.textList("items")),
      .companion(.textList("itemImages")),
      .companion(.textList("itemSubtitles")),
      .value(
        "setState", as: ViewState<[any CellContent]>.self,
        config: ConfigReading.choice("state", ["loading", "loaded", "error"]).map { name, config in
          ViewState(named: name, config: config)
        },
        code: { [SwiftArgument(nil, $0.code)] }, set: { $0.viewModel.state = $1 }),
      .text("setLoadingMessage", \.viewModel.loadingMessage),
      .text("setRetryTitle", \.viewModel.retryTitle, app: .renamed("setRetryStr")),
      .action(
        "setRetryAction", \.actions.retry, closure: "{ screen in }",
        app: .renamed("setOnRetryDelegate")),
      .action(
        "setSelectAction", \.actions.select, closure: "{ index in }",
        app: .renamed("setOnSelectDelegate")),
    ])
}

extension ViewState<[any CellContent]> {
  /// The state a config's `state` names, with the message or sample cards given beside it.
  init?(named name: String, config: ConfigValues) {
    switch name {
    case "loading": self = .loading
    case "loaded":
      self = .loaded(SampleCard.samples(titles: config.textList("items") ?? [], config))
    case "error": self = .error(message: config.text("errorMessage") ?? "")
    default: return nil
    }
  }

  /// The state as usage code: `.loading`, `.loaded([…])` with each item's Builder chain, or
  /// `.error(message: "…")`.
  var code: SwiftValue {
    switch self {
    case .loading: .expression(".loading")
    case .loaded(let items):
      .call(".loaded", [SwiftArgument(nil, .array(items.map { .recipe($0.recipe) }))])
    case .error(let message): .call(".error", [SwiftArgument("message", .string(message))])
    }
  }
}

extension DeclaredBuilder where Component == StatefulScreen {
  /// Sets the navigation title.
  public func setTitle(_ title: String) -> Self { set(title) }
  /// Sets the state: `.loading`, `.loaded(items)` or `.error(message:)`.
  public func setState(_ state: ViewState<[any CellContent]>) -> Self { set(state) }
  /// Sets the loading view's label.
  public func setLoadingMessage(_ message: String) -> Self { set(message) }
  /// Sets the retry view's retry label.
  public func setRetryTitle(_ title: String) -> Self { set(title) }
  /// Sets what retrying does.
  public func setRetryAction(_ action: @escaping @Sendable (StatefulScreen) -> Void) -> Self {
    set(action)
  }
  /// Sets what selecting a loaded cell does; the handler gets the cell's index.
  public func setSelectAction(_ action: @escaping @Sendable (Int) -> Void) -> Self { set(action) }
}
