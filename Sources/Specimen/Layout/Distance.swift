/// A distance the layout engine laid out, measured from the frames it placed, with the token
/// the view tree named for it: what a redline draws.
///
/// ```swift
/// let card = layout.first(role: "card")!
/// card.distances.first { $0.kind == .width }?.length  // 270 · modalWidth
/// ```
public struct Distance: Hashable, Sendable {
  /// What a distance measures.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// The width of a frame of fixed width.
    case width
    /// The height of a frame of fixed height.
    case height
    /// An inset of a padding, from the padded frame to its child's frame.
    case inset
    /// The space between two neighbouring children of a stack.
    case gap
    /// The corner radius of a rounded rectangle.
    case cornerRadius
  }

  /// What it measures.
  public var kind: Kind
  /// The region it spans in screen points: the frame for a size or a radius, the strip between
  /// the edges for an inset or a gap.
  public var span: Rect
  /// The direction it is measured along (a radius: horizontal).
  public var axis: Axis
  /// The points measured from the frames, named after the token the view tree gave, if any.
  public var length: Length

  /// Creates a distance.
  public init(kind: Kind, span: Rect, axis: Axis, length: Length) {
    self.kind = kind
    self.span = span
    self.axis = axis
    self.length = length
  }
}
