/// A stretch of one line drawn with one face.
public struct TextRun: Hashable, Sendable {
  /// The face's id (see ``Typeface/id``).
  public var typefaceID: String
  /// The characters of the run.
  public var text: String
  /// The run's advance width in points.
  public var width: Double
}

/// A measured line of text.
public struct MeasuredLine: Hashable, Sendable {
  /// The characters drawn: trailing spaces removed, soft hyphens left out, and a hyphen at the
  /// end where the line breaks at a soft hyphen. Other default-ignorable code points stay (they
  /// draw nothing and have no width).
  public var text: String
  /// The advance width in points: the sum of its runs.
  public var width: Double
  /// The line split by face.
  public var runs: [TextRun]
}
