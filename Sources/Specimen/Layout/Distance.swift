/// A distance the layout engine laid out, measured from the frames it placed, with the token
/// the view tree named for it: what a redline draws.
///
/// ```swift
/// let card = layout.first(role: "card")!
/// card.distances.first { $0.kind == .width }?.length  // 270 · modalWidth
/// ```
package struct Distance: Hashable, Sendable {
  /// What a distance measures.
  package enum Kind: String, Hashable, Sendable, Codable {
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
  package var kind: Kind
  /// The region it spans in screen points: the frame for a size or a radius, the strip between
  /// the edges for an inset or a gap.
  package var span: Rect
  /// The direction it is measured along (a radius: horizontal).
  package var axis: Axis
  /// The points measured from the frames, named after the token the view tree gave, if any.
  package var length: Length

  /// Creates a distance.
  package init(kind: Kind, span: Rect, axis: Axis, length: Length) {
    self.kind = kind
    self.span = span
    self.axis = axis
    self.length = length
  }
}
