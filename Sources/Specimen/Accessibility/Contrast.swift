import Foundation

/// WCAG 2.x contrast: relative luminance, alpha compositing and the contrast ratio.
///
/// Uses WCAG 2.2's sRGB linearisation threshold 0.04045 (older WCAG 2.0 text says 0.03928; for
/// 8-bit channels both give the same result, since no 8-bit value lies between them).
///
/// ```swift
/// Contrast.ratio(RGBAColor(hex: "#777777")!, on: RGBAColor(hex: "#FFFFFF")!)  // ≈ 4.48
/// ```
package enum Contrast {
  /// The least ratio for normal text (WCAG 1.4.3, level AA).
  package static let normalTextMinimum = 4.5
  /// The least ratio for large text: ≥ 18 pt, or ≥ 14 pt bold.
  package static let largeTextMinimum = 3.0

  /// The relative luminance of an opaque colour, 0 (black) to 1 (white); alpha is ignored.
  package static func luminance(_ color: RGBAColor) -> Double {
    0.2126 * SRGB.linear(color.red) + 0.7152 * SRGB.linear(color.green)
      + 0.0722 * SRGB.linear(color.blue)
  }

  /// `top` drawn over `bottom` (source-over in sRGB, as UIKit composites): an opaque result when
  /// `bottom` is opaque.
  package static func composite(_ top: RGBAColor, over bottom: RGBAColor) -> RGBAColor {
    let alpha = top.opacity + bottom.opacity * (1 - top.opacity)
    guard alpha > 0 else { return RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
    func mix(_ front: UInt8, _ back: UInt8) -> UInt8 {
      let value =
        (Double(front) * top.opacity + Double(back) * bottom.opacity * (1 - top.opacity)) / alpha
      return UInt8(max(0, min(255, value.rounded())))
    }
    return RGBAColor(
      red: mix(top.red, bottom.red), green: mix(top.green, bottom.green),
      blue: mix(top.blue, bottom.blue), alpha: UInt8((alpha * 255).rounded()))
  }

  /// The contrast ratio of `foreground` composited on the opaque `background`, 1 to 21.
  package static func ratio(_ foreground: RGBAColor, on background: RGBAColor) -> Double {
    let solid = background.alpha == 255 ? background : composite(background, over: .opaqueWhite)
    let front = composite(foreground, over: solid)
    let (a, b) = (luminance(front), luminance(solid))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// Whether `style` is large text in WCAG's sense: at least 18 pt, or at least 14 pt and bold,
  /// where bold is semibold (600) or heavier, as iOS's bold-text setting and Apple's guidelines
  /// treat semibold.
  package static func isLargeText(_ style: TypeStyle) -> Bool {
    style.size >= 18 || (style.size >= 14 && style.weight.value >= FontWeight.semibold.value)
  }

  /// The least ratio `style` must reach: 3:1 for large text, else 4.5:1.
  package static func minimum(for style: TypeStyle) -> Double {
    isLargeText(style) ? largeTextMinimum : normalTextMinimum
  }
}

extension Contrast {
  /// A ratio as pages and the CLI write it, `3.55:1`: rounded to two decimals as WebAIM's
  /// checker shows it, but cut when rounding would lift a failing ratio to its `minimum`
  /// (4.499 against 4.5 reads `4.49:1`).
  package static func text(_ ratio: Double, minimum: Double) -> String {
    var shown = (ratio * 100).rounded() / 100
    if ratio < minimum, shown >= minimum { shown = (ratio * 100).rounded(.down) / 100 }
    return MarkupRenderer.number(shown) + ":1"
  }
}

extension RGBAColor {
  static let opaqueWhite = RGBAColor(red: 255, green: 255, blue: 255)
}
