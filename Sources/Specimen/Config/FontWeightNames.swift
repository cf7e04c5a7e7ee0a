/// Font weights as config and design-token files write them: a number from 1 to 1000, or one of
/// the DTCG names (`regular`, `semi-bold`, `bold`…), mapped to this build's ``FontWeight``s.
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

  /// The ``FontWeight`` drawn for weight `number`, if this build has one: a case whose raw
  /// value is one of the number's DTCG names, written with or without hyphens or in camel case.
  package static func fontWeight(_ number: Int) -> FontWeight? {
    guard let entry = names.first(where: { $0.number == number }) else { return nil }
    for name in entry.names {
      let parts = name.split(separator: "-").map(String.init)
      let camel = parts.enumerated().map { $0.offset == 0 ? $0.element : $0.element.capitalized }
      for candidate in [name, parts.joined(), camel.joined()] {
        if let weight = FontWeight(rawValue: candidate) { return weight }
      }
    }
    return nil
  }

  /// Every weight this build draws, as `400 (regular)`, for messages.
  package static var supportedList: String {
    names.compactMap { entry in
      fontWeight(entry.number).map { "\(entry.number) (\($0.rawValue))" }
    }.joined(separator: ", ")
  }

  /// Reads a weight: a number or a DTCG name; throws when it is neither or has no
  /// ``FontWeight`` in this build.
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
        "this build of Specimen has no face weight \(number)",
        fix: "use one of \(supportedList)")
    }
    return weight
  }
}
