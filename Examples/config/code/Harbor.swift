// Harbor's tokens as the Harbor app declares them (its token pipeline writes this file from
// tokens/*.tokens.json and specimen.json's own colours and type styles): what specimen.json's
// "code" templates write, `Harbor.Color.brand` and `Harbor.Font.headline`.
//
// tools/check-usage.sh compiles the Harbor site's usage code with it:
//   bash tools/check-usage.sh SITE Examples/config/code/Harbor.swift
import UIKit

enum Harbor {
  /// Colours from the asset catalog, which holds a light and a dark value of each.
  enum Color {
    static let label = named("label")
    static let secondaryLabel = named("secondaryLabel")
    static let surface = named("surface")
    static let background = named("background")
    static let separator = named("separator")
    static let dim = named("dim")
    static let systemBlue = named("systemBlue")
    static let systemRed = named("systemRed")
    static let brand = named("brand")
    static let brandText = named("brandText")
    static let toastBackground = named("toastBackground")
    static let toastLabel = named("toastLabel")
    static let fieldBackground = named("fieldBackground")
    static let imagePlaceholder = named("imagePlaceholder")
    static let cancelBackground = named("cancelBackground")

    private static func named(_ name: String) -> UIColor {
      UIColor(named: name) ?? .magenta  // a missing asset shows, loudly
    }
  }

  /// Manrope, scaled with Dynamic Type like the text style each follows.
  enum Font {
    static let title = manrope("SemiBold", 18)
    static let headline = manrope("SemiBold", 20)
    static let body = manrope("Regular", 17)
    static let message = manrope("Regular", 15)
    static let button = manrope("Regular", 17)
    static let buttonEmphasized = manrope("SemiBold", 17)
    static let caption = manrope("Regular", 13)

    private static func manrope(_ face: String, _ size: CGFloat) -> UIFont {
      UIFont(name: "Manrope-\(face)", size: size) ?? .systemFont(ofSize: size)
    }
  }
}
