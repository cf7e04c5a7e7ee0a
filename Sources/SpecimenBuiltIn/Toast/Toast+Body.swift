import SpecimenCore

extension Toast {
  /// The toast where Toast-Swift puts it (``ToastSwift``): over the current screen, no dim, as
  /// wide as the screen (the seed's frame) and 10 pt above the bottom safe-area inset.
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.overlay(in: environment) {
      bar(in: environment)
        .padding(bottom: Length(ToastSwift.bottomOffset(in: environment)))
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
  }

  /// The toast's width: the root view controller's view, the whole screen (or the app's window
  /// in Split View) at every size class, as the seed's `build()` sets it.
  func width(in environment: Environment) -> Double { environment.width }

  private func bar(in environment: Environment) -> ViewNode {
    let message = ViewNode.text(
      viewModel.message, style: environment.style(design.messageStyle),
      color: environment.color(design.messageColor)
    )
    .role("message")
    let content: ViewNode
    if design.wrapsMessage {
      // The proposed fix: the label pinned inside the toast's safe area (its sides clear of an
      // iPhone's landscape insets), the toast as tall as it.
      let inset = environment.spacing(design.inset)
      content = message.padding(
        top: inset, leading: Length(inset.points + environment.safeArea.leading.points),
        bottom: inset, trailing: Length(inset.points + environment.safeArea.trailing.points)
      )
      .frame(minHeight: design.height)
      .frame(width: Length(width(in: environment)))
    } else {
      // The seed: `center.equalToSuperview()` and nothing else, so the label keeps its one-line
      // size and may overflow the fixed frame on any side.
      content = message.fixedSize().frame(
        width: Length(width(in: environment)), height: Length(design.height))
    }
    return content.background(.rectangle(fill: environment.color(design.backgroundColor)))
      .tappable(viewModel.message, trait: .tapGesture, action: "Dismiss")
      .role("toast")
  }
}
