/// A unified line diff of two texts, for readable snapshot failures.
///
/// Hunks of unchanged (` `), removed (`-`) and added (`+`) lines. Where a run of lines is
/// replaced by as many lines, each new line follows the line it replaces, and under a pair that
/// differs in an attribute (`name="value"`, or `"name": "value"` in JSON) a `?` line names the
/// first one: `? fill="#FFFFFF" → fill="#2C2C2E"`. A line longer than `maxLineLength` is cut to
/// a window around its first change.
package enum LineDiff {
  /// Hunks of `-`/`+` lines with `context` unchanged lines around each change, at most `maxHunks`.
  package static func unified(
    expected: String, actual: String, context: Int = 3, maxHunks: Int = 5, maxLineLength: Int = 400
  ) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = paired(script(old, new))
    let changed = edits.indices.filter { edits[$0].kind != " " }
    guard !changed.isEmpty else { return "" }
    var hunks: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...range.upperBound
      } else {
        hunks.append(range)
      }
    }
    var output: [String] = []
    for hunk in hunks.prefix(maxHunks) {
      let first = edits[hunk.lowerBound]
      output.append("@@ -\(first.oldLine + 1) +\(first.newLine + 1) @@")
      for index in hunk {
        let edit = edits[index]
        // A replaced line and its replacement are cut around their first difference.
        let partner: String? =
          switch edit.kind {
          case "-" where index + 1 < edits.count && edits[index + 1].replaces:
            edits[index + 1].text
          case "+" where edit.replaces: edits[index - 1].text
          default: nil
          }
        output.append("\(edit.kind)\(clipped(edit.text, against: partner, to: maxLineLength))")
        if edit.kind == "+", edit.replaces,
          let note = attributeChange(from: edits[index - 1].text, to: edit.text)
        {
          output.append("? " + note)
        }
      }
    }
    if hunks.count > maxHunks {
      output.append("… and \(hunks.count - maxHunks) more changed places")
    }
    return output.joined(separator: "\n")
  }

  /// The first attribute whose value differs between two versions of a line, as
  /// `fill="#FFFFFF" → fill="#2C2C2E"` (and how many more differ), or nil when their attributes
  /// are the same.
  package static func attributeChange(from old: String, to new: String) -> String? {
    let before = attributes(in: old)
    let after = attributes(in: new)
    var changes: [String] = []
    for attribute in before {
      let replacement = after.first { $0.name == attribute.name }
      if replacement?.text != attribute.text {
        changes.append("\(attribute.text) → \(replacement?.text ?? "(none)")")
      }
    }
    for attribute in after where !before.contains(where: { $0.name == attribute.name }) {
      changes.append("(none) → \(attribute.text)")
    }
    guard let first = changes.first else { return nil }
    let more = changes.count - 1
    return more == 0 ? first : first + " (and \(more) more attribute\(more == 1 ? "" : "s"))"
  }

  /// The attributes of a line, in order, the first of each name: `name="value"` (markup) and
  /// `"name": "value"` (JSON), each with its text as the line writes it.
  static func attributes(in line: String) -> [(name: String, text: String)] {
    var result: [(name: String, text: String)] = []
    let scalars = Array(line.unicodeScalars)
    func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "-_:.".unicodeScalars.contains(scalar)
    }
    func text(_ range: ClosedRange<Int>) -> String {
      String(String.UnicodeScalarView(scalars[range]))
    }
    var index = 0
    while index < scalars.count {
      // A value's opening quote comes after `=` or `:` (spaces allowed around them).
      guard scalars[index] == "\"" else {
        index += 1
        continue
      }
      var separator = index - 1
      while separator >= 0, scalars[separator] == " " { separator -= 1 }
      guard separator >= 0, scalars[separator] == "=" || scalars[separator] == ":" else {
        index += 1
        continue
      }
      // The name before it, quoted in JSON.
      var nameEnd = separator - 1
      while nameEnd >= 0, scalars[nameEnd] == " " { nameEnd -= 1 }
      let quoted = nameEnd >= 0 && scalars[nameEnd] == "\"" && scalars[separator] == ":"
      if quoted { nameEnd -= 1 }
      var nameStart = nameEnd
      while nameStart >= 0, isNameScalar(scalars[nameStart]) { nameStart -= 1 }
      // The value, up to its closing quote (JSON escapes a quote with `\`).
      var valueEnd = index + 1
      while valueEnd < scalars.count, scalars[valueEnd] != "\"" {
        valueEnd += scalars[valueEnd] == "\\" ? 2 : 1
      }
      guard nameStart < nameEnd, valueEnd < scalars.count else {
        index = valueEnd + 1
        continue
      }
      let name = text((nameStart + 1)...nameEnd)
      if !result.contains(where: { $0.name == name }) {
        result.append((name, text((quoted ? nameStart : nameStart + 1)...valueEnd)))
      }
      index = valueEnd + 1
    }
    return result
  }

  /// `text` as shown in the diff: whole when short, else a window of `length` characters
  /// starting a little before its first difference from `partner` (from its start without one).
  static func clipped(_ text: String, against partner: String?, to length: Int) -> String {
    let characters = Array(text)
    guard characters.count > length else { return text }
    var start = 0
    if let partner {
      let other = Array(partner)
      var first = 0
      while first < min(characters.count, other.count), characters[first] == other[first] {
        first += 1
      }
      start = max(0, min(first - length / 4, characters.count - length))
    }
    let end = min(characters.count, start + length)
    return (start > 0 ? "…" : "") + String(characters[start..<end])
      + (end < characters.count ? "…" : "")
      + " (\(characters.count) characters\(start > 0 ? ", from \(start + 1)" : ""))"
  }

  private struct Edit {
    var kind: Character
    var text: String
    var oldLine: Int
    var newLine: Int
    /// An added line that replaces the removed line just before it.
    var replaces = false
  }

  /// The shortest edit script by longest common subsequence: removed lines before added ones.
  private static func script(_ old: [String], _ new: [String]) -> [Edit] {
    let n = old.count
    let m = new.count
    var lengths = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        edits.append(Edit(kind: " ", text: old[i], oldLine: i, newLine: j))
        i += 1
        j += 1
      } else if i < n, j == m || lengths[i + 1][j] >= lengths[i][j + 1] {
        edits.append(Edit(kind: "-", text: old[i], oldLine: i, newLine: j))
        i += 1
      } else {
        edits.append(Edit(kind: "+", text: new[j], oldLine: i, newLine: j))
        j += 1
      }
    }
    return edits
  }

  /// `edits` with each run of removed lines followed by as many added lines interleaved: each
  /// added line right after the line it replaces.
  private static func paired(_ edits: [Edit]) -> [Edit] {
    var result: [Edit] = []
    var index = 0
    while index < edits.count {
      guard edits[index].kind == "-" else {
        result.append(edits[index])
        index += 1
        continue
      }
      var removedEnd = index
      while removedEnd < edits.count, edits[removedEnd].kind == "-" { removedEnd += 1 }
      var addedEnd = removedEnd
      while addedEnd < edits.count, edits[addedEnd].kind == "+" { addedEnd += 1 }
      let removed = edits[index..<removedEnd]
      let added = edits[removedEnd..<addedEnd]
      if removed.count == added.count {
        for (old, new) in zip(removed, added) {
          result.append(old)
          var replacement = new
          replacement.replaces = true
          result.append(replacement)
        }
      } else {
        result.append(contentsOf: removed)
        result.append(contentsOf: added)
      }
      index = addedEnd
    }
    return result
  }
}
