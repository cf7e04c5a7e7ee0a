import Specimen
import SpecimenBuiltIn

extension Banner {
  /// The navigation bar (reaching up under the status bar), then the banner card under it, kept
  /// clear of the side safe-area insets (an iPhone in landscape): the safe width less the inset
  /// on each side at compact width, at most 560 pt and centred at regular width.
  public func body(in environment: Environment) -> ViewNode {
    let inset = environment.spacing(design.inset)
    return ScreenContext.screen(in: environment, background: Palette.background) {
      ViewNode.vStack(spacing: 0) {
        NavigationBar.bar(
          viewModel.screenTitle, in: environment, style: .builtIn(in: environment))
        card(in: environment)
          .frame(maxWidth: cardWidth(in: environment))
          .padding(inset)
          .padding(
            leading: environment.safeArea.leading, trailing: environment.safeArea.trailing)
      }
      .frame(
        width: Length(environment.width), height: Length(environment.height), alignment: .top)
    }
  }

  /// The card's widest: the size class decides, never the device.
  func cardWidth(in environment: Environment) -> Double {
    environment.isCompactWidth ? .infinity : design.regularMaxWidth
  }

  private func card(in environment: Environment) -> ViewNode {
    let inset = environment.spacing(design.inset)
    return ViewNode.vStack(spacing: 4, alignment: .leading) {
      ViewNode.text(
        viewModel.title, style: environment.style(design.titleStyle),
        color: environment.color(design.titleColor), alignment: .leading, lineLimit: 1
      )
      .role("title")
      if !viewModel.message.isEmpty {
        ViewNode.text(
          viewModel.message, style: environment.style(design.messageStyle),
          color: environment.color(design.messageColor), alignment: .leading
        )
        .role("message")
      }
      if !viewModel.actionTitle.isEmpty {
        ViewNode.text(
          viewModel.actionTitle, style: environment.style(design.actionStyle),
          color: environment.color(design.actionColor), alignment: .leading, lineLimit: 1
        )
        .role("action")
        .padding(top: 4)
      }
    }
    .frame(maxWidth: .infinity, alignment: .topLeading)
    .padding(inset)
    .background(
      .rectangle(
        fill: environment.color(design.background(viewModel.tone)),
        cornerRadius: environment.radius(design.cornerRadius))
    )
    .role("banner")
  }
}
