import SpecimenCore

extension Array where Element == Environment {
  /// The environment a rule reads the tokens in force from: the first one drawn (every drawn
  /// environment has the registry's tokens), else compact with the built-in tokens.
  var tokensInForce: Environment { first ?? Environment.compact.with(tokens: .builtIn) }
}

/// Wording the built-in rules share beyond ``RuleText``.
enum BuiltInRuleText {
  /// A number as the rules write it: `16`, `23.8`.
  static func number(_ value: Double) -> String { RuleText.number(value) }
  static func number(_ length: Length) -> String { RuleText.number(length.points) }

  /// A duration: `1 second`, `0.8 s`.
  static func duration(_ seconds: Double) -> String {
    seconds == 1 ? "1 second" : "\(number(seconds)) s"
  }

  /// How often something turns: `once a second`, `once every 1.5 s`.
  static func period(_ seconds: Double) -> String {
    seconds == 1 ? "once a second" : "once every \(duration(seconds))"
  }

  /// A fraction of a whole: `three quarters`, `half`, `60 %`.
  static func fraction(_ value: Double) -> String {
    switch value {
    case 0.25: "a quarter"
    case 0.5: "half"
    case 0.75: "three quarters"
    case 1: "all"
    default: "\(number(value * 100)) %"
    }
  }

  /// Insets as a rule states them: `8 pt on every side`, or each side's.
  static func insets(_ insets: EdgeInsets) -> String {
    let sides = [insets.top, insets.leading, insets.bottom, insets.trailing]
    if Set(sides).count == 1 { return "\(RuleText.points(insets.top)) on every side" }
    return "\(RuleText.points(insets.top)) top, \(RuleText.points(insets.leading)) leading, "
      + "\(RuleText.points(insets.bottom)) bottom and \(RuleText.points(insets.trailing)) "
      + "trailing"
  }
}
