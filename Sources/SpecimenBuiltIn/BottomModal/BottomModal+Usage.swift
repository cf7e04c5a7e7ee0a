import Specimen

extension BottomModal {
  /// The Builder chain that makes this bottom modal, for the catalog's usage box.
  public var usage: String {
    let defaults = Design()
    var calls: [String] = viewModel.rows.map { row in
      let color =
        row.titleColor == Palette.label ? "" : ", titleColor: \(SwiftSource.token(row.titleColor))"
      return "addAction(\(SwiftSource.literal(row.title))\(color)) { _ in }"
    }
    if viewModel.cancelTitle != ViewModel().cancelTitle {
      calls.append("setCancelTitle(\(SwiftSource.literal(viewModel.cancelTitle)))")
    }
    let colors: [(String, ColorToken, ColorToken)] = [
      ("setActionBackgroundColor", design.actionBackgroundColor, defaults.actionBackgroundColor),
      ("setCancelBackgroundColor", design.cancelBackgroundColor, defaults.cancelBackgroundColor),
      ("setCancelTitleColor", design.cancelTitleColor, defaults.cancelTitleColor),
    ]
    for (method, value, standard) in colors where value != standard {
      calls.append("\(method)(\(SwiftSource.token(value)))")
    }
    return SwiftSource.builderChain("let bottomModal = BottomModal.Builder()", calls)
  }
}
