import Foundation

@testable import Specimen

/// Today's engine before the cache (`LayoutEngine` up to issue 21), kept verbatim as the
/// reference the differential tests compare the cached engine with: the view tree walked as
/// values, every subtree re-sized at every level, text broken afresh every time it is asked.
/// It must not change with the engine: it is what "the same frames" means.
struct ReferenceLayoutEngine {
  /// The engine whose fonts and line breaker text is measured with (its memo is not used).
  let engine: LayoutEngine
  var fonts: FontBook { engine.fonts }
  /// How often this engine was asked for a size, across its copies (tests count the work).
  let sizeCalls = Counter()

  /// A count an engine's copies share.
  final class Counter: @unchecked Sendable {
    var value = 0
  }

  /// Lays `root` out on a screen of `size`, origin at the top left.
  func layout(_ root: ViewNode, in size: Size) -> LayoutNode {
    place(root, in: Rect(x: 0, y: 0, size: size))
  }

  func size(of node: ViewNode, proposal: ProposedSize) -> Size {
    sizeCalls.value += 1
    switch node.kind {
    case .empty:
      return .zero
    case .stack(let spec, let children):
      let sizes = childSizes(spec, visible(children), proposal: proposal)
      return stackSize(spec, sizes)
    case .layers(_, let children):
      let sizes = visible(children).map { size(of: $0, proposal: proposal) }
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .background(let content, _):
      return size(of: content, proposal: proposal)
    case .text(let spec):
      let lines = textLines(spec, maxWidth: proposal.width)
      return Size(
        width: lines.map(\.width).max() ?? 0, height: Double(lines.count) * spec.style.lineHeight)
    case .shape:
      return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
    case .image(let spec):
      return spec.size
    case .spacer(let minLength):
      return Size(width: minLength, height: minLength)
    case .padding(let insets, let child):
      let inner = size(of: child, proposal: proposal.inset(by: insets))
      return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    case .frame(let spec, let child):
      return frameSize(spec, child, proposal: proposal)
    case .role(_, let child), .animated(_, let child), .accessibility(_, let child):
      return size(of: child, proposal: proposal)
    case .fixedSize(let horizontal, let vertical, let child):
      return size(of: child, proposal: proposal.ideal(horizontal: horizontal, vertical: vertical))
    }
  }

  func frameSize(_ spec: FrameSpec, _ child: ViewNode, proposal: ProposedSize) -> Size {
    let offer = ProposedSize(
      width: spec.width?.points ?? proposal.width.map { min($0, spec.maxWidth ?? $0) },
      height: spec.height?.points ?? proposal.height.map { min($0, spec.maxHeight ?? $0) })
    let inner = size(of: child, proposal: offer)
    func resolve(
      _ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ offered: Double?,
      _ natural: Double
    ) -> Double {
      if let fixed { return fixed }
      guard let maximum else { return max(minimum ?? natural, natural) }
      return max(minimum ?? natural, natural, min(maximum, offered ?? natural))
    }
    return Size(
      width: resolve(spec.width?.points, spec.minWidth, spec.maxWidth, proposal.width, inner.width),
      height: resolve(
        spec.height?.points, spec.minHeight, spec.maxHeight, proposal.height, inner.height))
  }

  func textLines(_ spec: TextSpec, maxWidth: Double?) -> [MeasuredLine] {
    guard !spec.content.isEmpty else { return [] }
    return engine.breaker.lines(
      of: spec.content, style: spec.style, maxWidth: maxWidth, lineLimit: spec.lineLimit)
  }

  func visible(_ children: [ViewNode]) -> [ViewNode] {
    children.filter { $0 != .empty }
  }

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

  func flexibleSize(_ child: ViewNode, share: Double?, axis: Axis, cross: Double?)
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
  func gaps(between placed: [LayoutNode], spec: StackSpec) -> [Distance] {
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
  func ignoresOffer(_ node: ViewNode, along axis: Axis) -> Bool {
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

  func align(_ alignment: HorizontalAlignment, _ width: Double, in rect: Rect) -> Double {
    switch alignment {
    case .leading: rect.x
    case .center: rect.x + (rect.width - width) / 2
    case .trailing: rect.maxX - width
    }
  }

  func align(_ alignment: VerticalAlignment, _ height: Double, in rect: Rect) -> Double {
    switch alignment {
    case .top: rect.y
    case .center: rect.y + (rect.height - height) / 2
    case .bottom: rect.maxY - height
    }
  }

  func aligned(_ size: Size, _ alignment: Alignment, _ rect: Rect) -> Rect {
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
