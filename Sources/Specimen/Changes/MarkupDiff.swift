/// A line diff of two texts (Myers' O((N+M)D) algorithm, after the common first and last lines
/// are set aside), for the change report's markup diffs: which lines stayed, went and came.
///
/// ```swift
/// let edits = MarkupDiff.edits(old: before, new: after)
/// let hunks = edits.map { MarkupDiff.hunks($0, context: 3) }
/// ```
package enum MarkupDiff {
  /// One line of the edit script.
  package struct Edit: Hashable, Sendable {
    /// Whether the line stayed, went or came.
    package enum Kind: Hashable, Sendable {
      /// In both texts.
      case same
      /// Only in the old text.
      case removed
      /// Only in the new text.
      case added
    }

    /// Whether the line stayed, went or came.
    package var kind: Kind
    /// The line, without its newline.
    package var text: String
    /// Its 0-based index in the old text (for an added line: the next old line's).
    package var oldIndex: Int
    /// Its 0-based index in the new text (for a removed line: the next new line's).
    package var newIndex: Int
  }

  /// A run of edits with unchanged lines around them, as a unified diff's `@@` block.
  package struct Hunk: Hashable, Sendable {
    /// The edits, unchanged context included.
    package var edits: [Edit]
    /// The 1-based number of its first old line.
    package var oldStart: Int { (edits.first?.oldIndex ?? 0) + 1 }
    /// The 1-based number of its first new line.
    package var newStart: Int { (edits.first?.newIndex ?? 0) + 1 }
  }

  /// The lines of `text`; a final newline ends the last line rather than starting another.
  package static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The shortest edit script from `old` to `new`, line by line; nil when it takes more than
  /// `maximumChanges` removed and added lines (the texts have too little in common to show) or
  /// more than `maximumComparisons` line comparisons to find (``standardComparisons``).
  package static func edits(
    old: String, new: String, maximumChanges: Int = 2000,
    maximumComparisons: Int = standardComparisons
  ) -> [Edit]? {
    edits(
      old: lines(old), new: lines(new), maximumChanges: maximumChanges,
      maximumComparisons: maximumComparisons)
  }

  /// The shortest edit script from the lines `old` to the lines `new`; nil when it takes more
  /// than `maximumChanges` removed and added lines or `maximumComparisons` line comparisons.
  package static func edits(
    old: [String], new: [String], maximumChanges: Int = 2000,
    maximumComparisons: Int = standardComparisons
  ) -> [Edit]? {
    var budget = maximumComparisons
    return edits(old: old, new: new, maximumChanges: maximumChanges, budget: &budget)
  }

  /// The shortest edit script from the lines `old` to the lines `new`, each line comparison
  /// taken from `budget` (shared by the diffs of one report, so all of them together stay
  /// bounded); nil when it takes more than `maximumChanges` removed and added lines or more
  /// comparisons than are left.
  package static func edits(
    old: [String], new: [String], maximumChanges: Int = 2000, budget: inout Int
  ) -> [Edit]? {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    budget -= prefix + suffix
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    guard budget >= 0, let middle = myers(a, b, maximumChanges: maximumChanges, budget: &budget)
    else { return nil }
    var edits: [Edit] = (0..<prefix).map {
      Edit(kind: .same, text: old[$0], oldIndex: $0, newIndex: $0)
    }
    for edit in middle {
      var shifted = edit
      shifted.oldIndex += prefix
      shifted.newIndex += prefix
      edits.append(shifted)
    }
    for offset in 0..<suffix {
      let oldIndex = old.count - suffix + offset
      edits.append(
        Edit(
          kind: .same, text: old[oldIndex], oldIndex: oldIndex,
          newIndex: new.count - suffix + offset))
    }
    return edits
  }

  /// The changed places of `edits`, each with up to `context` unchanged lines before and after;
  /// places closer than that share a hunk.
  package static func hunks(_ edits: [Edit], context: Int = 3) -> [Hunk] {
    var ranges: [ClosedRange<Int>] = []
    for index in edits.indices where edits[index].kind != .same {
      let range = max(0, index - context)...min(edits.count - 1, index + context)
      if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...range.upperBound
      } else {
        ranges.append(range)
      }
    }
    return ranges.map { Hunk(edits: Array(edits[$0])) }
  }

  /// `line` for display: a line longer than `limit` characters (an embedded font's base64) keeps
  /// its start and end around a note of its length.
  package static func shortened(_ line: String, limit: Int = 400) -> String {
    guard line.count > limit else { return line }
    return String(line.prefix(limit / 2)) + " … (\(line.count) characters) … "
      + String(line.suffix(40))
  }

  /// The most line comparisons a diff makes unless told otherwise (a few seconds at most); a
  /// diff that would take more is not shown, as one with too many changes is not.
  package static let standardComparisons = 50_000_000

  /// Myers' greedy forward search, keeping each round's frontier to walk the path back.
  private static func myers(
    _ a: [String], _ b: [String], maximumChanges: Int, budget: inout Int
  ) -> [Edit]? {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 {
      guard n + m <= maximumChanges else { return nil }
      return a.indices.map { Edit(kind: .removed, text: a[$0], oldIndex: $0, newIndex: 0) }
        + b.indices.map { Edit(kind: .added, text: b[$0], oldIndex: n, newIndex: $0) }
    }
    let limit = min(n + m, maximumChanges)
    let offset = limit + 1
    var v = [Int](repeating: 0, count: 2 * limit + 3)
    var trace: [[Int]] = []  // trace[d]: v[k] for k in -(d+1)...(d+1), before round d
    var found: Int?
    // Each round may follow every diagonal's run of equal lines: texts made to repeat one line
    // could cost (N + M) × D comparisons. Past the budget the diff is not shown.
    search: for d in 0...limit {
      trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
          ? v[offset + k + 1] : v[offset + k - 1] + 1
        var y = x - k
        budget -= 1
        while x < n, y < m, a[x] == b[y] {
          x += 1
          y += 1
          budget -= 1
        }
        if budget < 0 { return nil }
        v[offset + k] = x
        if x >= n, y >= m {
          found = d
          break search
        }
      }
    }
    guard let total = found else { return nil }
    var reversed: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: total, through: 0, by: -1) {
      let frontier = trace[d]
      func value(_ k: Int) -> Int { frontier[k + d + 1] }
      let k = x - y
      let previousK = k == -d || (k != d && value(k - 1) < value(k + 1)) ? k + 1 : k - 1
      let previousX = value(previousK)
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        reversed.append(Edit(kind: .same, text: a[x], oldIndex: x, newIndex: y))
      }
      if d > 0 {
        if x == previousX {
          reversed.append(Edit(kind: .added, text: b[previousY], oldIndex: x, newIndex: previousY))
        } else {
          reversed.append(
            Edit(kind: .removed, text: a[previousX], oldIndex: previousX, newIndex: y))
        }
      }
      x = previousX
      y = previousY
    }
    return reversed.reversed()
  }
}
