import Foundation

/// Reads token values as DTCG 2025.10 files and `specimen.json` write them: colours (the
/// colour-module object in any of its colour spaces, or a hex string), dimensions
/// (`{"value": 16, "unit": "px"}` or `"16px"`) and font families. Pure.
package enum TokenValues {
  /// Points per `rem`: the default font size DTCG assumes on platforms without one.
  package static let pointsPerRem = 16.0

  /// A colour read from a value: what is drawn, how it was written, and any problem that does
  /// not stop drawing it.
  package struct Color: Sendable {
    /// The sRGB colour drawn.
    package var drawn: RGBAColor
    /// The colour space and components when the value is a 2025.10 colour object.
    package var written: WrittenColor?
    /// Problems that do not stop drawing, e.g. a `hex` that disagrees with the components.
    package var warnings: [ConfigWarning] = []
  }

  /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or `{"colorSpace": …, "components": [a, b, c],
  /// "alpha": a, "hex": "#rrggbb"}` in any DTCG colour space, converted by CSS Color 4 and
  /// gamut-mapped into sRGB when outside it.
  package static func color(_ node: ConfigNode) throws(ConfigError) -> Color {
    let fix =
      "write #RRGGBB or #RRGGBBAA in hex digits, or {\"colorSpace\": \"srgb\", "
      + "\"components\": [r, g, b]} with components from 0 to 1"
    switch node.value.kind {
    case .string(let text):
      guard let color = RGBAColor(hex: text) else {
        throw node.error("\(DiagnosticText.quoted(text)) is not a colour", fix: fix)
      }
      return Color(drawn: color)
    case .object:
      return try colorObject(node)
    default:
      throw node.error("expected a colour, found \(node.found)", fix: fix)
    }
  }

  private static func colorObject(_ node: ConfigNode) throws(ConfigError) -> Color {
    let object = try node.object(keys: ConfigKeys.dtcgColor)
    let spaceNode = try object.required("colorSpace", example: "\"srgb\"")
    let name = try spaceNode.string(example: "\"srgb\"")
    let names = ColorSpace.allCases.map(\.rawValue)
    guard let space = ColorSpace(rawValue: name) else {
      throw spaceNode.error(
        "\(DiagnosticText.quoted(name)) is not a DTCG colour space"
          + Suggestion.didYouMean(name, in: names),
        fix: "write one of \(names.map { "“\($0)”" }.joined(separator: ", "))")
    }
    var alpha = 1.0
    if let alphaNode = object["alpha"] {
      alpha = try alphaNode.number(in: 0...1, "an alpha from 0 to 1")
    }
    var hex: (color: RGBAColor, node: ConfigNode)?
    if let hexNode = object["hex"] {
      let text = try hexNode.string(example: "\"#0a84ff\"")
      guard text.count == 7, let color = RGBAColor(hex: text) else {
        throw hexNode.error(
          "\(DiagnosticText.quoted(text)) is not a 6-digit hex colour",
          fix: "write \"hex\": \"#rrggbb\" (alpha goes in \"alpha\")")
      }
      hex = (color, hexNode)
    }
    let componentsNode = try object.required("components", example: space.example)
    let elements = try componentsNode.array(example: space.example)
    guard elements.count == 3 else {
      throw componentsNode.error(
        "a colour has 3 components, not \(elements.count)",
        fix: "write three numbers, e.g. \(space.example) for \(name)")
    }
    var components: [Double] = []
    for (element, kind) in zip(elements, space.components) {
      if element.value.string == "none" {
        components.append(0)
        continue
      }
      guard let number = element.value.number, number.isFinite else {
        throw element.typeError(expected: "a number or \"none\"", example: "0.5")
      }
      guard kind.contains(number) else {
        throw element.error(
          "the \(name) component \(ConfigNode.format(number)) is outside \(kind.range)",
          fix: "write \(name) components as DTCG 2025.10 bounds them, e.g. \(space.example)"
            + (kind == .unit ? " (255 is 1)" : ""))
      }
      components.append(number)
    }
    let written = WrittenColor(
      space: name, components: components, isOutsideSRGB: space.isVisiblyOutsideSRGB(components))
    let mapped = space.gamutMappedSRGB(components)
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    let converted = RGBAColor(
      red: byte(mapped[0]), green: byte(mapped[1]), blue: byte(mapped[2]), alpha: byte(alpha))
    guard let hex else { return Color(drawn: converted, written: written) }
    // The hex is a fallback; the components are the colour. A hex within one 8-bit step of
    // the gamut-mapped conversion, or of the clipped one (what most tools write for a wide-gamut
    // colour, DTCG's own examples too), is the same colour in the tool's own rounding: drawn.
    let hexChannels = [hex.color.red, hex.color.green, hex.color.blue].map { Double($0) / 255 }
    let clipped = ColorSpace.clip(space.srgb(components))
    func agrees(_ channels: [Double]) -> Bool {
      zip(hexChannels, channels).allSatisfy { abs($0 - $1) <= 1.0 / 255 + 1e-9 }
    }
    if agrees(mapped) || agrees(clipped) {
      return Color(drawn: hex.color.withOpacity(alpha), written: written)
    }
    let shown = converted.hexRGB
    let warning = hex.node.warning(
      .hexMismatch,
      "“hex” \(hex.color.hexRGB) disagrees with the components: \(describe(written)) is "
        + "\(shown) in sRGB\(written.isOutsideSRGB ? " (gamut-mapped)" : ""); Specimen draws "
        + "\(shown), from the components, which DTCG makes the colour (“hex” is only a fallback)",
      fix: "write \"hex\": \"\(shown.lowercased())\", or remove “hex”")
    return Color(drawn: converted, written: written, warnings: [warning])
  }

  /// A written colour as `display-p3 (1 0 0)`.
  package static func describe(_ color: WrittenColor) -> String {
    "\(color.space) (\(color.components.map(ConfigNode.format).joined(separator: " ")))"
  }

  /// A dimension in points: `{"value": 16, "unit": "px"}`, `"16px"` or `"1rem"` (px = pt,
  /// rem = 16 pt); a bare number too when `bareNumber` (number tokens, `specimen.json`).
  /// The number is not range-checked here.
  package static func points(_ node: ConfigNode, bareNumber: Bool) throws(ConfigError) -> Double {
    let fix =
      "write {\"value\": 16, \"unit\": \"px\"} or \"16px\" (px are points; 1 rem is 16 pt)"
      + (bareNumber ? ", or a number of points" : "")
    switch node.value.kind {
    case .number(let value) where bareNumber:
      return value
    case .object:
      let object = try node.object(keys: ConfigKeys.dimension)
      let valueNode = try object.required("value", example: "16")
      guard let value = valueNode.value.number else {
        throw valueNode.typeError(expected: "a number", example: "16")
      }
      let unitNode = try object.required("unit", example: "\"px\"")
      let unit = try unitNode.string(example: "\"px\"")
      guard let scale = unitScale(unit) else {
        throw unitNode.error(
          "\(DiagnosticText.quoted(unit)) is not a dimension unit"
            + Suggestion.didYouMean(unit, in: ["px", "rem"]),
          fix: "write \"px\" (points) or \"rem\" (16 pt)")
      }
      return value * scale
    case .string(let text):
      let unit = String(text.reversed().prefix { $0.isLetter }.reversed())
      let number = text.dropLast(unit.count)
      guard let scale = unitScale(unit), let value = Double(number), !number.isEmpty,
        number.first != "+", !number.hasSuffix(".")
      else {
        throw node.error("\(DiagnosticText.quoted(text)) is not a dimension", fix: fix)
      }
      return value * scale
    default:
      throw node.error("expected a dimension, found \(node.found)", fix: fix)
    }
  }

  private static func unitScale(_ unit: String) -> Double? {
    switch unit {
    case "px": 1
    case "rem": pointsPerRem
    default: nil
    }
  }

  /// A DTCG font family: one name, or names from most to least preferred.
  package static func families(_ node: ConfigNode) throws(ConfigError) -> [ConfigNode] {
    switch node.value.kind {
    case .string: return [node]
    case .array:
      let names = try node.array()
      guard !names.isEmpty else {
        throw node.error("the font family list is empty", fix: "name at least one family")
      }
      for name in names where name.value.string == nil {
        throw name.typeError(expected: "a font family name", example: "\"Manrope\"")
      }
      return names
    default:
      throw node.typeError(expected: "a font family name or a list of them", example: "\"Manrope\"")
    }
  }
}
