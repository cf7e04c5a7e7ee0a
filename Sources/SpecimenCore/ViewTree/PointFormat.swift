/// How a length in points is written everywhere Specimen prints one (markup, page text, rules).
package enum PointFormat {
  /// At most two decimals and no trailing zeros: `52.5`, `270`, `-0.25`; never `-0`. A value of
  /// 10¹⁵ or more (where a double has no hundredths left) is written whole, `1e+20` beyond 64
  /// bits; a non-finite value as `0`.
  package static func string(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return wholeNumber(value.rounded()) }
    let hundredths = Int((value * 100).rounded())
    if hundredths == 0 { return "0" }
    var magnitude = hundredths.magnitude
    let fraction = Int(magnitude % 100)
    magnitude /= 100
    // Written backwards into a small buffer (the fraction, one digit when the second is a zero;
    // the point; the whole part; the sign), then decoded once: no intermediate strings.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
      var start = buffer.count
      func put(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
      }
      if fraction != 0 {
        if fraction % 10 == 0 {
          put(UInt8(ascii: "0") + UInt8(fraction / 10))
        } else {
          put(UInt8(ascii: "0") + UInt8(fraction % 10))
          put(UInt8(ascii: "0") + UInt8(fraction / 10))
        }
        put(UInt8(ascii: "."))
      }
      repeat {
        put(UInt8(ascii: "0") + UInt8(magnitude % 10))
        magnitude /= 10
      } while magnitude > 0
      if hundredths < 0 { put(UInt8(ascii: "-")) }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }

  /// A whole, finite `value`: its digits while it fits in 64 bits, else the shortest form that
  /// reads back as the same double, e.g. `1e+20` (a valid SVG and CSS number).
  private static func wholeNumber(_ value: Double) -> String {
    if let exact = Int64(exactly: value) { return String(exact) }
    return "\(value)"
  }
}
