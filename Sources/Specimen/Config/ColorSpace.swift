import Foundation

/// A colour space of the DTCG 2025.10 colour module, converted to sRGB by the CSS Color 4
/// formulas (§10 predefined spaces, §9 Lab/LCH with Bradford D50 ↔ D65, §8 hsl/hwb, Oklab/Oklch
/// with the updated 2023 matrices); colours outside sRGB are gamut-mapped by CSS Color 4
/// §13.2 (binary search on Oklch chroma, deltaEOK, JND 0.02, then clip). Pure.
package enum ColorSpace: String, CaseIterable, Sendable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl, hwb, lab, lch, oklab, oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"

  /// What each component is and its range, as the DTCG 2025.10 schema bounds it.
  package enum Component: Sendable, Equatable {
    /// 0 to 1 (RGB, XYZ, Oklab lightness).
    case unit
    /// 0 to 100 (percentages, Lab lightness).
    case percent
    /// 0 up to (not including) 360 degrees.
    case hue
    /// 0 or more (LCH and Oklch chroma).
    case chroma
    /// Any number (the a and b axes of Lab and Oklab).
    case unbounded

    /// Whether `value` is in the range.
    package func contains(_ value: Double) -> Bool {
      switch self {
      case .unit: (0...1).contains(value)
      case .percent: (0...100).contains(value)
      case .hue: (0..<360).contains(value)
      case .chroma: value >= 0
      case .unbounded: true
      }
    }

    /// The range in words, for error messages.
    package var range: String {
      switch self {
      case .unit: "0 to 1"
      case .percent: "0 to 100"
      case .hue: "0 up to 360 (degrees)"
      case .chroma: "0 or more"
      case .unbounded: "any number"
      }
    }
  }

  /// The three components' kinds, in order.
  package var components: [Component] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
      [.unit, .unit, .unit]
    case .hsl, .hwb: [.hue, .percent, .percent]
    case .lab: [.percent, .unbounded, .unbounded]
    case .lch: [.percent, .chroma, .hue]
    case .oklab: [.unit, .unbounded, .unbounded]
    case .oklch: [.unit, .chroma, .hue]
    }
  }

  /// An example of three components, for fixes.
  package var example: String {
    switch self {
    case .hsl: "[210, 100, 50]"
    case .hwb: "[210, 0, 0]"
    case .lab: "[54.29, 80.8, 69.89]"
    case .lch: "[54.29, 106.84, 40.85]"
    case .oklab: "[0.628, 0.2249, 0.1258]"
    case .oklch: "[0.628, 0.2577, 29.23]"
    default: "[0, 0.48, 1]"
    }
  }

  // MARK: Conversions

  /// `components` as CIE XYZ relative to D65 (Y of white is 1).
  package func xyzD65(_ c: [Double]) -> [Double] {
    switch self {
    case .srgb: Matrix.linearSRGBToXYZ * c.map { Self.signed($0, SRGB.linear) }
    case .srgbLinear: Matrix.linearSRGBToXYZ * c
    case .hsl: ColorSpace.srgb.xyzD65(Self.hslToSRGB(c[0], c[1] / 100, c[2] / 100))
    case .hwb: ColorSpace.srgb.xyzD65(Self.hwbToSRGB(c[0], c[1] / 100, c[2] / 100))
    case .lab: Matrix.d50ToD65 * Self.labToXYZD50(c)
    case .lch: ColorSpace.lab.xyzD65(Self.polarToRectangular(c))
    case .oklab: Matrix.lmsToXYZ * (Matrix.oklabToLMS * c).map { $0 * $0 * $0 }
    case .oklch: ColorSpace.oklab.xyzD65(Self.polarToRectangular(c))
    case .displayP3: Matrix.linearP3ToXYZ * c.map { Self.signed($0, SRGB.linear) }
    case .a98RGB: Matrix.linearA98ToXYZ * c.map(Self.a98Linear)
    case .prophotoRGB:
      Matrix.d50ToD65 * (Matrix.linearProPhotoToXYZD50 * c.map(Self.proPhotoLinear))
    case .rec2020: Matrix.linearRec2020ToXYZ * c.map(Self.rec2020Linear)
    case .xyzD65: c
    case .xyzD50: Matrix.d50ToD65 * c
    }
  }

  /// `components` as encoded sRGB channels (0–1 inside the gamut; outside it, below 0 or
  /// above 1).
  package func srgb(_ components: [Double]) -> [Double] {
    switch self {
    case .srgb: components
    case .hsl: Self.hslToSRGB(components[0], components[1] / 100, components[2] / 100)
    case .hwb: Self.hwbToSRGB(components[0], components[1] / 100, components[2] / 100)
    default: Self.srgb(xyzD65: xyzD65(components))
    }
  }

  /// Encoded sRGB of CIE XYZ (D65), unclipped.
  static func srgb(xyzD65 xyz: [Double]) -> [Double] {
    (Matrix.xyzToLinearSRGB * xyz).map { signed($0, SRGB.encoded) }
  }

  /// Oklab of CIE XYZ (D65).
  static func oklab(xyzD65 xyz: [Double]) -> [Double] {
    Matrix.lmsToOklab * (Matrix.xyzToLMS * xyz).map { signed($0, cbrt) }
  }

  /// Whether encoded sRGB channels are inside the gamut, with CSS Color 4's tolerance for
  /// rounding.
  static func inSRGBGamut(_ rgb: [Double]) -> Bool {
    rgb.allSatisfy { (-gamutTolerance...(1 + gamutTolerance)).contains($0) }
  }

  /// How far outside 0–1 a channel may be and still count as inside (colorjs.io's ε).
  static let gamutTolerance = 0.000075

  /// `components` in sRGB for display, gamut-mapped when outside sRGB (CSS Color 4 §13.2:
  /// Oklch chroma reduced by binary search until the clipped colour is within a just
  /// noticeable difference (deltaEOK 0.02) of it); channels 0–1.
  package func gamutMappedSRGB(_ components: [Double]) -> [Double] {
    let rgb = srgb(components)
    if Self.inSRGBGamut(rgb) { return Self.clip(rgb) }
    return Self.gamutMap(oklch: Self.rectangularToPolar(Self.oklab(xyzD65: xyzD65(components))))
  }

  /// Whether `components` are inside the sRGB gamut (CSS Color 4's tolerance).
  package func isInSRGBGamut(_ components: [Double]) -> Bool {
    Self.inSRGBGamut(srgb(components))
  }

  /// Whether `components` lie outside sRGB by more than half an 8-bit step, so that what an
  /// 8-bit sRGB colour shows of them is visibly gamut-mapped: the rounding of a value written
  /// to a few decimals (`lch(54.29 106.84 40.85)` for red) does not count.
  package func isVisiblyOutsideSRGB(_ components: [Double]) -> Bool {
    srgb(components).contains { $0 < -0.5 / 255 || $0 > 1 + 0.5 / 255 }
  }

  /// CSS Color 4 §13.2 "binary search gamut mapping with local MINDE", into sRGB.
  static func gamutMap(oklch origin: [Double]) -> [Double] {
    if origin[0] >= 1 { return [1, 1, 1] }
    if origin[0] <= 0 { return [0, 0, 0] }
    let jnd = 0.02
    let epsilon = 0.0001
    func srgb(_ oklch: [Double]) -> [Double] { ColorSpace.oklch.srgb(oklch) }
    func deltaEOK(_ rgb: [Double], _ oklch: [Double]) -> Double {
      let a = oklab(xyzD65: ColorSpace.srgb.xyzD65(rgb))
      let b = polarToRectangular(oklch)
      return sqrt(zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +))
    }
    var current = origin
    var clipped = clip(srgb(current))
    if deltaEOK(clipped, current) < jnd { return clipped }
    var low = 0.0
    var high = origin[1]
    var lowInGamut = true
    while high - low > epsilon {
      let chroma = (low + high) / 2
      current[1] = chroma
      let rgb = srgb(current)
      if lowInGamut && inSRGBGamut(rgb) {
        low = chroma
        continue
      }
      clipped = clip(rgb)
      let difference = deltaEOK(clipped, current)
      if difference < jnd {
        if jnd - difference < epsilon { break }
        lowInGamut = false
        low = chroma
      } else {
        high = chroma
      }
    }
    return clipped
  }

  static func clip(_ rgb: [Double]) -> [Double] { rgb.map { min(max($0, 0), 1) } }

  // MARK: Component formulas

  /// CSS Color 4 §7.1 hslToRgb: hue in degrees, saturation and lightness 0–1.
  static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
    let hue = hue.truncatingRemainder(dividingBy: 360)
    func channel(_ n: Double) -> Double {
      let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [channel(0), channel(8), channel(4)]
  }

  /// CSS Color 4 §8.1 hwbToRgb: whiteness and blackness 0–1.
  static func hwbToSRGB(_ hue: Double, _ white: Double, _ black: Double) -> [Double] {
    if white + black >= 1 {
      let gray = white / (white + black)
      return [gray, gray, gray]
    }
    return hslToSRGB(hue, 1, 0.5).map { $0 * (1 - white - black) + white }
  }

  /// CSS Color 4 §9.5 Lab to XYZ, relative to D50.
  static func labToXYZD50(_ lab: [Double]) -> [Double] {
    let kappa = 24389.0 / 27
    let epsilon = 216.0 / 24389
    let f1 = (lab[0] + 16) / 116
    let f0 = lab[1] / 500 + f1
    let f2 = f1 - lab[2] / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    return zip([x, y, z], Matrix.whiteD50).map { $0 * $1 }
  }

  /// Lightness, chroma and hue in degrees as lightness, a and b.
  static func polarToRectangular(_ lch: [Double]) -> [Double] {
    let radians = lch[2] * .pi / 180
    return [lch[0], lch[1] * cos(radians), lch[1] * sin(radians)]
  }

  /// Lightness, a and b as lightness, chroma and hue in degrees (0 to 360).
  static func rectangularToPolar(_ lab: [Double]) -> [Double] {
    let hue = atan2(lab[2], lab[1]) * 180 / .pi
    return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue < 0 ? hue + 360 : hue]
  }

  /// ProPhoto RGB's transfer function, to linear light (CSS Color 4 §10.6).
  static func proPhotoLinear(_ value: Double) -> Double {
    abs(value) <= 16.0 / 512 ? value / 16 : signed(value) { magnitude in pow(magnitude, 1.8) }
  }

  /// Adobe RGB (1998)'s transfer function, to linear light (CSS Color 4 §10.5).
  static func a98Linear(_ value: Double) -> Double {
    signed(value) { magnitude in pow(magnitude, 563 / 256) }
  }

  /// Rec. 2020's transfer function, to linear light: BT.1886's display EOTF, a 2.4 gamma, as
  /// the CSS WG resolved in 2025 (w3c/csswg-drafts#12574; colorjs.io and ColorAide 8.13 agree).
  static func rec2020Linear(_ value: Double) -> Double {
    signed(value) { magnitude in pow(magnitude, 2.4) }
  }

  /// `transform` applied to the magnitude, the sign kept (CSS Color 4 extends transfer
  /// functions to negative values this way).
  static func signed(_ value: Double, _ transform: (Double) -> Double) -> Double {
    value < 0 ? -transform(-value) : transform(value)
  }

  /// CSS Color 4's conversion matrices (its §18 sample code), row-major.
  enum Matrix {
    typealias M = [[Double]]
    static let linearSRGBToXYZ: M = [
      [506752 / 1_228_815, 87881 / 245763, 12673 / 70218],
      [87098 / 409605, 175762 / 245763, 12673 / 175545],
      [7918 / 409605, 87881 / 737289, 1_001_167 / 1_053_270],
    ]
    static let xyzToLinearSRGB: M = [
      [12831 / 3959, -329 / 214, -1974 / 3959],
      [-851781 / 878810, 1_648_619 / 878810, 36519 / 878810],
      [705 / 12673, -2585 / 12673, 705 / 667],
    ]
    static let linearP3ToXYZ: M = [
      [608311 / 1_250_200, 189793 / 714400, 198249 / 1_000_160],
      [35783 / 156275, 247089 / 357200, 198249 / 2_500_400],
      [0, 32229 / 714400, 5_220_557 / 5_000_800],
    ]
    static let linearA98ToXYZ: M = [
      [573536 / 994567, 263643 / 1_420_810, 187206 / 994567],
      [591459 / 1_989_134, 6_239_551 / 9_945_670, 374412 / 4_972_835],
      [53769 / 1_989_134, 351524 / 4_972_835, 4_929_758 / 4_972_835],
    ]
    static let linearProPhotoToXYZD50: M = [
      [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
      [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
      [0, 0, 0.82510460251046020],
    ]
    static let linearRec2020ToXYZ: M = [
      [63_426_534 / 99_577_255, 20_160_776 / 139_408_157, 47_086_771 / 278_816_314],
      [26_158_966 / 99_577_255, 472_592_308 / 697_040_785, 8_267_143 / 139_408_157],
      [0, 19_567_812 / 697_040_785, 295_819_943 / 278_816_314],
    ]
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: M = [
      [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
      [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
      [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]
    static let whiteD50 = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]
    static let xyzToLMS: M = [
      [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
      [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
      [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOklab: M = [
      [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
      [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
      [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    static let oklabToLMS: M = [
      [1, 0.3963377773761749, 0.2158037573099136],
      [1, -0.1055613458156586, -0.0638541728258133],
      [1, -0.0894841775298119, -1.2914855480194092],
    ]
    static let lmsToXYZ: M = [
      [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
      [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
      [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ]
  }
}

/// A matrix times a column vector.
private func * (matrix: [[Double]], vector: [Double]) -> [Double] {
  matrix.map { row in zip(row, vector).map { $0 * $1 }.reduce(0, +) }
}
