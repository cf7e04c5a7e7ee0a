import SpecimenCore

/// The seed's `CommonModal`: a 270-pt card centred on the screen over its own 30 % dim layer,
/// with a title, an optional image, a message and one or two buttons.
///
/// ```swift
/// let modal = Modal.Builder()
///   .setTitle("Delete this photo?")
///   .setMessage("It will be removed from all your devices.")
///   .setNegativeButton("Cancel") { _ in }
///   .setPositiveButton("Delete") { _ in deletePhoto() }
///   .build()
/// ```
public struct Modal: CatalogComponent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// The button handlers.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// An empty Modal with the default design: the Builder's start.
  public init() {}

  /// What the modal says.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// One centred line with no width limit: a longer title runs past the card's edges.
    public var title: String
    /// Any number of centred lines.
    public var message: String
    /// An image between title and message, or nil.
    public var image: ModalImage?
    /// The left button's label; empty hides the button and the vertical line.
    public var negativeLabel: String
    /// The right button's label.
    public var positiveLabel: String

    /// Creates the content.
    public init(
      title: String = "", message: String = "", image: ModalImage? = nil,
      negativeLabel: String = "", positiveLabel: String = ""
    ) {
      self.title = title
      self.message = message
      self.image = image
      self.negativeLabel = negativeLabel
      self.positiveLabel = positiveLabel
    }
  }

  /// An image shown in the modal: a bundled asset or a URL (drawn as a placeholder).
  public struct ModalImage: Equatable, Sendable, Codable {
    /// Where the image comes from.
    public enum Source: Equatable, Sendable, Codable {
      /// An asset in the app bundle.
      case bundled(name: String)
      /// A remote image loaded on device.
      case url(String)
    }
    /// Where it comes from.
    public var source: Source
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates an image reference.
    public init(source: Source, width: Double, height: Double) {
      self.source = source
      self.width = width
      self.height = height
    }
  }

  /// The fixed look: colours, type, and the seed's metrics.
  public struct Design: Equatable, Sendable {
    /// Title colour (black by default).
    public var titleColor = Palette.label
    /// Message colour (black by default).
    public var messageColor = Palette.label
    /// Negative button colour (blue by default).
    public var negativeColor = Palette.systemBlue
    /// Positive button colour (red by default).
    public var positiveColor = Palette.systemRed
    /// Card background (white by default).
    public var backgroundColor = Palette.surface
    /// Divider and vertical line colour (gray by default).
    public var lineColor = Palette.separator
    /// The full-screen dim layer (black at 30 %).
    public var dimColor = Palette.dim
    /// Title type style.
    public var titleStyle = Typography.title
    /// Message type style.
    public var messageStyle = Typography.message
    /// Button label type style.
    public var buttonStyle = Typography.button
    /// Card width: the `modalWidth` spacing, 270.
    public var cardWidth = Spacing.modalWidth
    /// Card corner radius: the `card` radius, 16.
    public var cornerRadius = Radius.card
    /// Inset and vertical gap between parts: the `inset` spacing, 16.
    public var inset = Spacing.inset
    /// Button row height: the `buttonHeight` spacing, 44.
    public var buttonHeight = Spacing.buttonHeight
    /// Divider thickness: the `hairline`, 1.
    public var lineThickness = Spacing.hairline
    /// Not in the seed (the proposed fix): the title pinned ``inset`` inside the card's sides,
    /// ending in `…` when too long. False, as the seed, by default.
    public var titleFitsCard = false

    /// The seed's defaults.
    public init() {}
  }

  /// What the buttons do.
  public struct Actions: Equatable, Sendable {
    /// The negative (left) button's handler.
    public var negative = Action<Modal>("negative")
    /// The positive (right) button's handler.
    public var positive = Action<Modal>("positive")

    /// No-op handlers.
    public init() {}
  }
}
