/// A unified line diff of two texts, for readable snapshot failures.
package enum LineDiff {
  /// Hunks of `-`/`+` lines with `context` unchanged lines around each change, at most `maxHunks`.
  package static func unified(
    expected: String, actual: String, context: Int = 3, maxHunks: Int = 5, maxLineLength: Int = 200
  ) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = script(old, new)
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
      for edit in edits[hunk] {
        let text =
          edit.text.count > maxLineLength
          ? String(edit.text.prefix(maxLineLength)) + "… (\(edit.text.count) characters)"
          : edit.text
        output.append("\(edit.kind)\(text)")
      }
    }
    if hunks.count > maxHunks {
      output.append("… and \(hunks.count - maxHunks) more changed places")
    }
    return output.joined(separator: "\n")
  }

  private struct Edit {
    var kind: Character
    var text: String
    var oldLine: Int
    var newLine: Int
  }

  /// The shortest edit script by longest common subsequence.
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
}
