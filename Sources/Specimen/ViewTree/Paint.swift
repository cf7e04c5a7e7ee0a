/// A resolved colour and the token it came from (nil for a literal colour).
public struct Paint: Hashable, Sendable, Codable {
  /// The token name, kept for spec tables and contrast checks.
  public var token: String?
  /// The colour in the environment's theme.
  public var color: RGBAColor

  /// Creates a paint.
  public init(token: String?, color: RGBAColor) {
    self.token = token
    self.color = color
  }

  /// A literal colour without a token.
  public static func literal(_ color: RGBAColor) -> Paint { Paint(token: nil, color: color) }
}
