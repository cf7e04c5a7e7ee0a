/// The number of failing accessibility checks, by kind: the one figure `specimen --strict`, the
/// Accessibility page and each component page state, all counted here.
///
/// ```swift
/// let tally = reports.reduce(AccessibilityTally()) { $0 + AccessibilityTally($1) }
/// tally.sentence  // "483 failing checks in the catalog's drawings: 393 contrast, 90 hit area"
/// ```
package struct AccessibilityTally: Hashable, Sendable {
  /// Texts below their contrast ratio.
  package var contrast = 0
  /// Tappable elements under the minimum hit area (``HitAreaCheck/minimumSide``).
  package var hitAreas = 0

  /// Every failing check.
  package var total: Int { contrast + hitAreas }

  /// No failure.
  package init() {}

  /// `contrast` texts and `hitAreas` tappable elements failing.
  package init(contrast: Int, hitAreas: Int) {
    self.contrast = contrast
    self.hitAreas = hitAreas
  }

  /// The failing checks of one drawing's report.
  package init(_ report: AccessibilityReport) {
    contrast = report.contrast.filter { !$0.passes }.count
    hitAreas = report.hitAreas.filter { !$0.passes }.count
  }

  /// The two tallies together.
  package static func + (lhs: Self, rhs: Self) -> Self {
    var sum = lhs
    sum += rhs
    return sum
  }

  /// Adds `rhs`.
  package static func += (lhs: inout Self, rhs: Self) {
    lhs.contrast += rhs.contrast
    lhs.hitAreas += rhs.hitAreas
  }

  /// The figures by kind: `393 contrast, 90 hit area`.
  package var byKind: String { "\(contrast) contrast, \(hitAreas) hit area" }

  /// The kinds that fail, for a reader: `393 contrast, 90 hit area`, or `188 contrast` alone.
  package var failingKinds: String {
    [(contrast, "contrast"), (hitAreas, "hit area")].filter { $0.0 > 0 }
      .map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  /// The Accessibility page's headline: `483 failing checks in the catalog's drawings: 393
  /// contrast, 90 hit area`, or nil when nothing fails.
  package var sentence: String? {
    total == 0
      ? nil
      : "\(total) failing check\(total == 1 ? "" : "s") in the catalog's drawings: "
        + failingKinds
  }

  /// `specimen --strict`'s line: `specimen: strict: 483 accessibility failures (393 contrast,
  /// 90 hit area)`.
  package var strictLine: String {
    total == 0
      ? "specimen: strict: no accessibility failures"
      : "specimen: strict: \(total) accessibility failures (\(byKind))"
  }
}
