/// The sizes a ``LayoutPass`` has computed, per node of its ``LayoutTree`` and per proposal: a
/// node asked for its size under a proposal it has answered before answers from here, so a
/// subtree is sized once per distinct proposal instead of once per ancestor.
///
/// As taffy's `Cache` (`src/tree/cache.rs`), each node keeps a small fixed number of entries:
/// a parent probes a child under a few proposals (its ideal length, what is left, a share, the
/// final frame), so ``ways`` entries hold them, the oldest giving way to a new one. The key is
/// the whole proposal, to the bit: each length and whether it is given. Placing needs no entry:
/// each node is placed once.
struct LayoutCache {
  /// The entries each node keeps.
  static let ways = 4

  private struct Entry {
    var width: UInt64
    var height: UInt64
    /// Bit 0: a width is given; bit 1: a height is given; bit 2: the entry holds a size.
    var flags: UInt8
    var size: Size

    static let unused = Entry(width: 0, height: 0, flags: 0, size: .zero)
  }

  /// `ways` entries per node, node after node.
  private var entries: [Entry]
  /// The entry each node fills next.
  private var next: [UInt8]

  /// An empty cache for a tree of `nodeCount` nodes.
  init(nodeCount: Int) {
    entries = Array(repeating: .unused, count: nodeCount * Self.ways)
    next = Array(repeating: 0, count: nodeCount)
  }

  /// The size `id` answered `proposal` with, if it is kept.
  func size(of id: LayoutTree.NodeID, under proposal: ProposedSize) -> Size? {
    let key = Self.key(proposal)
    let base = Int(id.index) * Self.ways
    for slot in base..<(base + Self.ways) {
      let entry = entries[slot]
      if entry.flags == key.flags, entry.width == key.width, entry.height == key.height {
        return entry.size
      }
    }
    return nil
  }

  /// Keeps `size` as `id`'s answer to `proposal`, in place of its oldest entry.
  mutating func store(_ size: Size, of id: LayoutTree.NodeID, under proposal: ProposedSize) {
    var entry = Self.key(proposal)
    entry.size = size
    let node = Int(id.index)
    let slot = Int(next[node])
    entries[node * Self.ways + slot] = entry
    next[node] = UInt8((slot + 1) % Self.ways)
  }

  /// The entry `proposal` is looked up by, its size left zero.
  private static func key(_ proposal: ProposedSize) -> Entry {
    var flags: UInt8 = 0b100
    if proposal.width != nil { flags |= 0b001 }
    if proposal.height != nil { flags |= 0b010 }
    return Entry(
      width: proposal.width?.bitPattern ?? 0, height: proposal.height?.bitPattern ?? 0,
      flags: flags, size: .zero)
  }
}
