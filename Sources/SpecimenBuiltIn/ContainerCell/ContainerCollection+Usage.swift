import Specimen

extension ContainerCollection {
  /// Each item's Builder chain bound to `item1`, `item2`, …, then the collection's chain.
  public var usage: String {
    let defaults = Design()
    var lines: [String] = []
    var names: [String] = []
    for (index, item) in viewModel.items.enumerated() {
      let name = "item\(index + 1)"
      names.append(name)
      lines.append(Self.binding(item.usage, to: name))
    }
    var calls = ["setTitle(\(SwiftSource.literal(viewModel.title)))"]
    calls.append("setItems([\(names.joined(separator: ", "))])")
    if design.insets != defaults.insets {
      let insets = design.insets
      let sides = [
        ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
        ("trailing", insets.trailing),
      ]
      let list = sides.map { "\($0.0): \(SwiftSource.number($0.1))" }.joined(separator: ", ")
      calls.append("setInsets(EdgeInsets(\(list)))")
    }
    if design.spacing != defaults.spacing {
      calls.append("setSpacing(\(SwiftSource.number(design.spacing)))")
    }
    if design.cell.backgroundColor != defaults.cell.backgroundColor {
      calls.append("setCellBackgroundColor(\(SwiftSource.token(design.cell.backgroundColor)))")
    }
    calls.append("setSelectAction { index in }")
    lines.append(SwiftSource.builderChain("let collection = ContainerCollection.Builder()", calls))
    return lines.joined(separator: "\n")
  }

  /// `code` (a `let name = …` declaration or a bare expression) rebound to `name`.
  static func binding(_ code: String, to name: String) -> String {
    if code.hasPrefix("let "), let equals = code.range(of: " = ") {
      return "let \(name) = " + code[equals.upperBound...]
    }
    return "let \(name) = " + code
  }
}
