import Foundation

/// The nearest colour of the same hue that reaches a contrast ratio: the colour's OKLCH lightness
/// moved the least amount (in steps of 0.001, darker or lighter, whichever is nearer) that reaches
/// the ratio with a small margin, its hue and chroma kept (the chroma lowered only where the
/// lighter or darker colour would leave sRGB). Every ratio is measured on the 8-bit colour
/// returned, so a suggestion never fails.
///
/// ```swift
/// let grey = RGBAColor(hex: "#6C6C70")!, placeholder = RGBAColor(hex: "#E5E5EA")!
/// PassingColor.foreground(grey, on: placeholder, minimum: 4.5)  // a darker grey, ≥ 4.6:1
/// ```
enum PassingColor {
  /// How far past the threshold a suggestion aims, so that it does not sit on the edge.
  static let margin = 0.1
  /// The lightness step of the search.
  static let step = 0.001

  /// The colour nearest `color` (same hue) that `background` is at least `minimum`:1 against:
  /// `color` itself when it already passes; nil when no lightness reaches it.
  static func foreground(_ color: RGBAColor, on background: RGBAColor, minimum: Double)
    -> RGBAColor?
  {
    nearest(to: color, minimum: minimum) { Contrast.ratio($0, on: background) }
  }

  /// The background nearest `background` (same hue) on which `foreground` reaches `minimum`:1:
  /// `background` itself when it already passes; nil when no lightness reaches it.
  static func background(_ background: RGBAColor, under foreground: RGBAColor, minimum: Double)
    -> RGBAColor?
  {
    nearest(to: background, minimum: minimum) { Contrast.ratio(foreground, on: $0) }
  }

  /// The colour nearest `color` in OKLCH lightness whose `ratio` reaches `minimum` plus the
  /// margin (or, where nothing does, `minimum` itself); `color` when it already passes.
  static func nearest(
    to color: RGBAColor, minimum: Double, ratio: (RGBAColor) -> Double
  ) -> RGBAColor? {
    if ratio(color) >= minimum { return color }
    for target in [minimum + margin, minimum] {
      let darker = search(from: color, direction: -1, target: target, ratio: ratio)
      let lighter = search(from: color, direction: 1, target: target, ratio: ratio)
      switch (darker, lighter) {
      case (let dark?, let light?): return light.distance < dark.distance ? light.color : dark.color
      case (let dark?, nil): return dark.color
      case (nil, let light?): return light.color
      case (nil, nil): continue
      }
    }
    return nil
  }

  /// The first colour, stepping `color`'s lightness towards black (`direction` -1) or white
  /// (+1), whose ratio reaches `target`, with how far its lightness moved.
  private static func search(
    from color: RGBAColor, direction: Double, target: Double, ratio: (RGBAColor) -> Double
  ) -> (color: RGBAColor, distance: Double)? {
    let start = OKLab(color)
    let steps = Int((1 / step).rounded())
    for index in 1...steps {
      let lightness = start.lightness + direction * Double(index) * step
      let clamped = min(1, max(0, lightness))
      var moved = start
      moved.lightness = clamped
      let candidate = moved.color(alpha: color.alpha)
      if ratio(candidate) >= target { return (candidate, abs(clamped - start.lightness)) }
      if clamped != lightness { break }
    }
    return nil
  }
}

/// A colour in Björn Ottosson's OKLab: perceptual lightness 0–1 and two opponent axes (their
/// angle is the hue, their length the chroma).
struct OKLab: Hashable {
  var lightness: Double
  var a: Double
  var b: Double

  /// `color`'s OKLab coordinates (alpha ignored).
  init(_ color: RGBAColor) {
    let (r, g, b) = (SRGB.linear(color.red), SRGB.linear(color.green), SRGB.linear(color.blue))
    let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
    let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
    let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
    lightness = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
    a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
    self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
  }

  /// The linear sRGB channels of lightness `lightness` with the opponent axes scaled by
  /// `chroma` (1: as they are).
  private func linearRGB(chroma: Double) -> (Double, Double, Double) {
    let (a, b) = (self.a * chroma, self.b * chroma)
    let l = pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
    let m = pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
    let s = pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
    return (
      4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s,
      -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s,
      -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
    )
  }

  /// The 8-bit sRGB colour, its chroma lowered (hue and lightness kept) as little as keeps it
  /// inside sRGB.
  func color(alpha: UInt8) -> RGBAColor {
    func inside(_ channels: (Double, Double, Double)) -> Bool {
      let range = -1e-9...(1 + 1e-9)
      return range.contains(channels.0) && range.contains(channels.1)
        && range.contains(channels.2)
    }
    var chroma = 1.0
    if !inside(linearRGB(chroma: 1)) {
      var (low, high) = (0.0, 1.0)
      for _ in 0..<30 {
        let middle = (low + high) / 2
        if inside(linearRGB(chroma: middle)) { low = middle } else { high = middle }
      }
      chroma = low
    }
    let (r, g, b) = linearRGB(chroma: chroma)
    func encoded(_ value: Double) -> UInt8 {
      let gamma = SRGB.encoded(min(1, max(0, value)))
      return UInt8(max(0, min(255, (gamma * 255).rounded())))
    }
    return RGBAColor(red: encoded(r), green: encoded(g), blue: encoded(b), alpha: alpha)
  }
}
