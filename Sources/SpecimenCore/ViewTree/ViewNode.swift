import Foundation

/// One node of a declarative view tree, the way a SwiftUI body describes a screen.
///
/// Build trees with the static factories and modifiers, inside a ``ViewContent``:
/// ```swift
/// let card: ViewNode = .vStack(spacing: 8) {
///   .text("Title", style: Typography.title, color: environment.color(Palette.label))
///   .divider(color: environment.color(Palette.separator))
/// }
/// .frame(width: 270)
/// .role("card")
/// ```
public struct ViewNode: Hashable, Sendable {
  /// What the node is: the engine's own tree, read by layout, checks and rendering.
  package indirect enum Kind: Hashable, Sendable {
    /// Children along an axis.
    case stack(StackSpec, [ViewNode])
    /// Children drawn on top of each other, the first at the back.
    case layers(Alignment, [ViewNode])
    /// A content node with a background sized to it.
    case background(ViewNode, ViewNode)
    /// A run of text.
    case text(TextSpec)
    /// A filled and/or stroked rectangle, flexible in both directions.
    case shape(ShapeStyle)
    /// A placeholder for an image of a fixed size.
    case image(ImageSpec)
    /// Flexible space along the enclosing stack's axis.
    case spacer(minLength: Double = 0)
    /// A child with insets around it.
    case padding(EdgeInsets, ViewNode)
    /// A child in a fixed or flexible frame.
    case frame(FrameSpec, ViewNode)
    /// A child tagged with a role, findable after layout (e.g. `card`, `divider`).
    case role(String, ViewNode)
    /// A child marked as one tappable, accessible element (see ``ViewNode/tappable(_:trait:action:)``).
    case accessibility(AccessibilityElement, ViewNode)
    /// A child with a declarative animation (an appearance delay, a spin).
    case animated(Animation, ViewNode)
    /// A child at its ideal size along the chosen axes, whatever its parent offers: a UILabel
    /// with no width constraint, which may overflow its parent.
    case fixedSize(horizontal: Bool, vertical: Bool, ViewNode)
    /// Nothing: takes no space.
    case empty
  }

  /// What the node is.
  package var kind: Kind

  /// A node of `kind`.
  package init(_ kind: Kind) { self.kind = kind }

  /// Flexible space along the enclosing stack's axis, at least `minLength` points long.
  package static func spacer(minLength: Double = 0) -> ViewNode {
    ViewNode(.spacer(minLength: minLength))
  }

  /// Nothing: takes no space (an optional part that is absent).
  package static let empty = ViewNode(.empty)
}

extension ViewNode {
  /// Children along an axis.
  package static func stack(_ spec: StackSpec, _ children: [ViewNode]) -> ViewNode {
    ViewNode(.stack(spec, children))
  }
  /// Children drawn on top of each other, the first at the back.
  package static func layers(_ alignment: Alignment, _ children: [ViewNode]) -> ViewNode {
    ViewNode(.layers(alignment, children))
  }
  /// A content node with a background sized to it.
  package static func background(_ content: ViewNode, _ background: ViewNode) -> ViewNode {
    ViewNode(.background(content, background))
  }
  /// A run of text.
  package static func text(_ spec: TextSpec) -> ViewNode { ViewNode(.text(spec)) }
  /// A filled and/or stroked shape.
  package static func shape(_ style: ShapeStyle) -> ViewNode { ViewNode(.shape(style)) }
  /// A placeholder for an image of a fixed size.
  package static func image(_ spec: ImageSpec) -> ViewNode { ViewNode(.image(spec)) }
  /// A child with insets around it.
  package static func padding(_ insets: EdgeInsets, _ child: ViewNode) -> ViewNode {
    ViewNode(.padding(insets, child))
  }
  /// A child in a fixed or flexible frame.
  package static func frame(_ spec: FrameSpec, _ child: ViewNode) -> ViewNode {
    ViewNode(.frame(spec, child))
  }
  /// A child tagged with a role.
  package static func role(_ name: String, _ child: ViewNode) -> ViewNode {
    ViewNode(.role(name, child))
  }
  /// A child marked as one tappable, accessible element.
  package static func accessibility(_ element: AccessibilityElement, _ child: ViewNode)
    -> ViewNode
  {
    ViewNode(.accessibility(element, child))
  }
  /// A child with a declarative animation.
  package static func animated(_ animation: Animation, _ child: ViewNode) -> ViewNode {
    ViewNode(.animated(animation, child))
  }
  /// A child at its ideal size along the chosen axes.
  package static func fixedSize(horizontal: Bool, vertical: Bool, _ child: ViewNode) -> ViewNode {
    ViewNode(.fixedSize(horizontal: horizontal, vertical: vertical, child))
  }
}

/// The axis of a stack.
public enum Axis: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Top to bottom.
  case vertical
  /// Leading to trailing.
  case horizontal
}

/// How a stack shares its length among children.
public enum Distribution: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Each child as long as it needs; spacers and shapes share what is left.
  case natural
  /// Every child equally long (UIStackView's `.fillEqually`).
  case fillEqually
}

/// The parameters of a stack.
package struct StackSpec: Hashable, Sendable {
  /// The axis children are laid along.
  package var axis: Axis
  /// The distance between neighbouring children.
  package var spacing: Length
  /// Cross-axis alignment of children.
  package var alignment: Alignment
  /// How the length is shared.
  package var distribution: Distribution
}

/// The parameters of a text node.
package struct TextSpec: Hashable, Sendable {
  /// The string; `\n` forces a line break.
  package var content: String
  /// The type style.
  package var style: TypeStyle
  /// The text colour.
  package var paint: Paint
  /// How lines align inside the node's frame.
  package var alignment: HorizontalAlignment
  /// The most lines shown; the last one ends in `…` when cut. Nil for no limit.
  package var lineLimit: Int?

  /// Creates a text; `content` is stored composed (Unicode NFC), so `"Cafe\u{301}"` as macOS
  /// often writes it is measured, checked and drawn as `"Caf\u{E9}"`, the character fonts have.
  /// A combining mark with no composed form stays, and must be in a face like any character.
  init(
    content: String, style: TypeStyle, paint: Paint, alignment: HorizontalAlignment,
    lineLimit: Int?
  ) {
    self.content = Self.composed(content)
    self.style = style
    self.paint = paint
    self.alignment = alignment
    self.lineLimit = lineLimit
  }

  /// `text` in Unicode normalisation form C (canonical composition), as every text is drawn,
  /// measured, checked and written.
  package static func composed(_ text: String) -> String {
    // Below U+0300 there are no combining marks and nothing composes or decomposes, and a
    // precomposed Hangul syllable (U+AC00 to U+D7A3) stays as it is unless a conjoining jamo
    // (U+1100 and up) follows it: text made only of those, most of it (Korean too), is
    // already NFC.
    guard text.unicodeScalars.contains(where: { $0.value >= 0x300 && !Self.isHangulSyllable($0) })
    else { return text }
    return text.precomposedStringWithCanonicalMapping
  }

  /// Whether `scalar` is a precomposed Hangul syllable.
  private static func isHangulSyllable(_ scalar: Unicode.Scalar) -> Bool {
    (0xAC00...0xD7A3).contains(scalar.value)
  }
}

/// The outline of a shape node.
package enum ShapeKind: String, Hashable, Sendable, Codable {
  /// A rectangle, with optional rounded corners.
  case rectangle
  /// An ellipse (a circle in a square frame).
  case ellipse
  /// An isosceles triangle pointing up: its apex at the middle of the frame's top edge, its
  /// base the frame's bottom edge (a popover's arrow).
  case triangle
}

/// How a shape is filled and stroked.
package struct ShapeStyle: Hashable, Sendable {
  /// The outline.
  package var kind: ShapeKind = .rectangle
  /// The fill, or nil for none.
  package var fill: Paint?
  /// The stroke, or nil for none.
  package var stroke: Paint?
  /// The stroke width in points.
  package var strokeWidth: Double
  /// The corner radius.
  package var cornerRadius: Length
  /// Dash and gap lengths of the stroke in points; empty for a solid stroke.
  package var dash: [Double] = []
}

/// A declarative animation: a spin written into the markup as SMIL (the same bytes on every run,
/// played without JavaScript), and an appearance delay kept as data. No drawing ever starts
/// blank: every frame of every drawing, the first included, shows the component as it looks once
/// shown, so a screenshot, a visual diff or a print taken at any moment shows it.
package struct Animation: Hashable, Sendable {
  /// Seconds after the component is shown before the device draws this node (a loading view's
  /// 0.8 s), or nil for at once. Data only: drawings show the node from their first frame, and
  /// the SVG carries the delay as `data-appear-after`; to draw the moment before, give a
  /// ``Variant`` an `elapsed` time shorter than the delay (see ``LayoutNode/at(elapsed:)``).
  package var appearAfter: Double?
  /// Seconds per full clockwise turn about the node's centre, or nil for no spin.
  package var rotationPeriod: Double?

  /// Creates an animation.
  package init(appearAfter: Double? = nil, rotationPeriod: Double? = nil) {
    self.appearAfter = appearAfter
    self.rotationPeriod = rotationPeriod
  }
}

/// A placeholder standing in for an image (bundled or loaded from a URL on device).
package struct ImageSpec: Hashable, Sendable {
  /// The image size in points.
  package var size: Size
  /// What the image is, shown in the placeholder and read by assistive technology.
  package var label: String
  /// The placeholder's fill.
  package var paint: Paint
}

/// A frame around a child: fixed sizes, or `maxWidth: .infinity` to fill the offer.
package struct FrameSpec: Hashable, Sendable {
  /// A fixed width, or nil.
  package var width: Length?
  /// A fixed height, or nil.
  package var height: Length?
  /// The largest width the frame grows to (`.infinity` fills the offer), or nil.
  package var maxWidth: Double?
  /// The largest height the frame grows to (`.infinity` fills the offer), or nil.
  package var maxHeight: Double?
  /// The least width, or nil.
  package var minWidth: Double? = nil
  /// The least height (e.g. a toast's 56 pt that grows for longer messages), or nil.
  package var minHeight: Double? = nil
  /// Where the child sits inside the frame.
  package var alignment: Alignment
}
