import Foundation

/// A content hash that is the same in every process and on every machine: 128 bits over a
/// canonical encoding of what is combined (each value tagged with its kind, each string and
/// collection with its length, so no two different inputs share an encoding). The encoding's
/// bytes are taken eight at a time, little-endian, into two lanes with different rounds
/// (xxHash64's and MurmurHash3's), then the count of bytes, and each lane is finished with
/// MurmurHash3's avalanche. Not Swift's `Hasher`, which is seeded per process; not a defence
/// against someone who can write the cache on purpose (they can write the output too).
///
/// ```swift
/// var hasher = StableHasher()
/// hasher.combine("modal")
/// hasher.combine(375.0)
/// let key = hasher.digest  // 32 hex digits
/// ```
package struct StableHasher: Sendable {
  /// The first lane (xxHash64's round).
  private var first: UInt64 = 0x9e37_79b9_7f4a_7c15
  /// The second lane (MurmurHash3's round).
  private var second: UInt64 = 0x6c62_272e_07bb_0142
  /// The bytes after the last whole word, little-endian, and how many there are (0 to 7).
  private var pending: UInt64 = 0
  private var pendingCount = 0
  /// The bytes combined so far.
  private var count: UInt64 = 0

  /// The colour token names met so far (paints of view trees, colour tokens of values), each
  /// once: a variant's ten trees name the same few hundred times.
  package private(set) var colorNames: Set<String> = []
  /// The type style names met so far, each once.
  package private(set) var typeStyleNames: Set<String> = []
  /// The names last added to ``colorNames`` and ``typeStyleNames``: a tree names the same one
  /// many times in a row, and comparing with the last is cheaper than a set's hashing (the sets
  /// only grow, through ``note(colorName:)``, ``note(typeStyleName:)`` and
  /// ``note(colorNames:typeStyleNames:)``, so the last one added is always in them).
  private var lastColorName: String?
  private var lastTypeStyleName: String?

  /// A hasher with nothing combined yet.
  package init() {}

  /// Notes that what is combined names the colour token `name`.
  @inline(__always)
  mutating func note(colorName name: String) {
    guard name != lastColorName else { return }
    colorNames.insert(name)
    lastColorName = name
  }

  /// Notes that what is combined names the type style `name`.
  @inline(__always)
  mutating func note(typeStyleName name: String) {
    guard name != lastTypeStyleName else { return }
    typeStyleNames.insert(name)
    lastTypeStyleName = name
  }

  /// Notes every colour token and type style name in `colorNames` and `typeStyleNames` (what
  /// another hasher met).
  package mutating func note(colorNames: Set<String>, typeStyleNames: Set<String>) {
    self.colorNames.formUnion(colorNames)
    self.typeStyleNames.formUnion(typeStyleNames)
  }

  /// Takes in one whole word of the encoding into both lanes.
  @inline(__always)
  private mutating func absorb(_ word: UInt64) {
    first = Self.rotated(first &+ word &* 0xc2b2_ae3d_27d4_eb4f, 31) &* 0x9e37_79b9_7f4a_7c87
    let scrambled = Self.rotated(word &* 0x87c3_7b91_1142_53d5, 31) &* 0x4cf5_ad43_2745_937f
    second = Self.rotated(second ^ scrambled, 27) &* 5 &+ 0x52dc_e729
  }

  /// `value`'s bits rotated left by `bits` (1 to 63).
  @inline(__always)
  private static func rotated(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    value << bits | value >> (64 &- bits)
  }

  /// Mixes in one byte.
  @inline(__always)
  private mutating func mix(_ byte: UInt8) { mix(UInt64(byte), byteCount: 1) }

  /// Mixes in the low `byteCount` bytes (1 to 7) of `value`, little-endian, all at once: the
  /// same encoding as mixing them one by one. `value`'s higher bytes must be zero.
  @inline(__always)
  private mutating func mix(_ value: UInt64, byteCount: Int) {
    assert((1...7).contains(byteCount), "a whole word goes through combine(_: UInt64)")
    count &+= UInt64(byteCount)
    let shift = UInt64(pendingCount) &* 8
    pending |= value &<< shift
    let total = pendingCount &+ byteCount
    guard total >= 8 else {
      pendingCount = total
      return
    }
    // Only reached with bytes pending (shift > 0): the word is full; what is left of `value`
    // begins the next.
    absorb(pending)
    pending = value &>> (64 &- shift)
    pendingCount = total &- 8
  }

  /// Mixes in `bytes` as they are: whole words as ``combine(_:)-(UInt64)`` takes them, then
  /// the last few bytes in one go.
  package mutating func combine(bytes: UnsafeRawBufferPointer) {
    let words = bytes.count / 8
    for index in 0..<words {
      combine(
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index &* 8, as: UInt64.self)))
    }
    let tail = bytes.count &- words &* 8
    guard tail > 0 else { return }
    var last: UInt64 = 0
    for index in 0..<tail {
      last |= UInt64(bytes[words &* 8 &+ index]) &<< (UInt64(index) &* 8)
    }
    mix(last, byteCount: tail)
  }

  /// Mixes in `data`'s bytes, after their count.
  package mutating func combine(_ data: Data) {
    combine(data.count)
    data.withUnsafeBytes { combine(bytes: $0) }
  }

  /// Mixes in a kind tag (which of the encodings follows).
  @inline(__always)
  package mutating func combine(tag: UInt8) { mix(tag) }

  /// Mixes in `channels`' four bytes, little-endian (a colour's, red first).
  @inline(__always)
  package mutating func combine(channels: UInt32) { mix(UInt64(channels), byteCount: 4) }

  /// Mixes in `value`'s eight bytes, little-endian.
  @inline(__always)
  package mutating func combine(_ value: Int) {
    combine(UInt64(bitPattern: Int64(value)))
  }

  /// Mixes in `value`'s eight bytes, little-endian.
  @inline(__always)
  package mutating func combine(_ value: UInt64) {
    count &+= 8
    guard pendingCount > 0 else { return absorb(value) }
    // The word begun before, completed with the value's low bytes; its high bytes wait.
    let shift = UInt64(pendingCount) &* 8
    absorb(pending | value << shift)
    pending = value >> (64 &- shift)
  }

  /// Mixes in `value`'s bit pattern (so 0 and -0 differ, as their printed forms may).
  @inline(__always)
  package mutating func combine(_ value: Double) { combine(value.bitPattern) }

  /// Mixes in `value` as one byte.
  @inline(__always)
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

  /// Mixes in which case `value` is: the one byte that holds a plain enum (its case's number,
  /// in the order the cases are declared: a tree's every node names a few, and `allCases` is
  /// slow to search), else its position among its type's cases.
  @inline(__always)
  package mutating func combine<Case: CaseIterable & Equatable>(case value: Case) {
    switch MemoryLayout<Case>.size {
    case 0: mix(0)  // one case
    case 1: withUnsafeBytes(of: value) { mix($0[0]) }
    default:
      let index = Case.allCases.firstIndex(of: value).map {
        Case.allCases.distance(from: Case.allCases.startIndex, to: $0)
      }
      combine(index ?? -1)
    }
  }

  /// The hash so far, as 32 lower-case hex digits.
  package var digest: String {
    var copy = self
    if pendingCount > 0 { copy.absorb(copy.pending) }
    var first = copy.first ^ count
    var second = copy.second ^ count
    first &+= second
    second &+= first
    first = Self.avalanche(first)
    second = Self.avalanche(second)
    first &+= second
    second &+= first
    return Self.hex(first) + Self.hex(second)
  }

  /// MurmurHash3's finishing mix of a lane: every input bit reaches every output bit.
  private static func avalanche(_ lane: UInt64) -> UInt64 {
    var lane = lane
    lane ^= lane >> 33
    lane &*= 0xff51_afd7_ed55_8ccd
    lane ^= lane >> 33
    lane &*= 0xc4ce_b9fe_1a85_ec53
    lane ^= lane >> 33
    return lane
  }

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

  /// The hash of `data`'s bytes alone (no count before them), as 32 hex digits.
  package static func digest(of data: Data) -> String {
    var hasher = StableHasher()
    data.withUnsafeBytes { hasher.combine(bytes: $0) }
    return hasher.digest
  }
}
