/// What the token files say about the Specimen tokens they define beyond their values: each
/// token's `$description` and `$deprecated`, by kind and Specimen name. The Foundations page
/// shows them next to the token; a variant naming a deprecated token is warned about.
///
/// ```swift
/// notes.colors["label"]  // Note(path: "color.label", description: "Body text", deprecation: nil)
/// ```
package struct TokenNotes: Hashable, Sendable {
  /// One token's notes.
  package struct Note: Hashable, Sendable {
    /// The DTCG token it came from, e.g. `color.label`.
    package var path: String
    /// Its `$description`.
    package var description: String?
    /// Its `$deprecated` (its own or its group's).
    package var deprecation: DesignToken.Deprecation?

    /// The note of `token`, or nil when it has neither a description nor a deprecation.
    init?(_ token: DesignToken) {
      guard token.description != nil || token.deprecation != nil else { return nil }
      path = token.name
      description = token.description
      deprecation = token.deprecation
    }
  }

  /// Colour tokens' notes by name.
  package var colors: [String: Note] = [:]
  /// Type styles' notes by name.
  package var typeStyles: [String: Note] = [:]
  /// Spacing tokens' notes by name.
  package var spacing: [String: Note] = [:]
  /// Radius tokens' notes by name.
  package var radii: [String: Note] = [:]

  /// No notes.
  package init() {}

  /// True when no token has a note.
  package var isEmpty: Bool {
    colors.isEmpty && typeStyles.isEmpty && spacing.isEmpty && radii.isEmpty
  }
}
