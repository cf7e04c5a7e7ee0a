import Specimen

extension SwiftValue {
  /// A colour token as usage code: `Palette.<name>` when a built-in token has its name (tokens
  /// are drawn by name, so that is the token drawn), else a `ColorToken(…)` initialiser.
  static func color(_ token: ColorToken) -> SwiftValue {
    .color(token, namedIn: "Palette", tokens: .builtIn)
  }

  /// A type style as usage code: `Typography.<name>` when a built-in style has its name, else
  /// a `TypeStyle(…)` initialiser.
  static func typeStyle(_ style: TypeStyle) -> SwiftValue {
    .typeStyle(style, namedIn: "Typography", tokens: .builtIn)
  }
}

extension SwiftArgument {
  /// A colour token argument, e.g. `Palette.systemRed` or `titleColor: Palette.systemRed`.
  static func color(_ token: ColorToken, label: String? = nil) -> SwiftArgument {
    SwiftArgument(label, .color(token))
  }

  /// A type style argument, e.g. `Typography.title`.
  static func typeStyle(_ style: TypeStyle) -> SwiftArgument {
    SwiftArgument(nil, .typeStyle(style))
  }

  /// A nested Builder chain, e.g. a cell's content.
  static func recipe(_ recipe: UsageRecipe) -> SwiftArgument {
    SwiftArgument(nil, .recipe(recipe))
  }
}
