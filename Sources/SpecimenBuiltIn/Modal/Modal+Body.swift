import SpecimenCore

extension Modal {
  /// The modal as `.overFullScreen` presents it: over the current screen, under the seed's own
  /// full-screen dim view, the 270-pt card centred on the screen (not the safe area).
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.overlay(in: environment, dim: design.dimColor) {
      card(in: environment)
    }
  }

  /// The title: one line; the seed centres it with no width limit, the proposed fix pins it
  /// inside the card.
  private func title(in environment: Environment) -> ViewNode {
    let inset = environment.spacing(design.inset)
    let title = ViewNode.text(
      viewModel.title, style: environment.style(design.titleStyle),
      color: environment.color(design.titleColor),
      lineLimit: 1
    )
    .role("title")
    guard design.titleFitsCard else {
      // `centerX.equalTo(parentView).inset(16)`: SnapKit makes a centre inset an offset of 0,
      // so the label keeps its one-line width, centred, and may overflow the card.
      return title.fixedSize().frame(maxWidth: .infinity).padding(top: inset)
    }
    return title.frame(maxWidth: .infinity).padding(top: inset, leading: inset, trailing: inset)
  }

  private func card(in environment: Environment) -> ViewNode {
    let inset = environment.spacing(design.inset)
    let line = environment.spacing(design.lineThickness)
    return ViewNode.vStack(spacing: 0) {
      title(in: environment)
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
    .frame(width: environment.spacing(design.cardWidth))
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
            .tappable(viewModel.negativeLabel, trait: .tapGesture, action: "Negative action")
            .role("negativeButton")
        }
        button(viewModel.positiveLabel, design.positiveColor, in: environment)
          .tappable(viewModel.positiveLabel, trait: .tapGesture, action: "Positive action")
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
    .frame(height: environment.spacing(design.buttonHeight))
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
