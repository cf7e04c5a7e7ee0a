/// A design system of `count` DTCG 2025.10 tokens, as large token sets are exported: a palette
/// of colours (sRGB colour objects) and dimensions in groups of 100, in files of at most
/// 50,000 tokens, and a small semantic layer Specimen maps (colours, spacings, radii) whose
/// tokens alias the palette. Deterministic: the same count gives the same bytes.
struct SyntheticTokens {
  /// Tokens in all.
  var count: Int
  /// The semantic tokens the config maps: 1 % of the count, at most 2,000.
  var mapped: Int { min(max(count / 100, 10), 2_000) }
  /// Palette tokens per file.
  static let tokensPerFile = 50_000
  /// The semantic layer's file.
  static let semanticFile = "semantic.tokens.json"

  /// A token file: its name and text.
  struct File {
    var name: String
    var text: String
  }

  /// The palette files, then the semantic file.
  func files() -> [File] {
    let palette = count - mapped
    var files: [File] = []
    var start = 0
    while start < palette {
      let end = min(start + Self.tokensPerFile, palette)
      var text = "{\n  \"palette\": {\n"
      var group = -1
      for index in start..<end {
        if index / 100 != group {
          if group >= 0 && index != start { text += "\n    },\n" }
          group = index / 100
          text +=
            "    \"g\(group)\": {\n      \"$type\": \"\(Self.isColor(group) ? "color" : "dimension")\",\n"
        } else {
          text += ",\n"
        }
        text += "      \"t\(index)\": {\"$value\": \(value(of: index))}"
      }
      text += "\n    }\n  }\n}\n"
      files.append(File(name: "palette-\(files.count + 1).tokens.json", text: text))
      start = end
    }
    files.append(File(name: Self.semanticFile, text: semantic(palette: palette, aliases: true)))
    return files
  }

  /// The semantic layer alone, each token holding the value it aliases in ``files()``: the
  /// baseline run, with the mapped tokens and none of the palette.
  func semanticFileAlone() -> File {
    File(name: Self.semanticFile, text: semantic(palette: count - mapped, aliases: false))
  }

  /// `specimen.json` reading `files` for both appearances.
  func config(files: [String]) -> String {
    let list = files.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      {
        "title": "\(count) tokens",
        "tokens": {
          "light": [\(list)], "dark": [\(list)],
          "groups": {"colors": "semantic.color", "spacing": "semantic.spacing", "radii": "semantic.radius"}
        }
      }

      """
  }

  /// Three groups in four are colours, the rest dimensions.
  private static func isColor(_ group: Int) -> Bool { group % 4 != 3 }

  /// The palette token `index`'s value (from its own seed, so the semantic layer can repeat it).
  private func value(of index: Int) -> String {
    var random = SeededGenerator(seed: UInt64(index) &* 0x9E37_79B9 &+ 0x70_6B)
    if Self.isColor(index / 100) {
      let components = (0..<3).map { _ in String(Double(random.int(0...1000)) / 1000) }
      return "{\"colorSpace\": \"srgb\", \"components\": [\(components.joined(separator: ", "))]}"
    }
    return "{\"value\": \(random.int(0...256)), \"unit\": \"px\"}"
  }

  /// The semantic layer: colours, spacings and radii, each an alias of a palette token of its
  /// type (palette tokens spread over every file), or that token's value.
  private func semantic(palette: Int, aliases: Bool) -> String {
    let groups = max(palette / 100, 1)
    func paletteToken(_ index: Int, color: Bool) -> String {
      var group = (index * 7919) % groups
      while Self.isColor(group) != color || group * 100 >= palette { group = (group + 1) % groups }
      let token = min(group * 100 + index % 100, palette - 1)
      return aliases ? "\"{palette.g\(group).t\(token)}\"" : value(of: token)
    }
    var kinds: [(name: String, tokens: [String])] = [
      ("color", []), ("spacing", []), ("radius", []),
    ]
    for index in 0..<mapped {
      let kind = index % 5 < 3 ? 0 : (index % 5 == 3 ? 1 : 2)
      kinds[kind].tokens.append(
        "\"s\(index)\": {\"$value\": \(paletteToken(index, color: kind == 0))}")
    }
    let body = kinds.map { kind in
      "    \"\(kind.name)\": {\n      \"$type\": \"\(kind.name == "color" ? "color" : "dimension")\",\n      "
        + kind.tokens.joined(separator: ",\n      ") + "\n    }"
    }
    return "{\n  \"semantic\": {\n" + body.joined(separator: ",\n") + "\n  }\n}\n"
  }
}
