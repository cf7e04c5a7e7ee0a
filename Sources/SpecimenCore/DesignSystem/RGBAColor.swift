import Foundation

/// An sRGB colour with straight alpha, written and read as `#RRGGBB` or `#RRGGBBAA`.
public struct RGBAColor: Hashable, Sendable, Codable, CustomStringConvertible {
  /// Red channel, 0–255.
  package var red: UInt8
  /// Green channel, 0–255.
  package var green: UInt8
  /// Blue channel, 0–255.
  package var blue: UInt8
  /// Opacity, 0–255 (255 is opaque).
  package var alpha: UInt8

  /// Creates a colour from its channels.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; returns nil for anything else.
  public init?(hex: String) {
    var digits = Substring(hex)
    guard digits.first == "#" else { return nil }
    digits = digits.dropFirst()
    if digits.count == 3 {
      digits = Substring(digits.flatMap { [$0, $0] })
    }
    guard digits.count == 6 || digits.count == 8,
      digits.allSatisfy(\.isHexDigit),
      let value = UInt64(digits, radix: 16)
    else { return nil }
    let channels = digits.count == 8 ? value : (value << 8) | 0xFF
    self.init(
      red: UInt8((channels >> 24) & 0xFF),
      green: UInt8((channels >> 16) & 0xFF),
      blue: UInt8((channels >> 8) & 0xFF),
      alpha: UInt8(channels & 0xFF))
  }

  /// `#RRGGBB` in upper case, without alpha.
  package var hexRGB: String {
    // Seven ASCII bytes, a small string, written without intermediate strings (markup writes
    // one for every fill and stroke).
    String(unsafeUninitializedCapacity: 7) { buffer in
      func digit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
      }
      buffer[0] = UInt8(ascii: "#")
      buffer[1] = digit(red >> 4)
      buffer[2] = digit(red & 0x0F)
      buffer[3] = digit(green >> 4)
      buffer[4] = digit(green & 0x0F)
      buffer[5] = digit(blue >> 4)
      buffer[6] = digit(blue & 0x0F)
      return 7
    }
  }

  /// Opacity as a fraction from 0 to 1.
  package var opacity: Double { Double(alpha) / 255 }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
  public var description: String {
    guard alpha != 255 else { return hexRGB }
    let text = String(alpha, radix: 16, uppercase: true)
    return hexRGB + (text.count == 1 ? "0" + text : text)
  }

  /// The same colour with another opacity (0–1, clamped); a NaN opacity leaves it as it is.
  package func withOpacity(_ opacity: Double) -> RGBAColor {
    guard !opacity.isNaN else { return self }
    var copy = self
    copy.alpha = UInt8((min(max(opacity, 0), 1) * 255).rounded())
    return copy
  }

  /// Decodes the value from its JSON string form.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let color = RGBAColor(hex: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "'\(DiagnosticText.escaped(text))' is not a colour; write #RRGGBB or #RRGGBBAA"))
    }
    self = color
  }

  /// Encodes the value as its JSON string form.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
