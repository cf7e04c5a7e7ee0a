/// The CSS-only switch that shows a drawing's redlines: a checkbox and its label placed before
/// the drawing in its figure; the page's CSS shows the drawing's `.redlines` group while the box
/// is checked (works with JavaScript off).
enum RedlineToggle {
  /// The checkbox's class.
  static let inputClass = "redline-toggle"
  /// The label's class.
  static let labelClass = "redline-label"

  /// The checkbox and label for `drawing`, or none when the drawing has nothing to measure.
  static func controls(for drawing: Drawing) -> [Markup] {
    guard !Redlines.distances(in: drawing.layout).isEmpty else { return [] }
    let id = "\(drawing.elementID)-redlines"
    return [
      .el(
        "input",
        [Attribute("type", "checkbox"), Attribute("class", inputClass), Attribute("id", id)]),
      .el("label", [Attribute("for", id), Attribute("class", labelClass)], text: "Redlines"),
    ]
  }
}
