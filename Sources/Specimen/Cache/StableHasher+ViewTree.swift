import Foundation

/// The canonical encoding of a view tree: every field of every node, in order. A field added to
/// a node's spec must be added here too (`StableHasherTests` counts each type's fields, so a new
/// one fails there until it is).
extension StableHasher {
  /// Mixes in `node` and everything under it.
  package mutating func combine(_ node: ViewNode) {
    switch node.kind {
    case .stack(let spec, let children):
      combine(tag: 1)
      combine(case: spec.axis)
      combine(spec.spacing)
      combine(spec.alignment)
      combine(case: spec.distribution)
      combine(children)
    case .layers(let alignment, let children):
      combine(tag: 2)
      combine(alignment)
      combine(children)
    case .background(let content, let background):
      combine(tag: 3)
      combine(content)
      combine(background)
    case .text(let spec):
      combine(tag: 4)
      combine(spec.content)
      combine(spec.style)
      combine(spec.paint)
      combine(case: spec.alignment)
      combine(spec.lineLimit != nil)
      combine(spec.lineLimit ?? 0)
    case .shape(let style):
      combine(tag: 5)
      combine(style.kind.rawValue)
      combine(style.fill)
      combine(style.stroke)
      combine(style.strokeWidth)
      combine(style.cornerRadius)
      combine(style.dash.count)
      for dash in style.dash { combine(dash) }
    case .image(let spec):
      combine(tag: 6)
      combine(spec.size.width)
      combine(spec.size.height)
      combine(spec.label)
      combine(spec.paint)
    case .spacer(let minLength):
      combine(tag: 7)
      combine(minLength)
    case .padding(let insets, let child):
      combine(tag: 8)
      combine(insets.top)
      combine(insets.leading)
      combine(insets.bottom)
      combine(insets.trailing)
      combine(child)
    case .frame(let spec, let child):
      combine(tag: 9)
      combine(spec.width)
      combine(spec.height)
      combine(spec.maxWidth)
      combine(spec.maxHeight)
      combine(spec.minWidth)
      combine(spec.minHeight)
      combine(spec.alignment)
      combine(child)
    case .role(let role, let child):
      combine(tag: 10)
      combine(role)
      combine(child)
    case .accessibility(let element, let child):
      combine(tag: 11)
      combine(element.label)
      combine(case: element.trait)
      combine(element.action)
      combine(child)
    case .animated(let animation, let child):
      combine(tag: 12)
      combine(animation.appearAfter)
      combine(animation.rotationPeriod)
      combine(child)
    case .fixedSize(let horizontal, let vertical, let child):
      combine(tag: 13)
      combine(horizontal)
      combine(vertical)
      combine(child)
    case .empty:
      combine(tag: 14)
    }
  }

  /// Mixes in the count of `nodes`, then each.
  private mutating func combine(_ nodes: [ViewNode]) {
    combine(nodes.count)
    for node in nodes { combine(node) }
  }

  /// Mixes in a length: its points and its token.
  package mutating func combine(_ length: Length) {
    combine(length.points)
    combine(length.token)
  }

  /// Mixes in whether `length` is there, then it.
  private mutating func combine(_ length: Length?) {
    combine(length != nil)
    if let length { combine(length) }
  }

  /// Mixes in an alignment's two axes.
  private mutating func combine(_ alignment: Alignment) {
    combine(case: alignment.horizontal)
    combine(case: alignment.vertical)
  }

  /// Mixes in every field of a type style.
  package mutating func combine(_ style: TypeStyle) {
    note(typeStyleName: style.name)
    combine(style.name)
    combine(style.family)
    combine(case: style.weight)
    combine(style.size)
    combine(style.lineHeight)
    combine(style.dynamicTypeStyle != nil)
    if let dynamic = style.dynamicTypeStyle { combine(case: dynamic) }
  }

  /// Mixes in a paint: its token and colour.
  package mutating func combine(_ paint: Paint) {
    if let token = paint.token { note(colorName: token) }
    combine(paint.token)
    combine(paint.color)
  }

  /// Mixes in whether `paint` is there, then it.
  private mutating func combine(_ paint: Paint?) {
    combine(paint != nil)
    if let paint { combine(paint) }
  }

  /// Mixes in a colour's four channels, one byte each, red first.
  package mutating func combine(_ color: RGBAColor) {
    combine(
      channels: UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16
        | UInt32(color.alpha) << 24)
  }
}
