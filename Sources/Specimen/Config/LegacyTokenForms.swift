/// The pre-2025.10 forms a DTCG file may still use, which Specimen reads but the final format
/// does not allow: colours as hex strings, dimensions as strings (`"1px"`), typography without
/// `letterSpacing`. One warning per file and form, at its first use. Pure.
enum LegacyTokenForms {
  /// One old form: what it is, and how 2025.10 writes it.
  private enum Form {
    case colorString, dimensionString, typographyWithoutLetterSpacing

    var problem: String {
      switch self {
      case .colorString: "colours as hex strings"
      case .dimensionString: "dimensions as strings"
      case .typographyWithoutLetterSpacing: "typography without “letterSpacing”"
      }
    }

    var fix: String {
      switch self {
      case .colorString:
        "write {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#rrggbb\"} "
          + "(components from 0 to 1)"
      case .dimensionString: "write {\"value\": 16, \"unit\": \"px\"}"
      case .typographyWithoutLetterSpacing:
        "add \"letterSpacing\": {\"value\": 0, \"unit\": \"px\"} (2025.10 requires it)"
      }
    }
  }

  /// The warnings for `files`, each file once, in order.
  static func warnings(in files: [ConfigSource]) -> [ConfigWarning] {
    var seen = Set<String>()
    var warnings: [ConfigWarning] = []
    for file in files where seen.insert(file.file).inserted {
      // The files were read into token sets already, their problems recorded then.
      var ignored = ConfigProblems()
      let tokens = DesignTokenFile.contents(of: file, problems: &ignored).tokens
      var uses: [Form: (first: ConfigNode, count: Int)] = [:]
      func note(_ form: Form, _ node: ConfigNode) {
        uses[form] = (uses[form]?.first ?? node, (uses[form]?.count ?? 0) + 1)
      }
      for token in tokens {
        let value = token.value
        switch token.type {
        case "color" where isLiteralString(value):
          note(.colorString, value)
        case "dimension" where isLiteralString(value):
          note(.dimensionString, value)
        case "typography":
          guard value.value.members != nil else { continue }
          if value.value["letterSpacing"] == nil { note(.typographyWithoutLetterSpacing, value) }
          for key in ["fontSize", "letterSpacing"] {
            if let member = value.member(key), isLiteralString(member) {
              note(.dimensionString, member)
            }
          }
        default: continue
        }
      }
      // In the order of their first use in the file.
      for (form, use) in uses.sorted(by: {
        $0.value.first.value.offset < $1.value.first.value.offset
      }) {
        let others = use.count == 1 ? "" : " (\(use.count) tokens; the first is here)"
        warnings.append(
          use.first.warning(
            .olderForm,
            "the file uses the pre-2025.10 form for \(form.problem)\(others); Specimen still "
              + "reads it, DTCG 2025.10 tools may not", fix: form.fix))
      }
    }
    return warnings
  }

  /// A string that is a value, not an alias.
  private static func isLiteralString(_ node: ConfigNode) -> Bool {
    guard let text = node.value.string else { return false }
    return DesignTokenSet.reference(in: text) == nil
  }
}
