import Foundation
import XCTest

@testable import Specimen

/// The rerun cache's checksum of bytes in pieces is the checksum of the bytes joined, however
/// they are cut (at a word boundary or inside one, into empty pieces too).
final class ChecksumTests: XCTestCase {
  func testPiecesGiveTheChecksumOfTheWhole() {
    var generator = SystemRandomNumberGenerator()
    for length in [0, 1, 7, 8, 9, 15, 16, 17, 64, 1_000] {
      let bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
      let whole = StableHasher.checksum(of: bytes)
      for _ in 0..<20 {
        var cuts = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          Int.random(in: 0...length, using: &generator)
        }
        cuts = ([0] + cuts + [length]).sorted()
        var checksum = Checksum()
        for (start, end) in zip(cuts, cuts.dropFirst()) {
          checksum.add(bytes.subdata(in: start..<end))
        }
        XCTAssertEqual(checksum.digest, whole, "\(length) bytes cut at \(cuts)")
      }
    }
  }

  /// The checksum is the one the cache has always written (values from the earlier, one-piece
  /// code): a whole word, a partial one, none.
  func testKnownValues() {
    XCTAssertEqual(StableHasher.checksum(of: Data()), "af63bd4c8601b7dfcc8b68776d62fae6")
    XCTAssertEqual(
      StableHasher.checksum(of: Data("specimen".utf8)), "88d8965ceffd9ac6dfdd7610ae1ce83b")
    XCTAssertEqual(
      StableHasher.checksum(of: Data("specimen cata".utf8)), "aa3617050cae6b66dfdd7610b11cecf4")
  }
}
