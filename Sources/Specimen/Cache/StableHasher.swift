import Foundation

/// A content hash that is the same in every process and on every machine: FNV-1a 128 over a
/// canonical encoding of what is combined (each value tagged with its kind, each string and
/// collection with its length, so no two different inputs share an encoding). Not Swift's
/// `Hasher`, which is seeded per process; not a defence against someone who can write the cache
/// on purpose (they can write the output too).
///
/// ```swift
/// var hasher = StableHasher()
/// hasher.combine("modal")
/// hasher.combine(375.0)
/// let key = hasher.digest  // 32 hex digits
/// ```
package struct StableHasher: Sendable {
  /// The high 64 bits of the state.
  private var high: UInt64 = 0x6c62_272e_07bb_0142
  /// The low 64 bits of the state.
  private var low: UInt64 = 0x62b8_2175_6295_c58d

  /// The colour token names met so far (paints of view trees, colour tokens of values), each
  /// once: a variant's ten trees name the same few hundred times.
  package var colorNames: Set<String> = []
  /// The type style names met so far, each once.
  package var typeStyleNames: Set<String> = []

  /// A hasher with nothing combined yet.
  package init() {}

  /// Mixes in one byte: FNV-1a's xor, then the multiplication by its 128-bit prime
  /// (2^88 + 0x13B) modulo 2^128.
  @inline(__always)
  private mutating func mix(_ byte: UInt8) {
    low ^= UInt64(byte)
    let product = low.multipliedFullWidth(by: 0x13B)
    high = high &* 0x13B &+ (low << 24) &+ product.high
    low = product.low
  }

  /// Mixes in `bytes` as they are.
  package mutating func combine(bytes: UnsafeRawBufferPointer) {
    for byte in bytes { mix(byte) }
  }

  /// Mixes in `data`'s bytes, after their count.
  package mutating func combine(_ data: Data) {
    combine(data.count)
    data.withUnsafeBytes { combine(bytes: $0) }
  }

  /// Mixes in a kind tag (which of the encodings follows).
  package mutating func combine(tag: UInt8) { mix(tag) }

  /// Mixes in `value`'s eight bytes, little-endian.
  package mutating func combine(_ value: Int) {
    combine(UInt64(bitPattern: Int64(value)))
  }

  /// Mixes in `value`'s eight bytes, little-endian.
  package mutating func combine(_ value: UInt64) {
    var rest = value
    for _ in 0..<8 {
      mix(UInt8(truncatingIfNeeded: rest))
      rest >>= 8
    }
  }

  /// Mixes in `value`'s bit pattern (so 0 and -0 differ, as their printed forms may).
  package mutating func combine(_ value: Double) { combine(value.bitPattern) }

  /// Mixes in `value` as one byte.
  package mutating func combine(_ value: Bool) { mix(value ? 1 : 0) }

  /// Mixes in `text`'s UTF-8 bytes, after their count.
  package mutating func combine(_ text: String) {
    var text = text
    text.withUTF8 {
      combine($0.count)
      combine(bytes: UnsafeRawBufferPointer($0))
    }
  }

  /// Mixes in whether `value` is there, then it.
  package mutating func combine(_ value: Double?) {
    combine(value != nil)
    if let value { combine(value) }
  }

  /// Mixes in whether `value` is there, then it.
  package mutating func combine(_ value: String?) {
    combine(value != nil)
    if let value { combine(value) }
  }

  /// Mixes in the position of `value` among its type's cases.
  package mutating func combine<Case: CaseIterable & Equatable>(case value: Case) {
    let index = Case.allCases.firstIndex(of: value).map {
      Case.allCases.distance(from: Case.allCases.startIndex, to: $0)
    }
    combine(index ?? -1)
  }

  /// The hash so far, as 32 lower-case hex digits.
  package var digest: String { Self.hex(high) + Self.hex(low) }

  /// `value` as 16 lower-case hex digits, zero-padded: how a digest or checksum is written.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// A checksum of `data` that reads it eight bytes at a time, for the rerun cache's stored
  /// bytes (hundreds of megabytes for a large catalog, checked on every rerun): two FNV-1a 64
  /// lanes over little-endian words, with different offsets and primes, then the length; 32 hex
  /// digits. It finds damage (a truncated or altered file); it is no defence against a forger,
  /// who could write the output as well.
  package static func checksum(of data: Data) -> String {
    var checksum = Checksum()
    checksum.add(data)
    return checksum.digest
  }

  /// The FNV-1a 128 hash of `data` alone, as 32 hex digits.
  package static func digest(of data: Data) -> String {
    var hasher = StableHasher()
    data.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.digest
  }
}
