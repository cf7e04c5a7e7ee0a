extension LayoutPass {
  /// The size of each child of a stack offered `proposal`.
  mutating func childSizes(
    _ spec: StackSpec, _ children: ArraySlice<LayoutTree.NodeID>, proposal: ProposedSize
  ) -> [Size] {
    let axis = spec.axis
    let cross = proposal.length(along: axis.cross)
    let gaps = spec.spacing.points * Double(max(0, children.count - 1))
    let offered = proposal.length(along: axis)

    if spec.distribution == .fillEqually, !children.isEmpty {
      let share: Double
      if let offered {
        share = max(0, (offered - gaps) / Double(children.count))
      } else {
        var lengths: [Double] = []
        for child in children {
          lengths.append(
            size(child, .along(axis, main: nil, cross: cross)).length(along: axis))
        }
        share = lengths.max() ?? 0
      }
      var sizes: [Size] = []
      for child in children {
        let natural = size(child, .along(axis, main: share, cross: cross))
        sizes.append(.along(axis, main: share, cross: natural.length(along: axis.cross)))
      }
      return sizes
    }

    let base = children.startIndex
    var sizes = [Size?](repeating: nil, count: children.count)
    var used = gaps
    // Children of fixed length first, so text after them is offered only what truly remains.
    var order: [Int] = []
    order.reserveCapacity(children.count)
    for fixedFirst in [true, false] {
      for (index, child) in children.enumerated() {
        let facts = tree.facts(of: child)
        if !facts.isFlexible(along: axis), facts.hasFixedLength(along: axis) == fixedFirst {
          order.append(index)
        }
      }
    }
    for index in order {
      // Along a row, each fixed child is offered what the ones before it left, so text wraps
      // or truncates instead of running off the screen; down a column, the ideal height.
      let remaining = axis == .horizontal ? offered.map { max(0, $0 - used) } : nil
      let childSize = size(children[base + index], .along(axis, main: remaining, cross: cross))
      sizes[index] = childSize
      used += childSize.length(along: axis)
    }
    // Flexible children share what is left equally; one that stops short of its share (a
    // `maxWidth` cap) keeps its size and the others share the rest again.
    var pending = sizes.indices.filter { sizes[$0] == nil }
    while !pending.isEmpty {
      let share = offered.map { max(0, $0 - used) / Double(pending.count) }
      var settled: [Int] = []
      for index in pending {
        let childSize = flexibleSize(
          children[base + index], share: share, axis: axis, cross: cross)
        sizes[index] = childSize
        if let share, childSize.length(along: axis) < share - 1e-9 { settled.append(index) }
      }
      guard !settled.isEmpty, settled.count < pending.count else { break }
      used += settled.reduce(0) { $0 + (sizes[$1]?.length(along: axis) ?? 0) }
      pending.removeAll { settled.contains($0) }
    }
    return sizes.map { $0 ?? .zero }
  }

  private mutating func flexibleSize(
    _ child: LayoutTree.NodeID, share: Double?, axis: Axis, cross: Double?
  ) -> Size {
    if case .spacer(let minLength) = tree.kind(of: child) {
      return .along(axis, main: max(minLength, share ?? minLength), cross: 0)
    }
    return size(child, .along(axis, main: share, cross: cross))
  }

  /// The size of a stack whose children have `sizes`.
  static func stackSize(_ spec: StackSpec, _ sizes: [Size]) -> Size {
    let main =
      sizes.reduce(0) { $0 + $1.length(along: spec.axis) }
      + spec.spacing.points * Double(max(0, sizes.count - 1))
    let cross = sizes.map { $0.length(along: spec.axis.cross) }.max() ?? 0
    return .along(spec.axis, main: main, cross: cross)
  }
}
