/// Where ``MarkupRenderer`` writes: UTF-8 bytes (`[UInt8]`), or only how many there are
/// (``MarkupByteCount``), so a page's weight is known without writing it.
protocol MarkupOutput {
  /// The bytes written so far.
  var count: Int { get }
  /// Writes one byte.
  mutating func write(_ byte: UInt8)
  /// Writes `bytes` in order.
  mutating func write(_ bytes: some Collection<UInt8>)
}

extension Array: MarkupOutput where Element == UInt8 {
  mutating func write(_ byte: UInt8) { append(byte) }
  mutating func write(_ bytes: some Collection<UInt8>) { append(contentsOf: bytes) }
}

/// A ``MarkupOutput`` that keeps only the count.
struct MarkupByteCount: MarkupOutput {
  private(set) var count = 0

  mutating func write(_ byte: UInt8) { count += 1 }
  mutating func write(_ bytes: some Collection<UInt8>) { count += bytes.count }
}
