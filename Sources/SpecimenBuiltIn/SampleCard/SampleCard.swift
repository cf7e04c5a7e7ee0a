import SpecimenCore

/// A small product or photo card for container cells: an image placeholder, a title and a
/// subtitle; a row with a thumbnail at compact width, a tile with the image on top at regular.
///
/// ```swift
/// let card = SampleCard.Builder()
///   .setImage(named: "lisbon.jpg")
///   .setTitle("Lisbon")
///   .setSubtitle("48 photos · May 2024")
///   .setTapAction { _ in openAlbum() }
///   .build()
/// ```
public struct SampleCard: CellContent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// What tapping does.
  public var actions = Actions()
  /// The Builder calls that made it, for usage code.
  public var recipe = UsageRecipe()

  /// Usage code calls it `card`.
  public static let usageName = "card"

  /// An empty card with the default design: the Builder's start.
  public init() {}

  /// What the card shows.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// The image's asset name, drawn as a placeholder.
    public var imageName: String
    /// One line; cut with `…` when too long.
    public var title: String
    /// One line in a tile, up to two in a row.
    public var subtitle: String

    /// Creates the content.
    public init(imageName: String = "", title: String = "", subtitle: String = "") {
      self.imageName = imageName
      self.title = title
      self.subtitle = subtitle
    }
  }

  /// The fixed look.
  public struct Design: Equatable, Sendable {
    /// Title colour.
    public var titleColor = Palette.label
    /// Subtitle colour.
    public var subtitleColor = Palette.secondaryLabel
    /// Image placeholder fill (system gray 5).
    public var imageColor = Palette.imagePlaceholder
    /// Image placeholder label colour.
    public var imageLabelColor = Palette.secondaryLabel
    /// Title type style.
    public var titleStyle = Typography.title
    /// Subtitle type style.
    public var subtitleStyle = Typography.message
    /// Image label type style.
    public var imageLabelStyle = Typography.caption
    /// Side of the square thumbnail in a row: 64.
    public var thumbnailSide: Length = 64
    /// Image corner radius: the `thumbnail` radius, 8.
    public var imageCornerRadius = Radius.thumbnail
    /// Gap between the thumbnail and the text in a row: 12.
    public var rowSpacing: Length = 12
    /// Gap between the image and the title in a tile: 8.
    public var imageSpacing: Length = 8
    /// Gap between title and subtitle: 2.
    public var textSpacing: Length = 2

    /// The defaults.
    public init() {}
  }

  /// What the card does.
  public struct Actions: Equatable, Sendable {
    /// Runs when the card is tapped.
    public var tap = Action<SampleCard>("tap")

    /// A no-op handler.
    public init() {}
  }
}
