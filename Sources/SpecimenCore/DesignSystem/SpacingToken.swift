/// A named distance in points, e.g. `inset` = 16.
public struct SpacingToken: Hashable, Sendable {
  /// The token's name.
  public var name: String
  /// The distance in points.
  package var points: Double

  /// Creates a spacing token.
  public init(_ name: String, _ points: Double) {
    self.name = name
    self.points = points
  }
}

/// A named corner radius in points, e.g. `card` = 16.
public typealias RadiusToken = SpacingToken
