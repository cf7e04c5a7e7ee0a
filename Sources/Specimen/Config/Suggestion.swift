/// Finds the nearest valid name to a misspelt one, for "did you mean …?" in messages.
package enum Suggestion {
  /// The candidate closest to `name` by edit distance (ignoring case), when close enough to be
  /// a likely typo: at most 1 edit for short names, about a third of the length for longer ones.
  package static func nearest(to name: String, in candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
      if distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(target.count, best.name.count) / 3)
    return best.distance <= allowed ? best.name : nil
  }

  /// `; did you mean “x”?` when there is a near candidate, else an empty string.
  package static func didYouMean(_ name: String, in candidates: some Sequence<String>) -> String {
    nearest(to: name, in: candidates).map { "; did you mean \(DiagnosticText.quoted($0))?" } ?? ""
  }

  /// The Levenshtein distance (insertions, deletions, substitutions; a swap of two neighbours
  /// counts as one edit).
  package static func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }
}
