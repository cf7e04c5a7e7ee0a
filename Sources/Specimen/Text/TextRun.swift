/// A stretch of one line drawn with one face.
package struct TextRun: Hashable, Sendable {
  /// The face's id (see ``Typeface/id``).
  package var typefaceID: String
  /// The characters of the run.
  package var text: String
  /// The run's advance width in points.
  package var width: Double
}

/// A measured line of text.
package struct MeasuredLine: Hashable, Sendable {
  /// The characters drawn: trailing spaces removed, soft hyphens left out, and a hyphen at the
  /// end where the line breaks at a soft hyphen. Other default-ignorable code points stay (they
  /// draw nothing and have no width).
  package var text: String
  /// The advance width in points: the sum of its runs.
  package var width: Double
  /// The line split by face.
  package var runs: [TextRun]
}
