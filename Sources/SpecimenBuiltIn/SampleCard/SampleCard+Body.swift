import SpecimenCore

extension SampleCard {
  /// The card's content: in a list a row (64-pt thumbnail, then title and subtitle) as tall as
  /// its content; in a grid a tile whose image fills what the text leaves.
  public func cellBody(in environment: Environment, placement: CellPlacement) -> ViewNode {
    switch placement {
    case .listRow: row(in: environment)
    case .gridItem: tile(in: environment)
    }
  }

  private func row(in environment: Environment) -> ViewNode {
    .hStack(spacing: design.rowSpacing) {
      image(in: environment, labelled: false)
        .frame(width: design.thumbnailSide, height: design.thumbnailSide)
        .role("image")
      text(in: environment, subtitleLines: 2)
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .center))
    }
  }

  private func tile(in environment: Environment) -> ViewNode {
    .vStack(spacing: design.imageSpacing, alignment: .leading) {
      image(in: environment, labelled: true)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .role("image")
      text(in: environment, subtitleLines: 1)
        .frame(maxWidth: .infinity, alignment: Alignment(horizontal: .leading, vertical: .top))
    }
  }

  private func image(in environment: Environment, labelled: Bool) -> ViewNode {
    .zStack {
      ViewNode.rectangle(
        fill: environment.color(design.imageColor),
        cornerRadius: environment.radius(design.imageCornerRadius))
      if labelled && !viewModel.imageName.isEmpty {
        ViewNode.text(
          viewModel.imageName, style: environment.style(design.imageLabelStyle),
          color: environment.color(design.imageLabelColor), lineLimit: 1
        )
        .padding(leading: 8, trailing: 8)
      }
    }
  }

  private func text(in environment: Environment, subtitleLines: Int) -> ViewNode {
    .vStack(spacing: design.textSpacing, alignment: .leading) {
      ViewNode.text(
        viewModel.title, style: environment.style(design.titleStyle),
        color: environment.color(design.titleColor),
        alignment: .leading, lineLimit: 1
      )
      .role("title")
      if !viewModel.subtitle.isEmpty {
        ViewNode.text(
          viewModel.subtitle, style: environment.style(design.subtitleStyle),
          color: environment.color(design.subtitleColor), alignment: .leading,
          lineLimit: subtitleLines
        )
        .role("subtitle")
      }
    }
  }
}
