/// A resolved colour and the token it came from (nil for a literal colour).
public struct Paint: Hashable, Sendable {
  /// The token name, kept for spec tables and contrast checks.
  package var token: String?
  /// The colour in the environment's theme.
  package var color: RGBAColor

  /// Creates a paint.
  package init(token: String?, color: RGBAColor) {
    self.token = token
    self.color = color
  }

  /// A literal colour without a token.
  package static func literal(_ color: RGBAColor) -> Paint { Paint(token: nil, color: color) }
}
