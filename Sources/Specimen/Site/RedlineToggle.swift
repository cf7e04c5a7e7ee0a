/// The CSS-only switch that shows a variant's redlines: one labelled switch ("Show redlines") per
/// variant, before its drawings; the page's CSS shows every `.redlines` overlay image of the
/// variant's section while it is on (works with JavaScript off).
enum RedlineToggle {
  /// The checkbox's class.
  static let inputClass = "redline-toggle"
  /// The label's class.
  static let labelClass = "redline-label"

  /// The switch for `variant`, whose drawings are `drawings`, or none when none of them has
  /// anything to measure.
  static func controls(for variant: VariantID, drawings: [Drawing]) -> [Markup] {
    guard drawings.contains(where: { Redlines.measuresAnything(in: $0.layout) }) else {
      return []
    }
    let id = "\(variant)-redlines"
    return [
      .el(
        "p", [Attribute("class", "redline-switch")],
        [
          .el(
            "input",
            [
              Attribute("type", "checkbox"), Attribute("class", inputClass),
              Attribute("id", id),
            ]),
          .el(
            "label", [Attribute("for", id), Attribute("class", labelClass)], text: "Show redlines"),
        ])
    ]
  }
}
