/// A line diff for snapshot failures: changed lines as `-` (reference) and `+` (actual), with
/// their line numbers and two lines of context on each side.
enum LineDiff {
  /// The lines of `expected` and `actual` that differ, by longest common subsequence.
  static func unified(_ expected: String, _ actual: String, context: Int = 2) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      for j in new.indices.reversed() {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    // The edit script: (" " | "-" | "+", line number, text).
    var edits: [(kind: Character, line: Int, text: Substring)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append((" ", i + 1, old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        edits.append(("-", i + 1, old[i]))
        i += 1
      } else {
        edits.append(("+", j + 1, new[j]))
        j += 1
      }
    }
    let changed = edits.indices.filter { edits[$0].kind != " " }
    var output: [String] = []
    var shownUpTo = -1
    for index in changed {
      let start = max(index - context, shownUpTo + 1)
      let end = min(index + context, edits.count - 1)
      guard start <= end else { continue }
      if start > shownUpTo + 1 { output.append("…") }
      for edit in edits[start...end] { output.append("\(edit.kind)\(edit.line): \(edit.text)") }
      shownUpTo = end
    }
    if shownUpTo < edits.count - 1 && !changed.isEmpty { output.append("…") }
    return output.joined(separator: "\n")
  }
}
