/// Font weights as config and design-token files write them: a number from 1 to 1000, or one of
/// the DTCG names (`regular`, `semi-bold`, `bold`…), mapped to a ``FontWeight`` by its CSS value
/// (so DTCG's `thin`, 100, is UIKit's `ultraLight`).
package enum FontWeightNames {
  /// The DTCG 2025.10 weight names and their numbers.
  package static let names: [(number: Int, names: [String])] = [
    (100, ["thin", "hairline"]), (200, ["extra-light", "ultra-light"]), (300, ["light"]),
    (400, ["normal", "regular", "book"]), (500, ["medium"]), (600, ["semi-bold", "demi-bold"]),
    (700, ["bold"]), (800, ["extra-bold", "ultra-bold"]), (900, ["black", "heavy"]),
    (950, ["extra-black", "ultra-black"]),
  ]

  /// The number a DTCG weight name stands for (names are case-sensitive, as the spec says).
  package static func number(named name: String) -> Int? {
    names.first { $0.names.contains(name) }?.number
  }

  /// The ``FontWeight`` drawn for weight `number` (100, 200 … 900), if there is one.
  package static func fontWeight(_ number: Int) -> FontWeight? {
    FontWeight(value: number)
  }

  /// Every weight Specimen draws, as `400 (regular)`, for messages.
  package static var supportedList: String {
    FontWeight.allCases.map { "\($0.value) (\($0.rawValue))" }.joined(separator: ", ")
  }

  /// Reads a weight: a number or a DTCG name; throws when it is neither or has no
  /// ``FontWeight``.
  package static func weight(_ node: ConfigNode) throws(ConfigError) -> FontWeight {
    let number: Int
    switch node.value.kind {
    case .number(let value):
      guard value.isFinite, value == value.rounded(), (1...1000).contains(value) else {
        throw node.error(
          "the font weight \(ConfigNode.format(value)) is not a whole number from 1 to 1000",
          fix: "write a weight such as 400 or 600")
      }
      number = Int(value)
    case .string(let name):
      guard let value = self.number(named: name) else {
        let all = names.flatMap(\.names)
        throw node.error(
          "\(DiagnosticText.quoted(name)) is not a font weight name"
            + Suggestion.didYouMean(name, in: all),
          fix:
            "write a number such as 400, or one of \(all.map { "“\($0)”" }.joined(separator: ", "))"
        )
      }
      number = value
    default:
      throw node.typeError(expected: "a font weight (a number or a name)", example: "600")
    }
    guard let weight = fontWeight(number) else {
      throw node.error(
        "Specimen draws no weight \(number): weights are the nine of UIKit, 100 to 900",
        fix: "use one of \(supportedList)")
    }
    return weight
  }
}
