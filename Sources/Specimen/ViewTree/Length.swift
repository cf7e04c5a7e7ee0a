import Foundation

/// A distance in points, carrying the name of the design token it came from, if any.
///
/// Literals are lengths with no token; ``Environment/spacing(_:)`` and ``Environment/radius(_:)``
/// answer lengths named after their token, so a layout can say where each distance came from:
/// ```swift
/// .frame(width: 270)                                   // 270, no token
/// .padding(environment.spacing(Spacing.inset))         // 16 · inset
/// ```
/// Arithmetic is done on ``points`` (`Length(inset.points * 2)`): a result is no longer the token.
public struct Length: Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The distance in points.
  public var points: Double
  /// The name of the token it came from, or nil for a plain number.
  public var token: String?

  /// Creates a length of `points`, named after `token` when it came from one.
  public init(_ points: Double, token: String? = nil) {
    self.points = points
    self.token = token
  }

  /// A plain length from an integer literal.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// A plain length from a floating-point literal.
  public init(floatLiteral value: Double) { self.init(value) }

  /// Decodes a bare number of points.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(Double.self))
  }

  /// Encodes the bare number of points (the token is provenance, not data).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(points)
  }

  /// No distance.
  public static let zero = Length(0)

  /// The points, then the token after a middle dot when there is one: `16 · inset`.
  public var description: String {
    let number = PointFormat.string(points)
    return token.map { "\(number) · \($0)" } ?? number
  }

  /// Whether `lhs` is shorter than `rhs` (tokens play no part).
  public static func < (lhs: Length, rhs: Length) -> Bool { lhs.points < rhs.points }
}
