import SpecimenCore

extension RetryView {
  /// Title and retry label centred on the whole screen (the seed pins the view's centre to its
  /// superview's, ignoring the safe area), on the screen background, no dim layer. As in the
  /// seed, neither label has a width limit: each runs on one line per paragraph of its text,
  /// however wide, unless ``Design/wrapsTitle`` asks for the readable width (not in the seed).
  public func body(in environment: Environment) -> ViewNode {
    ScreenContext.screen(in: environment, background: Palette.background) {
      pair(in: environment)
        .frame(width: Length(environment.width), height: Length(environment.height))
    }
  }

  /// The title over the red retry label, tagged `retry`, without the screen around it; the
  /// labels at their own size (overflowing whatever holds them, centred), or the title wrapped
  /// within ``textWidth(in:)`` when ``Design/wrapsTitle`` is set.
  func pair(in environment: Environment) -> ViewNode {
    ViewNode.vStack(spacing: environment.spacing(design.spacing)) {
      if !viewModel.title.isEmpty {
        label(
          ViewNode.text(
            viewModel.title, style: environment.style(design.titleStyle),
            color: environment.color(design.titleColor)
          ),
          wraps: design.wrapsTitle, in: environment
        )
        .role("title")
      }
      label(
        ViewNode.text(
          viewModel.retryTitle, style: environment.style(design.retryStyle),
          color: environment.color(design.retryColor)
        ),
        wraps: false, in: environment
      )
      .tappable(viewModel.retryTitle, trait: .tapGesture, action: "Retry")
      .role("retryLabel")
    }
    .role("retry")
  }

  /// A label as the seed's `UILabel` with `numberOfLines = 0` and only `top` and `centerX`
  /// constraints: its ideal size whatever the space; or wrapped within the readable width.
  private func label(_ text: ViewNode, wraps: Bool, in environment: Environment) -> ViewNode {
    wraps ? text.frame(maxWidth: textWidth(in: environment)) : text.fixedSize()
  }

  /// The widest a wrapped title may run (``Design/wrapsTitle``): the safe area less `inset` on
  /// each side (leading and trailing constraints to the safe-area layout guide), and at most
  /// ``Design/regularMaxWidth`` at regular width; the size class decides, never the device.
  func textWidth(in environment: Environment) -> Double {
    let inset = environment.safeAreaFrame.width - 2 * environment.spacing(design.inset).points
    switch environment.horizontalSizeClass {
    case .compact: return inset
    case .regular: return min(inset, design.regularMaxWidth)
    }
  }
}
