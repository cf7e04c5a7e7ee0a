extension SwiftValue {
  /// A colour token as the initialiser that makes it, for usage code, e.g.
  /// `ColorToken("brand", light: RGBAColor(hex: "#0A84FF")!, dark: RGBAColor(hex: "#0A84FF")!)`.
  ///
  /// ```swift
  /// recording("setTint", SwiftArgument(nil, .literal(tint))) { $0.design.tint = tint }
  /// ```
  public static func literal(_ token: ColorToken) -> SwiftValue {
    let light = "RGBAColor(hex: \(SwiftSource.literal(token.light.description)))!"
    let dark = "RGBAColor(hex: \(SwiftSource.literal(token.dark.description)))!"
    return .expression(
      "ColorToken(\(SwiftSource.literal(token.name)), light: \(light), dark: \(dark))")
  }

  /// A type style as the initialiser that makes it, for usage code, e.g.
  /// `TypeStyle("title", weight: .semibold, size: 17, lineHeight: 22)`.
  public static func literal(_ style: TypeStyle) -> SwiftValue {
    let family = style.family.map { "family: \(SwiftSource.literal($0)), " } ?? ""
    return .expression(
      "TypeStyle(\(SwiftSource.literal(style.name)), \(family)weight: .\(style.weight.rawValue), "
        + "size: \(SwiftSource.number(style.size)), "
        + "lineHeight: \(SwiftSource.number(style.lineHeight)))")
  }
}
