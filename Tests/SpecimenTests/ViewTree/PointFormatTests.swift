import SpecimenTestSupport
import XCTest

@testable import SpecimenCore

/// Lengths are written as the string-concatenating formulation wrote them, byte for byte.
final class PointFormatTests: XCTestCase {
  /// The formulation before the one-buffer writer, kept as the reference.
  private func reference(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    guard abs(value) < 1e15 else { return PointFormat.string(value) }
    let hundredths = Int((value * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return hundredths == 0 ? "0" : sign + String(whole) }
    let digits =
      fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
    return sign + String(whole) + "." + digits
  }

  func testEveryLengthIsWrittenAsTheReferenceWroteIt() {
    var random = SeededRandom(seed: 21)
    var values: [Double] = [0, -0.0, 0.004, -0.004, 0.005, 0.07, 0.1, 1.006, 52.5, 270, -12.25]
    values += [99.995, -99.995, 1e15 - 1, -(1e15 - 1), 123_456_789.01, 0.01, -0.01, 10, 100.1]
    for _ in 0..<20_000 {
      let scale = [1.0, 100, 10_000, 1e9, 1e14][Int.random(in: 0..<5, using: &random)]
      values.append(Double.random(in: -scale...scale, using: &random))
      values.append((Double.random(in: -scale...scale, using: &random) * 100).rounded() / 100)
    }
    for value in values {
      XCTAssertEqual(PointFormat.string(value), reference(value), "\(value)")
    }
  }
}
