import Specimen

extension ContainerCollection {
  /// Configures a ``ContainerCollection`` step by step, in the seed's style.
  public struct Builder: Sendable {
    private var collection = ContainerCollection(viewModel: ViewModel())

    /// Starts with no items and the default design.
    public init() {}

    /// Sets the navigation title.
    public func setTitle(_ title: String) -> Builder { with { $0.viewModel.title = title } }
    /// Sets every item, replacing any added before.
    public func setItems(_ items: [any CellContent]) -> Builder {
      with { $0.viewModel.items = items }
    }
    /// Appends one item.
    public func addItem(_ item: any CellContent) -> Builder {
      with { $0.viewModel.items.append(item) }
    }
    /// Sets the insets from the container's edges.
    public func setInsets(_ insets: EdgeInsets) -> Builder { with { $0.design.insets = insets } }
    /// Sets the points between cells.
    public func setSpacing(_ spacing: Double) -> Builder { with { $0.design.spacing = spacing } }
    /// Sets the cells' background colour.
    public func setCellBackgroundColor(_ color: ColorToken) -> Builder {
      with { $0.design.cell.backgroundColor = color }
    }
    /// Sets what selecting a cell does; the handler gets the cell's index.
    public func setSelectAction(_ action: @escaping @Sendable (Int) -> Void) -> Builder {
      with { $0.actions.select = Action("select", perform: action) }
    }

    /// The configured collection.
    public func build() -> ContainerCollection { collection }

    private func with(_ change: (inout ContainerCollection) -> Void) -> Builder {
      var copy = self
      change(&copy.collection)
      return copy
    }
  }
}
