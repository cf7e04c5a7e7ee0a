extension LayoutEngine {
  /// Lays `node` out in `rect` (the size its parent settled on) and returns its subtree.
  func place(_ node: ViewNode, in rect: Rect) -> LayoutNode {
    switch node.kind {
    case .empty:
      return LayoutNode(frame: rect, content: .group)
    case .stack(let spec, let all):
      let children = visible(all)
      let sizes = childSizes(spec, children, proposal: ProposedSize(rect.size))
      var cursor = spec.axis == .vertical ? rect.y : rect.x
      var placed: [LayoutNode] = []
      for (child, childSize) in zip(children, sizes) {
        let origin: (x: Double, y: Double)
        if spec.axis == .vertical {
          origin = (align(spec.alignment.horizontal, childSize.width, in: rect), cursor)
          cursor += childSize.height + spec.spacing.points
        } else {
          origin = (cursor, align(spec.alignment.vertical, childSize.height, in: rect))
          cursor += childSize.width + spec.spacing.points
        }
        placed.append(place(child, in: Rect(x: origin.x, y: origin.y, size: childSize)))
      }
      return LayoutNode(
        frame: rect, content: .group, children: placed,
        distances: gaps(between: placed, spec: spec))
    case .layers(let alignment, let children):
      let placed = visible(children).map { child in
        place(
          child, in: aligned(size(of: child, proposal: ProposedSize(rect.size)), alignment, rect))
      }
      return LayoutNode(frame: rect, content: .group, children: placed)
    case .background(let content, let background):
      return LayoutNode(
        frame: rect, content: .group,
        children: [place(background, in: rect), place(content, in: rect)])
    case .text(let spec):
      return LayoutNode(frame: rect, content: .text(textLayout(spec, in: rect)))
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
    case .padding(let insets, let child):
      let inner = Rect(
        x: rect.x + insets.leading.points, y: rect.y + insets.top.points,
        width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical)
      )
      var placed = place(child, in: inner)
      placed.distances += Self.insets(insets, from: rect, to: placed.frame)
      return placed
    case .frame(let spec, let child):
      let offer = ProposedSize(
        width: spec.width?.points ?? min(rect.width, spec.maxWidth ?? rect.width),
        height: spec.height?.points ?? min(rect.height, spec.maxHeight ?? rect.height))
      let childSize = size(of: child, proposal: offer)
      // A child sized at its ideal size keeps it and may overflow the frame, centred or aligned
      // as UIKit's constraints would place it; any other child is fitted inside.
      let fitted = Size(
        width: ignoresOffer(child, along: .horizontal)
          ? childSize.width : min(childSize.width, rect.width),
        height: ignoresOffer(child, along: .vertical)
          ? childSize.height : min(childSize.height, rect.height))
      let inner = place(child, in: aligned(fitted, spec.alignment, rect))
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
    case .role(let name, let child):
      var inner = place(child, in: rect)
      if inner.role == nil, inner.frame == rect {
        inner.role = name
        return inner
      }
      return LayoutNode(frame: rect, role: name, content: .group, children: [inner])
    case .accessibility(let element, let child):
      var inner = place(child, in: rect)
      if inner.accessibility == nil, inner.frame == rect {
        inner.accessibility = element
        return inner
      }
      return LayoutNode(frame: rect, content: .group, children: [inner], accessibility: element)
    case .animated(let animation, let child):
      return LayoutNode(
        frame: rect, content: .group, children: [place(child, in: rect)], animation: animation)
    case .fixedSize(let horizontal, let vertical, let child):
      let ideal = size(
        of: child,
        proposal: ProposedSize(rect.size).ideal(horizontal: horizontal, vertical: vertical))
      let size = Size(
        width: horizontal ? ideal.width : rect.width, height: vertical ? ideal.height : rect.height)
      return place(child, in: aligned(size, .center, rect))
    }
  }

  /// The gaps a stack laid out between neighbouring children, measured from their frames.
  private func gaps(between placed: [LayoutNode], spec: StackSpec) -> [Distance] {
    guard spec.spacing.points > 0 else { return [] }
    return zip(placed, placed.dropFirst()).compactMap { previous, next in
      let (a, b) = (previous.frame, next.frame)
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

  /// Whether `node` keeps its ideal length along `axis` whatever it is offered.
  private func ignoresOffer(_ node: ViewNode, along axis: Axis) -> Bool {
    switch node.kind {
    case .fixedSize(let horizontal, let vertical, _): axis == .horizontal ? horizontal : vertical
    case .role(_, let child), .animated(_, let child), .accessibility(_, let child):
      ignoresOffer(child, along: axis)
    case .padding(_, let child): ignoresOffer(child, along: axis)
    // A text keeps the height of its lines, as a UILabel resists compression: in a shorter
    // frame (a fixed-height field at a large text size) it runs past it, and that is a finding.
    case .text: axis == .vertical
    default: false
    }
  }

  private func align(_ alignment: HorizontalAlignment, _ width: Double, in rect: Rect) -> Double {
    switch alignment {
    case .leading: rect.x
    case .center: rect.x + (rect.width - width) / 2
    case .trailing: rect.maxX - width
    }
  }

  private func align(_ alignment: VerticalAlignment, _ height: Double, in rect: Rect) -> Double {
    switch alignment {
    case .top: rect.y
    case .center: rect.y + (rect.height - height) / 2
    case .bottom: rect.maxY - height
    }
  }

  private func aligned(_ size: Size, _ alignment: Alignment, _ rect: Rect) -> Rect {
    Rect(
      x: align(alignment.horizontal, size.width, in: rect),
      y: align(alignment.vertical, size.height, in: rect), size: size)
  }

  /// Wraps and places the lines of a text node inside `rect`.
  func textLayout(_ spec: TextSpec, in rect: Rect) -> TextLayout {
    let lines = textLines(spec, maxWidth: rect.width)
    let style = spec.style
    let primary = fonts.faces(for: style).first?.font
    let unitsPerEm = Double(primary?.unitsPerEm ?? 1000)
    let ascent = Double(primary?.ascender ?? 800) * style.size / unitsPerEm
    let descent = -Double(primary?.descender ?? -200) * style.size / unitsPerEm
    let halfLeading = (style.lineHeight - ascent - descent) / 2
    let placed = lines.enumerated().map { index, line in
      let top = rect.y + Double(index) * style.lineHeight
      let x = align(spec.alignment, line.width, in: rect)
      return PlacedLine(
        line: line, x: x, baseline: top + halfLeading + ascent,
        box: Rect(x: x, y: top, width: line.width, height: style.lineHeight))
    }
    return TextLayout(
      style: style, paint: spec.paint,
      fontFamily: fonts.cssFamilyList(
        for: style, using: Set(lines.flatMap { $0.runs.map(\.typefaceID) })),
      lines: placed)
  }
}
