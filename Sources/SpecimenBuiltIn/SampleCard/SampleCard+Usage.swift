import Specimen

extension SampleCard {
  /// The Builder chain that makes this card, for usage boxes.
  public var usage: String {
    let defaults = Design()
    var calls: [String] = []
    if !viewModel.imageName.isEmpty {
      calls.append("setImage(named: \(SwiftSource.literal(viewModel.imageName)))")
    }
    calls.append("setTitle(\(SwiftSource.literal(viewModel.title)))")
    if !viewModel.subtitle.isEmpty {
      calls.append("setSubtitle(\(SwiftSource.literal(viewModel.subtitle)))")
    }
    if design.titleColor != defaults.titleColor {
      calls.append("setTitleColor(\(SwiftSource.token(design.titleColor)))")
    }
    if design.subtitleColor != defaults.subtitleColor {
      calls.append("setSubtitleColor(\(SwiftSource.token(design.subtitleColor)))")
    }
    calls.append("setTapAction { _ in }")
    return SwiftSource.builderChain("let card = SampleCard.Builder()", calls)
  }
}
