extension LayoutEngine {
  /// Whether `node` grows along `axis` to fill what it is offered.
  func isFlexible(_ node: ViewNode, along axis: Axis) -> Bool {
    switch node.kind {
    case .empty, .text, .image: false
    case .shape, .spacer: true
    case .stack(_, let children), .layers(_, let children):
      children.contains { isFlexible($0, along: axis) }
    case .background(let content, _): isFlexible(content, along: axis)
    case .padding(_, let child), .role(_, let child), .animated(_, let child),
      .accessibility(_, let child):
      isFlexible(child, along: axis)
    case .fixedSize(let horizontal, let vertical, let child):
      !(axis == .horizontal ? horizontal : vertical) && isFlexible(child, along: axis)
    case .frame(let spec, let child):
      switch axis {
      case .horizontal:
        spec.width == nil && (spec.maxWidth == .infinity || isFlexible(child, along: axis))
      case .vertical:
        spec.height == nil && (spec.maxHeight == .infinity || isFlexible(child, along: axis))
      }
    }
  }

  /// Whether `node` is the same length along `axis` whatever it is offered.
  func hasFixedLength(_ node: ViewNode, along axis: Axis) -> Bool {
    switch node.kind {
    case .image: true
    case .frame(let spec, let child):
      (axis == .horizontal ? spec.width : spec.height) != nil || hasFixedLength(child, along: axis)
    case .padding(_, let child), .role(_, let child), .animated(_, let child),
      .accessibility(_, let child):
      hasFixedLength(child, along: axis)
    case .fixedSize(let horizontal, let vertical, let child):
      (axis == .horizontal ? horizontal : vertical) || hasFixedLength(child, along: axis)
    default: false
    }
  }

  /// The size of each child of a stack offered `proposal`.
  func childSizes(_ spec: StackSpec, _ children: [ViewNode], proposal: ProposedSize) -> [Size] {
    let axis = spec.axis
    let cross = proposal.length(along: axis.cross)
    let gaps = spec.spacing.points * Double(max(0, children.count - 1))
    let offered = proposal.length(along: axis)

    if spec.distribution == .fillEqually, !children.isEmpty {
      let share: Double
      if let offered {
        share = max(0, (offered - gaps) / Double(children.count))
      } else {
        share =
          children.map {
            size(of: $0, proposal: .along(axis, main: nil, cross: cross)).length(along: axis)
          }.max() ?? 0
      }
      return children.map { child in
        let natural = size(of: child, proposal: .along(axis, main: share, cross: cross))
        return .along(axis, main: share, cross: natural.length(along: axis.cross))
      }
    }

    var sizes = [Size?](repeating: nil, count: children.count)
    var used = gaps
    // Children of fixed length first, so text after them is offered only what truly remains.
    let rigid = children.indices.filter { !isFlexible(children[$0], along: axis) }
    let isFixed = rigid.map { hasFixedLength(children[$0], along: axis) }
    let order =
      zip(rigid, isFixed).filter(\.1).map(\.0) + zip(rigid, isFixed).filter { !$0.1 }.map(\.0)
    for index in order {
      let child = children[index]
      // Along a row, each fixed child is offered what the ones before it left, so text wraps
      // or truncates instead of running off the screen; down a column, the ideal height.
      let remaining = axis == .horizontal ? offered.map { max(0, $0 - used) } : nil
      let childSize = size(of: child, proposal: .along(axis, main: remaining, cross: cross))
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
        let childSize = flexibleSize(children[index], share: share, axis: axis, cross: cross)
        sizes[index] = childSize
        if let share, childSize.length(along: axis) < share - 1e-9 { settled.append(index) }
      }
      guard !settled.isEmpty, settled.count < pending.count else { break }
      used += settled.reduce(0) { $0 + (sizes[$1]?.length(along: axis) ?? 0) }
      pending.removeAll { settled.contains($0) }
    }
    return sizes.map { $0 ?? .zero }
  }

  private func flexibleSize(_ child: ViewNode, share: Double?, axis: Axis, cross: Double?)
    -> Size
  {
    if case .spacer(let minLength) = child.kind {
      return .along(axis, main: max(minLength, share ?? minLength), cross: 0)
    }
    return size(of: child, proposal: .along(axis, main: share, cross: cross))
  }

  /// The size of a stack whose children have `sizes`.
  func stackSize(_ spec: StackSpec, _ sizes: [Size]) -> Size {
    let main =
      sizes.reduce(0) { $0 + $1.length(along: spec.axis) }
      + spec.spacing.points * Double(max(0, sizes.count - 1))
    let cross = sizes.map { $0.length(along: spec.axis.cross) }.max() ?? 0
    return .along(spec.axis, main: main, cross: cross)
  }
}
