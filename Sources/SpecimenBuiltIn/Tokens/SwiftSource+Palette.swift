import Specimen

extension SwiftSource {
  /// A built-in colour token as usage code, e.g. `Palette.systemRed`.
  static func token(_ token: ColorToken) -> String { "Palette.\(token.name)" }
}
