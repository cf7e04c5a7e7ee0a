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
public indirect enum ViewNode: Hashable, Sendable {
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

/// The axis of a stack.
public enum Axis: String, Sendable, Codable {
  /// Top to bottom.
  case vertical
  /// Leading to trailing.
  case horizontal
}

/// How a stack shares its length among children.
public enum Distribution: String, Sendable, Codable {
  /// Each child as long as it needs; spacers and shapes share what is left.
  case natural
  /// Every child equally long (UIStackView's `.fillEqually`).
  case fillEqually
}

/// The parameters of a stack.
public struct StackSpec: Hashable, Sendable {
  /// The axis children are laid along.
  public var axis: Axis
  /// The distance between neighbouring children.
  public var spacing: Length
  /// Cross-axis alignment of children.
  public var alignment: Alignment
  /// How the length is shared.
  public var distribution: Distribution
}

/// The parameters of a text node.
public struct TextSpec: Hashable, Sendable {
  /// The string; `\n` forces a line break.
  public var content: String
  /// The type style.
  public var style: TypeStyle
  /// The text colour.
  public var paint: Paint
  /// How lines align inside the node's frame.
  public var alignment: HorizontalAlignment
  /// The most lines shown; the last one ends in `…` when cut. Nil for no limit.
  public var lineLimit: Int?

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

  /// `text` in Unicode normalisation form C (canonical composition).
  static func composed(_ text: String) -> String {
    // Below U+0300 there are no combining marks and nothing composes or decomposes: such text,
    // most of it, is already NFC.
    guard text.unicodeScalars.contains(where: { $0.value >= 0x300 }) else { return text }
    return text.precomposedStringWithCanonicalMapping
  }
}

/// The outline of a shape node.
public enum ShapeKind: String, Hashable, Sendable, Codable {
  /// A rectangle, with optional rounded corners.
  case rectangle
  /// An ellipse (a circle in a square frame).
  case ellipse
  /// An isosceles triangle pointing up: its apex at the middle of the frame's top edge, its
  /// base the frame's bottom edge (a popover's arrow).
  case triangle
}

/// How a shape is filled and stroked.
public struct ShapeStyle: Hashable, Sendable {
  /// The outline.
  public var kind: ShapeKind = .rectangle
  /// The fill, or nil for none.
  public var fill: Paint?
  /// The stroke, or nil for none.
  public var stroke: Paint?
  /// The stroke width in points.
  public var strokeWidth: Double
  /// The corner radius.
  public var cornerRadius: Length
  /// Dash and gap lengths of the stroke in points; empty for a solid stroke.
  public var dash: [Double] = []
}

/// A declarative animation: a spin written into the markup as SMIL (the same bytes on every run,
/// played without JavaScript), and an appearance delay kept as data. No drawing ever starts
/// blank: every frame of every drawing, the first included, shows the component as it looks once
/// shown, so a screenshot, a visual diff or a print taken at any moment shows it.
public struct Animation: Hashable, Sendable {
  /// Seconds after the component is shown before the device draws this node (a loading view's
  /// 0.8 s), or nil for at once. Data only: drawings show the node from their first frame, and
  /// the SVG carries the delay as `data-appear-after`; to draw the moment before, give a
  /// ``Variant`` an `elapsed` time shorter than the delay (see ``LayoutNode/at(elapsed:)``).
  public var appearAfter: Double?
  /// Seconds per full clockwise turn about the node's centre, or nil for no spin.
  public var rotationPeriod: Double?

  /// Creates an animation.
  public init(appearAfter: Double? = nil, rotationPeriod: Double? = nil) {
    self.appearAfter = appearAfter
    self.rotationPeriod = rotationPeriod
  }
}

/// A placeholder standing in for an image (bundled or loaded from a URL on device).
public struct ImageSpec: Hashable, Sendable {
  /// The image size in points.
  public var size: Size
  /// What the image is, shown in the placeholder and read by assistive technology.
  public var label: String
  /// The placeholder's fill.
  public var paint: Paint
}

/// A frame around a child: fixed sizes, or `maxWidth: .infinity` to fill the offer.
public struct FrameSpec: Hashable, Sendable {
  /// A fixed width, or nil.
  public var width: Length?
  /// A fixed height, or nil.
  public var height: Length?
  /// The largest width the frame grows to (`.infinity` fills the offer), or nil.
  public var maxWidth: Double?
  /// The largest height the frame grows to (`.infinity` fills the offer), or nil.
  public var maxHeight: Double?
  /// The least width, or nil.
  public var minWidth: Double? = nil
  /// The least height (e.g. a toast's 56 pt that grows for longer messages), or nil.
  public var minHeight: Double? = nil
  /// Where the child sits inside the frame.
  public var alignment: Alignment
}
