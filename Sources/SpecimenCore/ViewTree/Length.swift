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
public struct Length: Hashable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
  /// The distance in points.
  public var points: Double
  /// The name of the token it came from, or nil for a plain number.
  package var token: String?

  /// Creates a length of `points`, named after `token` when it came from one.
  public init(_ points: Double, token: String? = nil) {
    self.points = points
    self.token = token
  }

  /// A plain length from an integer literal.
  public init(integerLiteral value: Int) { self.init(Double(value)) }

  /// A plain length from a floating-point literal.
  public init(floatLiteral value: Double) { self.init(value) }

  /// No distance.
  package static let zero = Length(0)

  /// The points, then the token after a middle dot when there is one: `16 · inset`.
  public var description: String {
    let number = PointFormat.string(points)
    return token.map { "\(number) · \($0)" } ?? number
  }

  /// Whether `lhs` is shorter than `rhs` (tokens play no part).
  package static func < (lhs: Length, rhs: Length) -> Bool { lhs.points < rhs.points }

  // Ordered inside the engine only: a public `Comparable` conformance would add a dozen
  // operators to the public API that components have no use for.
  /// Whether `lhs` is at least `rhs`.
  package static func >= (lhs: Length, rhs: Length) -> Bool { !(lhs < rhs) }
  /// Whether `lhs` is more than `rhs`.
  package static func > (lhs: Length, rhs: Length) -> Bool { rhs < lhs }
  /// Whether `lhs` is at most `rhs`.
  package static func <= (lhs: Length, rhs: Length) -> Bool { !(rhs < lhs) }
}
