import Specimen

extension Modal {
  /// The Builder chain that makes this modal, for the catalog's usage box.
  public var usage: String {
    let defaults = Design()
    var calls: [String] = []
    if !viewModel.title.isEmpty {
      calls.append("setTitle(\(SwiftSource.literal(viewModel.title)))")
    }
    if let image = viewModel.image {
      let size =
        "width: \(SwiftSource.number(image.width)), height: \(SwiftSource.number(image.height))"
      switch image.source {
      case .bundled(let name):
        calls.append("setImage(named: \(SwiftSource.literal(name)), \(size))")
      case .url(let url): calls.append("setImageURL(\(SwiftSource.literal(url)), \(size))")
      }
    }
    if !viewModel.message.isEmpty {
      calls.append("setMessage(\(SwiftSource.literal(viewModel.message)))")
    }
    if !viewModel.negativeLabel.isEmpty {
      calls.append("setNegativeButton(\(SwiftSource.literal(viewModel.negativeLabel))) { _ in }")
    }
    calls.append("setPositiveButton(\(SwiftSource.literal(viewModel.positiveLabel))) { _ in }")
    let colors: [(String, ColorToken, ColorToken)] = [
      ("setTitleColor", design.titleColor, defaults.titleColor),
      ("setMessageColor", design.messageColor, defaults.messageColor),
      ("setNegativeButtonColor", design.negativeColor, defaults.negativeColor),
      ("setPositiveButtonColor", design.positiveColor, defaults.positiveColor),
      ("setModalBackgroundColor", design.backgroundColor, defaults.backgroundColor),
      ("setLineColor", design.lineColor, defaults.lineColor),
    ]
    for (method, value, standard) in colors where value != standard {
      calls.append("\(method)(\(SwiftSource.token(value)))")
    }
    return SwiftSource.builderChain("let modal = Modal.Builder()", calls)
  }
}
