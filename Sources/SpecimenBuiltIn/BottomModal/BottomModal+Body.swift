import Specimen

extension BottomModal {
  /// The sheet over a dim layer, 38 pt from the bottom: the screen width less 16 on each side
  /// at compact width, at most 400 pt and centred at regular width.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background, dim: design.dimColor) {
      sheet(in: environment)
        .padding(bottom: environment.spacing(design.bottomInset))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
  }

  /// The sheet's width: the size class decides, never the device.
  func sheetWidth(in environment: Environment) -> Double {
    let inset = environment.width - 2 * environment.spacing(design.inset)
    switch environment.horizontalSizeClass {
    case .compact: return inset
    case .regular: return min(inset, design.regularMaxWidth)
    }
  }

  private func sheet(in environment: Environment) -> ViewNode {
    ViewNode.vStack(spacing: environment.spacing(design.spacing)) {
      for row in viewModel.rows {
        self.row(row.title, row.titleColor, on: design.actionBackgroundColor, in: environment)
          .role("action")
      }
      row(
        viewModel.cancelTitle, design.cancelTitleColor, on: design.cancelBackgroundColor,
        in: environment
      )
      .role("cancel")
    }
    .frame(width: sheetWidth(in: environment))
    .role("sheet")
  }

  private func row(
    _ title: String, _ color: ColorToken, on background: ColorToken, in environment: Environment
  ) -> ViewNode {
    let inset = environment.spacing(design.inset)
    return ViewNode.text(
      title, style: environment.style(design.titleStyle), color: environment.color(color),
      lineLimit: 1
    )
    .role("rowTitle")
    .padding(leading: inset, trailing: inset)
    .frame(maxWidth: .infinity)
    .frame(height: design.rowHeight)
    .background(
      .rectangle(
        fill: environment.color(background), cornerRadius: environment.radius(design.cornerRadius)))
  }
}
