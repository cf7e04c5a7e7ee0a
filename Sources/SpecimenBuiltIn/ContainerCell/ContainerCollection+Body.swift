import Specimen

extension ContainerCollection {
  /// The navigation title, then the cells arranged for the environment's size class.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background) {
      ViewNode.vStack(spacing: 0) {
        NavigationBar.bar(viewModel.title, in: environment, style: .builtIn(in: environment))
        cells(in: environment)
      }
      // Pinned to the top like a scrolled-to-top list: taller content runs off the bottom.
      .frame(width: environment.width, height: environment.height, alignment: .topLeading)
    }
  }

  /// The arrangement on this environment's full screen (the collection view fills the screen;
  /// the title sits over its top, as a navigation bar does).
  public func arrangement(in environment: Environment) -> CellArrangement {
    .for(
      environment, insets: design.insets(in: environment),
      spacing: design.spacing(in: environment))
  }

  /// The cells alone, inset and arranged, tagged `cells`: one column of content-height cells
  /// in a list, rows of fixed-size items in a grid.
  func cells(in environment: Environment) -> ViewNode {
    let body: ViewNode
    switch arrangement(in: environment) {
    case .list(let width, _, let spacing):
      body = .vStack(spacing: spacing, alignment: .leading) {
        for item in viewModel.items {
          cell(item).body(in: environment, width: width, height: nil)
        }
      }
    case .grid(let grid):
      let items = viewModel.items
      let columns = max(1, grid.columns)
      let rows = stride(from: 0, to: items.count, by: columns).map { start in
        items[start..<min(items.count, start + columns)]
      }
      body = .vStack(spacing: grid.spacing, alignment: .leading) {
        for row in rows {
          ViewNode.hStack(spacing: grid.spacing, alignment: .top) {
            for item in row {
              cell(item).body(
                in: environment, width: grid.itemSize.width, height: grid.itemSize.height)
            }
          }
        }
      }
    }
    let inset = body.padding(design.insets(in: environment))
    return inset.frame(maxWidth: .infinity, alignment: .topLeading).role("cells")
  }

  private func cell(_ item: any CellContent) -> ContainerCell {
    ContainerCell(content: item, design: design.cell)
  }
}
