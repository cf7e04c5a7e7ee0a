/// What the index shows of a component: its first drawing's address, size and title. Made when
/// that drawing is laid out and kept in the component's ``ComponentSummary``, so a component
/// reused from the rerun cache is not laid out again for the index.
package struct Thumbnail: Codable, Equatable, Sendable {
  /// The drawing's address inside the site (``Drawing/path``).
  var path: String
  /// Its width in points.
  var width: Double
  /// Its height in points.
  var height: Double
  /// Its accessible title (``Drawing/title``).
  var title: String

  /// The thumbnail of `drawing`.
  init(_ drawing: Drawing) {
    let size = drawing.layout.frame.size
    path = drawing.path
    width = size.width
    height = size.height
    title = drawing.title
  }
}
