import Specimen

extension Modal {
  /// The modal over a dim layer, card centred; the card is 270 pt at every size class.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background, dim: design.dimColor) {
      card(in: environment)
    }
  }

  private func card(in environment: Environment) -> ViewNode {
    let inset = environment.spacing(design.inset)
    let line = environment.spacing(design.lineThickness)
    return ViewNode.vStack(spacing: 0) {
      ViewNode.text(
        viewModel.title, style: environment.style(design.titleStyle),
        color: environment.color(design.titleColor),
        lineLimit: 1
      )
      .role("title")
      .frame(maxWidth: .infinity)
      .padding(top: inset, leading: inset, trailing: inset)
      if let image = viewModel.image {
        ViewNode.image(
          width: image.width, height: image.height, label: image.label,
          color: environment.color(design.lineColor)
        )
        .role("image")
        .padding(top: inset)
      }
      ViewNode.text(
        viewModel.message, style: environment.style(design.messageStyle),
        color: environment.color(design.messageColor)
      )
      .role("message")
      .frame(maxWidth: .infinity)
      .padding(top: inset, leading: inset, trailing: inset)
      ViewNode.divider(color: environment.color(design.lineColor), thickness: line)
        .role("divider")
        .padding(top: inset)
      buttonRow(in: environment)
    }
    .frame(width: design.cardWidth)
    .background(
      .rectangle(
        fill: environment.color(design.backgroundColor),
        cornerRadius: environment.radius(design.cornerRadius))
    )
    .role("card")
  }

  private func buttonRow(in environment: Environment) -> ViewNode {
    let showsNegative = !viewModel.negativeLabel.isEmpty
    return ViewNode.zStack {
      ViewNode.hStack(spacing: 0, distribution: .fillEqually) {
        if showsNegative {
          button(viewModel.negativeLabel, design.negativeColor, in: environment)
            .role("negativeButton")
        }
        button(viewModel.positiveLabel, design.positiveColor, in: environment)
          .role("positiveButton")
      }
      if showsNegative {
        ViewNode.divider(
          color: environment.color(design.lineColor),
          thickness: environment.spacing(design.lineThickness),
          axis: .vertical
        )
        .role("verticalDivider")
      }
    }
    .frame(height: design.buttonHeight)
    .frame(maxWidth: .infinity)
    .role("buttonRow")
  }

  private func button(_ label: String, _ color: ColorToken, in environment: Environment)
    -> ViewNode
  {
    ViewNode.text(
      label, style: environment.style(design.buttonStyle), color: environment.color(color),
      lineLimit: 1
    )
    .padding(leading: 8, trailing: 8)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension Modal.ModalImage {
  /// What the placeholder says: the asset name or the URL.
  var label: String {
    switch source {
    case .bundled(let name): name
    case .url(let url): url
    }
  }
}
