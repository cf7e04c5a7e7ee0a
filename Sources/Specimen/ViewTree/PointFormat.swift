/// How a length in points is written everywhere Specimen prints one (markup, page text, rules).
public enum PointFormat {
  /// At most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`; never `-0`.
  public static func string(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
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
}
