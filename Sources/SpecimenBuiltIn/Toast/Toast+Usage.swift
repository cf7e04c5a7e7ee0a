import Specimen

extension Toast {
  /// The Builder chain that makes this toast, for the catalog's usage box.
  public var usage: String {
    let defaults = Design()
    var calls = ["setMessage(\(SwiftSource.literal(viewModel.message)))"]
    if design.height != defaults.height {
      calls.append("setHeight(\(SwiftSource.number(design.height)))")
    }
    let colors: [(String, ColorToken, ColorToken)] = [
      ("setBackgroundColor", design.backgroundColor, defaults.backgroundColor),
      ("setMessageColor", design.messageColor, defaults.messageColor),
    ]
    for (method, value, standard) in colors where value != standard {
      calls.append("\(method)(\(SwiftSource.token(value)))")
    }
    calls.append("setAction { _ in }")
    return SwiftSource.builderChain("let toast = Toast.Builder()", calls)
  }
}
