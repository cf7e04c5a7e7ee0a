import Specimen

extension Toast {
  /// The toast at the bottom of the screen: full width and flush with the bottom at compact
  /// width; centred, at most 400 pt wide, rounded and 38 pt up at regular width.
  public func body(in environment: Environment) -> ViewNode {
    let regular = environment.horizontalSizeClass == .regular
    return ScreenContext.screen(in: environment, background: Palette.background) {
      bar(in: environment, regular: regular)
        .padding(bottom: regular ? environment.spacing(design.regularBottomInset) : 0)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
  }

  /// The toast's width: the size class decides, never the device.
  func width(in environment: Environment) -> Double {
    switch environment.horizontalSizeClass {
    case .compact: return environment.width
    case .regular:
      return min(environment.width - 2 * environment.spacing(design.inset), design.regularMaxWidth)
    }
  }

  private func bar(in environment: Environment, regular: Bool) -> ViewNode {
    ViewNode.text(
      viewModel.message, style: environment.style(design.messageStyle),
      color: environment.color(design.messageColor)
    )
    .role("message")
    .padding(environment.spacing(design.inset))
    .frame(minHeight: design.height)
    .frame(width: width(in: environment))
    .background(
      .rectangle(
        fill: environment.color(design.backgroundColor),
        cornerRadius: regular ? environment.radius(design.regularCornerRadius) : 0)
    )
    .role("toast")
  }
}
