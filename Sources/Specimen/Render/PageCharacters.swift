import Foundation

/// The characters a site's pages draw, by face (typeface id): gathered from every page, so the
/// one style sheet every page imports (``FontEmbedding/sharedPagePath``) embeds each face once,
/// with every character any page needs, and no page embeds a face of its own.
///
/// ```swift
/// var characters = PageCharacters()
/// characters.formUnion(PageCharacters(embedding.characters(of: "모달", style: style)))
/// try embedding.sharedPageCSS(adding: characters)
/// ```
package struct PageCharacters: Sendable, Equatable {
  /// Each face's characters, by typeface id.
  package private(set) var faces: [String: Set<Unicode.Scalar>]

  /// The characters `faces` draw.
  package init(_ faces: [String: Set<Unicode.Scalar>] = [:]) {
    self.faces = faces.filter { !$0.value.isEmpty }
  }

  /// Adds `other`'s characters to each of its faces.
  package mutating func formUnion(_ other: PageCharacters) {
    faces.merge(other.faces) { $0.union($1) }
  }
}

extension PageCharacters: Codable {
  /// Written as an object of typeface ids, each to its characters in code point order, as one
  /// string (`{"inter-regular":"가나다"}`).
  package init(from decoder: any Decoder) throws {
    let strings = try decoder.singleValueContainer().decode([String: String].self)
    self.init(strings.mapValues { Set($0.unicodeScalars) })
  }

  /// Writes the faces as ``init(from:)`` reads them (an object: in typeface-id order with an
  /// encoder that sorts keys, as the rerun cache's does).
  package func encode(to encoder: any Encoder) throws {
    var strings: [String: String] = [:]
    for (face, scalars) in faces {
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars.sorted { $0.value < $1.value })
      strings[face] = String(text)
    }
    var container = encoder.singleValueContainer()
    try container.encode(strings)
  }
}
