/// How a length in points is written everywhere Specimen prints one (markup, page text, rules).
package enum PointFormat {
  /// At most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`; never `-0`. A value of
  /// 10¹⁵ or more (where a double has no hundredths left) is written whole, `1e+20` beyond 64
  /// bits; a non-finite value as `0`.
  package static func string(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return wholeNumber(value.rounded()) }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return hundredths == 0 ? "0" : sign + String(whole) }
    let digits =
      fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(whole) + "." + digits
  }

  /// A whole, finite `value`: its digits while it fits in 64 bits, else the shortest form that
  /// reads back as the same double, e.g. `1e+20` (a valid SVG and CSS number).
  private static func wholeNumber(_ value: Double) -> String {
    if let exact = Int64(exactly: value) { return String(exact) }
    return "\(value)"
  }
}
