extension SwiftValue {
  /// A colour token as the initialiser that makes it, for usage code, e.g.
  /// `ColorToken("brand", light: RGBAColor(hex: "#0A84FF")!, dark: RGBAColor(hex: "#0A84FF")!)`.
  ///
  /// ```swift
  /// recording("setTint", SwiftArgument(nil, .literal(tint))) { $0.design.tint = tint }
  /// ```
  package static func literal(_ token: ColorToken) -> SwiftValue {
    func hex(_ color: RGBAColor) -> String {
      "RGBAColor(hex: \(SwiftSource.literal(color.description)))!"
    }
    let increased = [
      token.lightIncreasedContrast.map { ", lightIncreasedContrast: \(hex($0))" },
      token.darkIncreasedContrast.map { ", darkIncreasedContrast: \(hex($0))" },
    ].compactMap { $0 }.joined()
    return .expression(
      "ColorToken(\(SwiftSource.literal(token.name)), light: \(hex(token.light)), "
        + "dark: \(hex(token.dark))\(increased))")
  }

  /// A type style as the initialiser that makes it, for usage code, e.g.
  /// `TypeStyle("title", weight: .semibold, size: 17, lineHeight: 22)`.
  package static func literal(_ style: TypeStyle) -> SwiftValue {
    let family = style.family.map { "family: \(SwiftSource.literal($0)), " } ?? ""
    return .expression(
      "TypeStyle(\(SwiftSource.literal(style.name)), \(family)weight: .\(style.weight.rawValue), "
        + "size: \(SwiftSource.number(style.size)), "
        + "lineHeight: \(SwiftSource.number(style.lineHeight)))")
  }

  /// A colour token as usage code: `<namespace>.<name>` when `tokens` (the set that namespace
  /// declares) has a token of that name (tokens are drawn by name, so that is the token drawn),
  /// else the `ColorToken(…)` initialiser.
  ///
  /// ```swift
  /// SwiftValue.color(tint, namedIn: "BannerTokens", tokens: BannerTokens.all)  // BannerTokens.info
  /// ```
  package static func color(_ token: ColorToken, namedIn namespace: String, tokens: DesignTokens)
    -> SwiftValue
  {
    tokens.color(named: token.name) != nil
      ? .expression("\(namespace).\(token.name)") : .literal(token)
  }

  /// A type style as usage code: `<namespace>.<name>` when `tokens` has a style of that name,
  /// else the `TypeStyle(…)` initialiser.
  package static func typeStyle(
    _ style: TypeStyle, namedIn namespace: String, tokens: DesignTokens
  ) -> SwiftValue {
    tokens.typeStyle(named: style.name) != nil
      ? .expression("\(namespace).\(style.name)") : .literal(style)
  }
}
