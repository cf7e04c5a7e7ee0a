import Specimen

extension ContainerCollection {
  /// Configures a ``ContainerCollection`` step by step, in the seed's style, recording each call
  /// (with each item's own Builder chain nested) for the collection's usage code.
  public struct Builder: ComponentBuilder {
    /// The collection so far.
    public var product = ContainerCollection(viewModel: ViewModel())

    /// Starts with no items and the default design.
    public init() {}

    /// Sets the navigation title.
    public func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.viewModel.title = title }
    }
    /// Sets every item, replacing any added before.
    public func setItems(_ items: [any CellContent]) -> Builder {
      recording("setItems", SwiftArgument(nil, .array(items.map { .recipe($0.recipe) }))) {
        $0.viewModel.items = items
      }
    }
    /// Appends one item.
    public func addItem(_ item: any CellContent) -> Builder {
      recording("addItem", .recipe(item.recipe)) { $0.viewModel.items.append(item) }
    }
    /// Sets the insets from the container's edges.
    public func setInsets(_ insets: EdgeInsets) -> Builder {
      recording("setInsets", SwiftArgument(nil, .insets(insets))) { $0.design.insets = insets }
    }
    /// Counts the left and right insets from the safe area instead of the screen's edges (a fix
    /// the seed does not have; see ``Design/insetsFromSafeArea``).
    public func setInsetsFromSafeArea(_ fromSafeArea: Bool) -> Builder {
      recording("setInsetsFromSafeArea", SwiftArgument(nil, .bool(fromSafeArea))) {
        $0.design.insetsFromSafeArea = fromSafeArea
      }
    }
    /// Sets the points between cells.
    public func setSpacing(_ spacing: Double) -> Builder {
      recording("setSpacing", .number(spacing)) { $0.design.spacing = spacing }
    }
    /// Sets the cells' background colour.
    public func setCellBackgroundColor(_ color: ColorToken) -> Builder {
      recording("setCellBackgroundColor", .color(color)) {
        $0.design.cell.backgroundColor = color
      }
    }
    /// Sets what selecting a cell does; the handler gets the cell's index.
    public func setSelectAction(_ action: @escaping @Sendable (Int) -> Void) -> Builder {
      recording("setSelectAction", trailingClosure: "{ index in }") {
        $0.actions.select = Action("select", perform: action)
      }
    }
  }
}
