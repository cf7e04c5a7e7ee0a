import SpecimenCore

extension SwiftValue {
  /// A colour token for usage code, with the app's spelling of it when it is a built-in colour
  /// (``Palette/appColors``): `.label`, `.systemRed`, …; any other colour is written by the
  /// team's template or its value (``UsageStyle/color(_:app:)``).
  static func color(_ token: ColorToken) -> SwiftValue {
    .color(token, app: Palette.appColors[token])
  }
}

extension SwiftValue {
  /// A bundled image as UIKit loads it: `UIImage(named: "…")`.
  static func image(named name: String) -> SwiftValue {
    .call("UIImage", [SwiftArgument("named", .string(name))])
  }

  /// A length as the app's `Int` parameters take it, rounded.
  static func int(_ points: Double) -> SwiftValue {
    points.isFinite ? .expression(String(Int(points.rounded()))) : .number(points)
  }
}

extension SwiftArgument {
  /// A colour token argument, e.g. `.systemRed` or `titleColor: .systemRed` in the app's code.
  static func color(_ token: ColorToken, label: String? = nil) -> SwiftArgument {
    SwiftArgument(label, .color(token))
  }

  /// A type style argument, e.g. `UIFont.preferredFont(forTextStyle: .headline)`.
  static func typeStyle(_ style: TypeStyle) -> SwiftArgument {
    SwiftArgument(nil, .typeStyle(style))
  }

  /// A nested Builder chain, e.g. a cell's content.
  static func recipe(_ recipe: UsageRecipe) -> SwiftArgument {
    SwiftArgument(nil, .recipe(recipe))
  }
}
