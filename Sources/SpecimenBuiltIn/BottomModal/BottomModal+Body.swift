import SpecimenCore

extension BottomModal {
  /// The bottom modal as PanModal presents it: on iPhone over its 70 % dim, the presented view
  /// from 21 pt below the top safe-area inset to the screen's bottom; on iPad in a popover
  /// pointing at the presenting view's top-left corner, nothing dimmed.
  public func body(in environment: Environment) -> ViewNode {
    if PanModal.presentsPopover(in: environment) {
      return ScreenContext.overlay(in: environment) { popover(in: environment) }
    }
    let frame = PanModal.presentedFrame(in: environment)
    return ScreenContext.overlay(in: environment, dim: design.dimColor) {
      presentedView(in: environment, size: frame.size)
        .padding(top: Length(frame.y))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
  }

  /// The presented view controller's view at `size`: its background (clear unless assumed), and
  /// the rows pinned to its edges as the seed pins them (sides 16, bottom 38, not the safe area).
  private func presentedView(in environment: Environment, size: Size) -> ViewNode {
    ViewNode.zStack {
      if let background = design.viewBackgroundColor {
        topRounded(
          fill: environment.color(background), radius: PanModal.cornerRadius, height: size.height
        )
        .role("viewBackground")
      }
      rows(in: environment, size: size)
    }
    .frame(width: Length(size.width), height: Length(size.height))
    .role("presentedView")
  }

  /// A rectangle with only its top corners rounded, as PanModal's mask draws the sheet.
  private func topRounded(fill: Paint, radius: Length, height: Double) -> ViewNode {
    ViewNode.zStack(alignment: .bottom) {
      ViewNode.rectangle(fill: fill, cornerRadius: radius)
      ViewNode.rectangle(fill: fill).frame(height: Length(max(0, height - radius.points)))
    }
  }

  /// The popover on iPad: shadow, arrow and body, the presented view inside it.
  private func popover(in environment: Environment) -> ViewNode {
    let (content, arrow) = Popover.frames(in: environment)
    let fill = environment.color(Palette.popoverBackground)
    let shadow = environment.color(Palette.popoverShadow)
    return ViewNode.zStack(alignment: .topLeading) {
      for spread in Popover.shadowSpread {
        ViewNode.rectangle(fill: shadow, cornerRadius: Length(Popover.cornerRadius + spread))
          .frame(
            width: Length(content.width + 2 * spread), height: Length(content.height + 2 * spread)
          )
          .padding(top: Length(content.y - spread), leading: Length(content.x - spread))
      }
      ViewNode.triangle(fill: fill)
        .frame(width: Length(arrow.width), height: Length(arrow.height))
        .role("popoverArrow")
        .padding(top: Length(arrow.y), leading: Length(arrow.x))
      ViewNode.zStack {
        ViewNode.rectangle(fill: fill, cornerRadius: Length(Popover.cornerRadius))
        if let background = design.viewBackgroundColor {
          ViewNode.rectangle(
            fill: environment.color(background), cornerRadius: Length(Popover.cornerRadius)
          )
          .role("viewBackground")
        }
        rows(in: environment, size: content.size)
      }
      .frame(width: Length(content.width), height: Length(content.height))
      .role("popover")
      .padding(top: Length(content.y), leading: Length(content.x))
    }
    .frame(
      width: Length(environment.width), height: Length(environment.height),
      alignment: .topLeading)
  }

  /// The seed's stack: rows 5 apart, 16 from the presented view's sides and 38 above its
  /// bottom of a presented view of `size`, as tall as its rows (it may reach above the view:
  /// nothing stops it).
  private func rows(in environment: Environment, size: Size) -> ViewNode {
    let inset = environment.spacing(design.inset)
    return ViewNode.vStack(spacing: environment.spacing(design.spacing)) {
      for row in viewModel.rows {
        self.row(row.title, row.titleColor, on: design.actionBackgroundColor, in: environment)
          .tappable(row.title, trait: .tapGesture, action: "Runs the row's action")
          .role("action")
      }
      row(
        viewModel.cancelTitle, design.cancelTitleColor, on: design.cancelBackgroundColor,
        in: environment
      )
      .tappable(viewModel.cancelTitle, trait: .tapGesture, action: "Dismiss")
      .role("cancel")
    }
    .role("sheet")
    .fixedSize(horizontal: false, vertical: true)
    .padding(leading: inset, bottom: environment.spacing(design.bottomInset), trailing: inset)
    .frame(width: Length(size.width), height: Length(size.height), alignment: .bottom)
  }

  /// One row: the seed's label is the row, its text centred on one line across the whole row.
  private func row(
    _ title: String, _ color: ColorToken, on background: ColorToken, in environment: Environment
  ) -> ViewNode {
    ViewNode.text(
      title, style: environment.style(design.titleStyle), color: environment.color(color),
      lineLimit: 1
    )
    .role("rowTitle")
    .frame(maxWidth: .infinity)
    .frame(height: design.rowHeight)
    .background(
      .rectangle(
        fill: environment.color(background), cornerRadius: environment.radius(design.cornerRadius)))
  }
}
