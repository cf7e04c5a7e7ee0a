import Foundation

/// sRGB's transfer function, both ways (IEC 61966-2-1, with WCAG 2.2's 0.04045 threshold): the
/// one place colour channels are made linear and encoded again, for contrast, colour
/// conversions and suggested colours.
package enum SRGB {
  /// An encoded channel (0–1) as linear light (0–1).
  package static func linear(_ encoded: Double) -> Double {
    encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
  }

  /// An 8-bit channel as linear light (0–1).
  package static func linear(_ channel: UInt8) -> Double {
    linear(Double(channel) / 255)
  }

  /// Linear light (0–1) as an encoded channel (0–1).
  package static func encoded(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
  }
}
