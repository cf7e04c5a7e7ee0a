/// A size in points.
public struct Size: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// The empty size.
  package static let zero = Size(width: 0, height: 0)
}

/// A rectangle in points, origin at the top left, y growing down (UIKit's convention).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Left edge.
  public var x: Double
  /// Top edge.
  public var y: Double
  /// Width.
  public var width: Double
  /// Height.
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle from an origin and a size.
  package init(x: Double, y: Double, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  package var midX: Double { x + width / 2 }
  /// The vertical centre.
  package var midY: Double { y + height / 2 }
  /// The size.
  public var size: Size { Size(width: width, height: height) }

  /// Whether `other` lies inside this rectangle, allowing `tolerance` points on each side.
  package func contains(_ other: Rect, tolerance: Double = 0.001) -> Bool {
    other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
      && other.maxY <= maxY + tolerance
  }

  /// The smallest rectangle holding this one and `other`.
  package func union(_ other: Rect) -> Rect {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return Rect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// `x y width height`, as in an SVG `viewBox`.
  public var description: String { "\(x) \(y) \(width) \(height)" }
}

/// Insets on the four sides of a view, each a ``Length`` that may name its token.
public struct EdgeInsets: Hashable, Sendable {
  /// Top inset.
  public var top: Length
  /// Leading (left) inset.
  public var leading: Length
  /// Bottom inset.
  public var bottom: Length
  /// Trailing (right) inset.
  public var trailing: Length

  /// Creates insets.
  public init(top: Length = 0, leading: Length = 0, bottom: Length = 0, trailing: Length = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four sides.
  public init(all inset: Length) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// Leading plus trailing, in points.
  public var horizontal: Double { leading.points + trailing.points }
  /// Top plus bottom, in points.
  package var vertical: Double { top.points + bottom.points }
}

/// How a child sits across a stack or inside a frame.
public enum HorizontalAlignment: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Left edges align.
  case leading
  /// Centres align.
  case center
  /// Right edges align.
  case trailing
}

/// How a child sits vertically inside a frame or a horizontal stack.
public enum VerticalAlignment: Hashable, Sendable, CaseIterable, CaseNamed {
  /// Top edges align.
  case top
  /// Centres align.
  case center
  /// Bottom edges align.
  case bottom
}

/// A two-dimensional alignment, e.g. `.bottom` for a toast.
public struct Alignment: Hashable, Sendable {
  /// The horizontal part.
  package var horizontal: HorizontalAlignment
  /// The vertical part.
  package var vertical: VerticalAlignment

  /// Creates an alignment.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// Centred both ways.
  public static let center = Alignment(horizontal: .center, vertical: .center)
  /// Top, centred horizontally.
  public static let top = Alignment(horizontal: .center, vertical: .top)
  /// Bottom, centred horizontally.
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  /// Top left.
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
}
