import Foundation

/// Reads token values as DTCG 2025.10 files and `specimen.json` write them: colours (hex strings
/// or the colour-module object), dimensions (`{"value": 16, "unit": "px"}` or `"16px"`) and
/// font families. Pure.
package enum TokenValues {
  /// DTCG colour spaces; those Specimen converts itself, and the rest (which need `hex`).
  static let convertedColorSpaces = ["srgb", "srgb-linear", "hsl"]
  static let colorSpaces =
    convertedColorSpaces + [
      "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
      "xyz-d65", "xyz-d50",
    ]

  /// Points per `rem`: the default font size DTCG assumes on platforms without one.
  package static let pointsPerRem = 16.0

  /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or `{"colorSpace": "srgb", "components":
  /// [r, g, b], "alpha": a, "hex": "#rrggbb"}` (other colour spaces use their `hex`).
  package static func color(_ node: ConfigNode) throws(ConfigError) -> RGBAColor {
    let fix =
      "write #RRGGBB or #RRGGBBAA in hex digits, or {\"colorSpace\": \"srgb\", "
      + "\"components\": [r, g, b], \"alpha\": 1} with components from 0 to 1"
    switch node.value.kind {
    case .string(let text):
      guard let color = RGBAColor(hex: text) else {
        throw node.error("\(DiagnosticText.quoted(text)) is not a colour", fix: fix)
      }
      return color
    case .object:
      return try colorObject(node)
    default:
      throw node.error("expected a colour, found \(node.found)", fix: fix)
    }
  }

  private static func colorObject(_ node: ConfigNode) throws(ConfigError) -> RGBAColor {
    let object = try node.object(keys: ConfigKeys.dtcgColor)
    let spaceNode = try object.required("colorSpace", example: "\"srgb\"")
    let space = try spaceNode.string(example: "\"srgb\"")
    guard colorSpaces.contains(space) else {
      throw spaceNode.error(
        "\(DiagnosticText.quoted(space)) is not a DTCG colour space"
          + Suggestion.didYouMean(space, in: colorSpaces),
        fix: "write one of \(colorSpaces.map { "“\($0)”" }.joined(separator: ", "))")
    }
    var alpha = 1.0
    if let alphaNode = object["alpha"] {
      alpha = try alphaNode.number(in: 0...1, "an alpha from 0 to 1")
    }
    var hexColor: RGBAColor?
    if let hexNode = object["hex"] {
      let text = try hexNode.string(example: "\"#0a84ff\"")
      guard text.count == 7, let color = RGBAColor(hex: text) else {
        throw hexNode.error(
          "\(DiagnosticText.quoted(text)) is not a 6-digit hex colour",
          fix: "write \"hex\": \"#rrggbb\" (alpha goes in \"alpha\")")
      }
      hexColor = color
    }
    let componentsNode = try object.required("components", example: "[0, 0.48, 1]")
    let elements = try componentsNode.array(example: "[0, 0.48, 1]")
    guard elements.count == 3 else {
      throw componentsNode.error(
        "a colour has 3 components, not \(elements.count)",
        fix: "write three numbers, e.g. [0, 0.48, 1] for sRGB")
    }
    var components: [Double] = []
    for element in elements {
      if element.value.string == "none" {
        components.append(0)
        continue
      }
      guard let number = element.value.number, number.isFinite else {
        throw element.typeError(expected: "a number or \"none\"", example: "0.5")
      }
      components.append(number)
    }
    let rgb: [Double]
    switch space {
    case "srgb", "srgb-linear":
      for (index, value) in components.enumerated() where !(0...1).contains(value) {
        throw elements[index].error(
          "the \(space) component \(ConfigNode.format(value)) is outside 0 to 1",
          fix: "write components from 0 to 1 (255 is 1)")
      }
      rgb = space == "srgb" ? components : components.map(SRGB.encoded)
    case "hsl":
      guard (0..<360).contains(components[0]), (0...100).contains(components[1]),
        (0...100).contains(components[2])
      else {
        throw componentsNode.error(
          "hsl components are hue 0 to 360, saturation and lightness 0 to 100",
          fix: "write e.g. [210, 100, 50]")
      }
      rgb = hslToRGB(components[0], components[1] / 100, components[2] / 100)
    default:
      guard let hexColor else {
        throw spaceNode.error(
          "Specimen does not convert the colour space \(DiagnosticText.quoted(space)) and the "
            + "colour has no “hex” fallback",
          fix: "add \"hex\": \"#rrggbb\" (Figma and Style Dictionary write it), or export the "
            + "colour in srgb")
      }
      return hexColor.withOpacity(alpha)
    }
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    return RGBAColor(
      red: byte(rgb[0]), green: byte(rgb[1]), blue: byte(rgb[2]), alpha: byte(alpha))
  }

  private static func hslToRGB(_ hue: Double, _ saturation: Double, _ lightness: Double)
    -> [Double]
  {
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [channel(0), channel(8), channel(4)]
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
