extension LayoutPass {
  /// Lays `id` out in `rect` (the size its parent settled on) and returns its subtree.
  mutating func place(_ id: LayoutTree.NodeID, in rect: Rect) -> LayoutNode {
    let children = tree.children(of: id)
    switch tree.kind(of: id) {
    case .empty:
      return LayoutNode(frame: rect, content: .group)
    case .stack(let spec):
      let sizes = childSizes(spec, children, proposal: ProposedSize(rect.size))
      var cursor = spec.axis == .vertical ? rect.y : rect.x
      var placed: [LayoutNode] = []
      placed.reserveCapacity(children.count)
      for (child, childSize) in zip(children, sizes) {
        let origin: (x: Double, y: Double)
        if spec.axis == .vertical {
          origin = (Self.align(spec.alignment.horizontal, childSize.width, in: rect), cursor)
          cursor += childSize.height + spec.spacing.points
        } else {
          origin = (cursor, Self.align(spec.alignment.vertical, childSize.height, in: rect))
          cursor += childSize.width + spec.spacing.points
        }
        placed.append(place(child, in: Rect(x: origin.x, y: origin.y, size: childSize)))
      }
      return LayoutNode(
        frame: rect, content: .group, children: placed,
        distances: Self.gaps(between: placed, spec: spec))
    case .layers(let alignment):
      var placed: [LayoutNode] = []
      placed.reserveCapacity(children.count)
      for child in children {
        let childSize = size(child, ProposedSize(rect.size))
        placed.append(place(child, in: Self.aligned(childSize, alignment, rect)))
      }
      return LayoutNode(frame: rect, content: .group, children: placed)
    case .background:
      let background = place(children[children.startIndex + 1], in: rect)
      let content = place(children[children.startIndex], in: rect)
      return LayoutNode(frame: rect, content: .group, children: [background, content])
    case .text(let spec):
      return LayoutNode(frame: rect, content: .text(text.layout(spec, in: rect)))
    case .shape(let style):
      var distances: [Distance] = []
      if style.kind == .rectangle, style.cornerRadius.points > 0 {
        // As drawn: a radius never exceeds half the shorter side.
        let drawn = min(style.cornerRadius.points, rect.width / 2, rect.height / 2)
        distances.append(
          Distance(
            kind: .cornerRadius, span: rect, axis: .horizontal,
            length: Length(drawn, token: style.cornerRadius.token)))
      }
      return LayoutNode(frame: rect, content: .shape(style), distances: distances)
    case .image(let spec):
      return LayoutNode(frame: rect, content: .image(spec))
    case .spacer:
      return LayoutNode(frame: rect, content: .group)
    case .padding(let insets):
      let inner = Rect(
        x: rect.x + insets.leading.points, y: rect.y + insets.top.points,
        width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical)
      )
      var placed = place(children[children.startIndex], in: inner)
      placed.distances += Self.insets(insets, from: rect, to: placed.frame)
      return placed
    case .frame(let spec):
      let child = children[children.startIndex]
      let offer = ProposedSize(
        width: spec.width?.points ?? min(rect.width, spec.maxWidth ?? rect.width),
        height: spec.height?.points ?? min(rect.height, spec.maxHeight ?? rect.height))
      let childSize = size(child, offer)
      // A child sized at its ideal size keeps it and may overflow the frame, centred or aligned
      // as UIKit's constraints would place it; any other child is fitted inside.
      let facts = tree.facts(of: child)
      let fitted = Size(
        width: facts.ignoresOffer.horizontal ? childSize.width : min(childSize.width, rect.width),
        height: facts.ignoresOffer.vertical
          ? childSize.height : min(childSize.height, rect.height))
      let inner = place(child, in: Self.aligned(fitted, spec.alignment, rect))
      var distances: [Distance] = []
      if let width = spec.width {
        distances.append(
          Distance(
            kind: .width, span: rect, axis: .horizontal,
            length: Length(rect.width, token: width.token)))
      }
      if let height = spec.height {
        distances.append(
          Distance(
            kind: .height, span: rect, axis: .vertical,
            length: Length(rect.height, token: height.token)))
      }
      return LayoutNode(frame: rect, content: .group, children: [inner], distances: distances)
    case .role(let name):
      var inner = place(children[children.startIndex], in: rect)
      if inner.role == nil, inner.frame == rect {
        inner.role = name
        return inner
      }
      return LayoutNode(frame: rect, role: name, content: .group, children: [inner])
    case .accessibility(let element):
      var inner = place(children[children.startIndex], in: rect)
      if inner.accessibility == nil, inner.frame == rect {
        inner.accessibility = element
        return inner
      }
      return LayoutNode(frame: rect, content: .group, children: [inner], accessibility: element)
    case .animated(let animation):
      return LayoutNode(
        frame: rect, content: .group, children: [place(children[children.startIndex], in: rect)],
        animation: animation)
    case .fixedSize(let horizontal, let vertical):
      let child = children[children.startIndex]
      let ideal = size(
        child, ProposedSize(rect.size).ideal(horizontal: horizontal, vertical: vertical))
      let size = Size(
        width: horizontal ? ideal.width : rect.width, height: vertical ? ideal.height : rect.height)
      return place(child, in: Self.aligned(size, .center, rect))
    }
  }

  /// The gaps a stack laid out between neighbouring children, measured from their frames.
  private static func gaps(between placed: [LayoutNode], spec: StackSpec) -> [Distance] {
    guard spec.spacing.points > 0, placed.count > 1 else { return [] }
    // By index, reading frames alone: no node is copied.
    return (1..<placed.count).compactMap { index in
      let (a, b) = (placed[index - 1].frame, placed[index].frame)
      let span: Rect
      if spec.axis == .vertical {
        let left = min(a.x, b.x)
        span = Rect(
          x: left, y: a.maxY, width: max(a.maxX, b.maxX) - left, height: b.y - a.maxY)
        guard span.height > 0 else { return nil }
        return Distance(
          kind: .gap, span: span, axis: .vertical,
          length: Length(span.height, token: spec.spacing.token))
      }
      let top = min(a.y, b.y)
      span = Rect(x: a.maxX, y: top, width: b.x - a.maxX, height: max(a.maxY, b.maxY) - top)
      guard span.width > 0 else { return nil }
      return Distance(
        kind: .gap, span: span, axis: .horizontal,
        length: Length(span.width, token: spec.spacing.token))
    }
  }

  /// The insets of a padding from the padded frame `outer` to its child's frame `inner`.
  static func insets(_ insets: EdgeInsets, from outer: Rect, to inner: Rect) -> [Distance] {
    let sides: [(Length, Rect, Axis)] = [
      (
        insets.top, Rect(x: inner.x, y: outer.y, width: inner.width, height: inner.y - outer.y),
        .vertical
      ),
      (
        insets.leading,
        Rect(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height), .horizontal
      ),
      (
        insets.bottom,
        Rect(x: inner.x, y: inner.maxY, width: inner.width, height: outer.maxY - inner.maxY),
        .vertical
      ),
      (
        insets.trailing,
        Rect(x: inner.maxX, y: inner.y, width: outer.maxX - inner.maxX, height: inner.height),
        .horizontal
      ),
    ]
    return sides.compactMap { inset, span, axis in
      let points = axis == .vertical ? span.height : span.width
      guard inset.points > 0, points > 0 else { return nil }
      return Distance(
        kind: .inset, span: span, axis: axis, length: Length(points, token: inset.token))
    }
  }

  static func align(_ alignment: HorizontalAlignment, _ width: Double, in rect: Rect) -> Double {
    switch alignment {
    case .leading: rect.x
    case .center: rect.x + (rect.width - width) / 2
    case .trailing: rect.maxX - width
    }
  }

  static func align(_ alignment: VerticalAlignment, _ height: Double, in rect: Rect) -> Double {
    switch alignment {
    case .top: rect.y
    case .center: rect.y + (rect.height - height) / 2
    case .bottom: rect.maxY - height
    }
  }

  static func aligned(_ size: Size, _ alignment: Alignment, _ rect: Rect) -> Rect {
    Rect(
      x: Self.align(alignment.horizontal, size.width, in: rect),
      y: Self.align(alignment.vertical, size.height, in: rect), size: size)
  }
}
