import SpecimenCore

extension ContainerCollection {
  /// A collection view filling the screen, scrolled to its top, under a navigation bar: the
  /// cells arranged for the environment, kept clear of the bar and the status bar by the
  /// content inset UIKit adjusts (``contentInsets(in:)``), not of the side safe-area insets.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background) {
      // Pinned to the top like a scrolled-to-top list: taller content runs off the bottom,
      // under the home indicator, as a scroll view's content does.
      cells(in: environment)
        .padding(top: Self.contentInsets(in: environment).top)
        .frame(
          width: Length(environment.width), height: Length(environment.height),
          alignment: .topLeading)
      NavigationBar.bar(viewModel.title, in: environment, style: .builtIn(in: environment))
        .frame(
          width: Length(environment.width), height: Length(environment.height), alignment: .top)
    }
  }

  /// The arrangement on this environment's full screen: the collection view fills the screen
  /// (seed 003 measures its `bounds`), the bar sits over its top.
  public func arrangement(in environment: Environment) -> CellArrangement {
    .for(
      environment, insets: design.insets(in: environment),
      spacing: design.spacing(in: environment))
  }

  /// The content inset UIKit adds to the collection view (`adjustedContentInset`, with
  /// `contentInsetAdjustmentBehavior` `.automatic`, its default): on top the status bar and the
  /// navigation bar, at the bottom the home indicator; none at the sides, because a vertically
  /// scrolling view is adjusted only along the axis it scrolls.
  public static func contentInsets(in environment: Environment) -> EdgeInsets {
    EdgeInsets(
      top: Length(environment.safeArea.top.points + NavigationBar.height(in: environment)),
      leading: 0, bottom: Length(environment.safeArea.bottom.points), trailing: 0)
  }

  /// The cells alone, inset and arranged, tagged `cells`: one column of content-height cells
  /// in a list, rows of fixed-size items in a grid.
  func cells(in environment: Environment) -> ViewNode {
    let body: ViewNode
    switch arrangement(in: environment) {
    case .list(let width, _, let spacing):
      body = .vStack(spacing: Length(spacing), alignment: .leading) {
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
      body = .vStack(spacing: Length(grid.spacing), alignment: .leading) {
        for row in rows {
          ViewNode.hStack(spacing: Length(grid.spacing), alignment: .top) {
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
