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

  /// One file's uses of the old forms: the first use of each and how many tokens use it,
  /// noted token by token as the file is read (``DesignTokenFile`` walks a file once).
  struct Uses: Sendable {
    private var uses: [Form: (first: ConfigNode, count: Int)] = [:]

    /// Notes the old forms `token` is written in.
    mutating func note(_ token: DesignToken) {
      switch token.type {
      case "color", "dimension", "typography": break
      default: return
      }
      let value = token.value
      switch token.type {
      case "color" where LegacyTokenForms.isLiteralString(value):
        note(.colorString, value)
      case "dimension" where LegacyTokenForms.isLiteralString(value):
        note(.dimensionString, value)
      case "typography":
        guard value.value.members != nil else { return }
        if value.value["letterSpacing"] == nil { note(.typographyWithoutLetterSpacing, value) }
        for key in ["fontSize", "letterSpacing"] {
          if let member = value.member(key), LegacyTokenForms.isLiteralString(member) {
            note(.dimensionString, member)
          }
        }
      default: return
      }
    }

    private mutating func note(_ form: Form, _ node: ConfigNode) {
      uses[form] = (uses[form]?.first ?? node, (uses[form]?.count ?? 0) + 1)
    }

    /// The warnings, in the order of their first use in the file.
    var warnings: [ConfigWarning] {
      uses.sorted(by: { $0.value.first.value.offset < $1.value.first.value.offset }).map {
        form, use in
        let others = use.count == 1 ? "" : " (\(use.count) tokens; the first is here)"
        return use.first.warning(
          .olderForm,
          "the file uses the pre-2025.10 form for \(form.problem)\(others); Specimen still "
            + "reads it, DTCG 2025.10 tools may not", fix: form.fix)
      }
    }
  }

  /// The warnings for the files of `sets`, each file once, in order: from the uses noted when
  /// the file was read, or, when that reading stopped early (too many errors), from reading it
  /// again.
  static func warnings(in sets: [DesignTokenSet]) -> [ConfigWarning] {
    var seen = Set<String>()
    var warnings: [ConfigWarning] = []
    for set in sets {
      for (file, noted) in zip(set.files, set.legacyForms) where seen.insert(file.file).inserted {
        if let noted {
          warnings += noted.warnings
          continue
        }
        // The files were read into token sets already, their problems recorded then.
        var ignored = ConfigProblems()
        warnings += DesignTokenFile.contents(of: file, problems: &ignored).legacyForms.warnings
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
