import SpecimenCore

extension ContainerCollection: DeclaredComponent {
  /// The container's properties, each stated once, in an app API that Specimen defines in seed
  /// 000's conventions (the seed gives no code). A config file's `items` are sample cards' titles,
  /// with `itemImages` and `itemSubtitles` beside them; `insets` is one length for every side.
  public static let declaration = ComponentDeclaration<ContainerCollection>(
    app: "CommonContainerCollection",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    colors: Palette.appColors,
    properties: [
      .text("setTitle", \.viewModel.title),
      .companion(.textList("itemImages")),
      .companion(.textList("itemSubtitles")),
      .value(
        "setItems", as: [any CellContent].self,
        config: ConfigReading.textList("items").map(SampleCard.samples),
        code: { [SwiftArgument(nil, .array($0.map { .recipe($0.recipe) }))] },
        set: { $0.viewModel.items = $1 }),
      .value(
        "addItem", as: (any CellContent).self, code: { [SwiftArgument(nil, .recipe($0.recipe))] },
        set: { $0.viewModel.items.append($1) }),
      .value(
        "setInsets", as: EdgeInsets.self,
        config: ConfigReading.length("insets").map { EdgeInsets(all: Length($0)) },
        code: { [SwiftArgument(nil, .insets($0))] }, set: { $0.design.insets = $1 }),
      .value(
        "setSpacing", as: Double.self, config: .length("spacing"), code: { [.number($0)] },
        set: { $0.design.spacing = $1 }),
      .flag("setInsetsFromSafeArea", \.design.insetsFromSafeArea),
      .color("setCellBackgroundColor", \.design.cell.backgroundColor),
      .action(
        "setSelectAction", \.actions.select, closure: "{ index in }",
        app: .renamed("setOnSelectDelegate")),
    ])
}

extension DeclaredBuilder where Component == ContainerCollection {
  /// Sets the navigation title.
  public func setTitle(_ title: String) -> Self { set(title) }
  /// Sets the items, each drawn in a container cell.
  public func setItems(_ items: [any CellContent]) -> Self { set(items) }
  /// Appends one item.
  public func addItem(_ item: any CellContent) -> Self { set(item) }
  /// Sets the grid's insets (the `inset` spacing on every side by default).
  public func setInsets(_ insets: EdgeInsets) -> Self { set(insets) }
  /// Not in the current code, a fix: counts the left and right insets from the safe area.
  public func setInsetsFromSafeArea(_ fromSafeArea: Bool) -> Self { set(fromSafeArea) }
  /// Sets the spacing between cells, across and down (the `inset` spacing by default).
  public func setSpacing(_ spacing: Double) -> Self { set(spacing) }
  /// Sets the cells' background colour.
  public func setCellBackgroundColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets what selecting a cell does; the handler gets the cell's index.
  public func setSelectAction(_ action: @escaping @Sendable (Int) -> Void) -> Self { set(action) }
}
