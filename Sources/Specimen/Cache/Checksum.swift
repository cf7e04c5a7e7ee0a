import Foundation

/// The rerun cache's checksum of bytes that come in pieces (``StableHasher/checksum(of:)`` of
/// them joined): a data file is written a file at a time and never held whole.
///
/// ```swift
/// var checksum = Checksum()
/// checksum.add(head)
/// checksum.add(rest)
/// checksum.digest == StableHasher.checksum(of: head + rest)  // true
/// ```
package struct Checksum: Sendable {
  /// The two FNV-1a 64 lanes.
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x6c62_272e_07bb_0142
  /// The bytes after the last whole word, little-endian, and how many there are (0 to 7).
  private var pending: UInt64 = 0
  private var pendingCount = 0
  /// Every byte added.
  private var count = 0

  /// A checksum of no bytes yet.
  package init() {}

  /// Adds `data`'s bytes.
  package mutating func add(_ data: Data) {
    data.withUnsafeBytes { add(bytes: $0) }
  }

  /// Adds `bytes`.
  private mutating func add(bytes: UnsafeRawBufferPointer) {
    count += bytes.count
    var start = 0
    // The bytes that complete the word the last piece began.
    while pendingCount > 0 && pendingCount < 8 && start < bytes.count {
      pending |= UInt64(bytes[start]) << (8 * UInt64(pendingCount))
      pendingCount += 1
      start += 1
    }
    if pendingCount == 8 {
      mix(pending)
      pending = 0
      pendingCount = 0
    }
    let words = (bytes.count - start) / 8
    for index in 0..<words {
      mix(
        UInt64(
          littleEndian: bytes.loadUnaligned(fromByteOffset: start + index * 8, as: UInt64.self)))
    }
    for byte in bytes[(start + words * 8)...] {
      pending |= UInt64(byte) << (8 * UInt64(pendingCount))
      pendingCount += 1
    }
  }

  /// Mixes in one little-endian word.
  @inline(__always)
  private mutating func mix(_ word: UInt64) {
    first = (first ^ word) &* 0x0000_0100_0000_01b3
    second = (second ^ (word >> 32 | word << 32)) &* 0x0000_0000_0100_0193
  }

  /// The checksum of every byte added: the last partial word (zero-padded) and the length mixed
  /// in, as 32 hex digits.
  package var digest: String {
    let first = (self.first ^ pending) &* 0x0000_0100_0000_01b3
    let second = (self.second ^ UInt64(count)) &* 0x0000_0000_0100_0193
    return StableHasher.hex(first) + StableHasher.hex(second)
  }
}
