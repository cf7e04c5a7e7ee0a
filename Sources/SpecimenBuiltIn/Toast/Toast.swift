import SpecimenCore

/// The seed's `CommonToast`: a message bar as wide as the screen, black on cyan, 56 pt high by
/// default, shown with Toast-Swift 10 pt above the bottom safe-area inset for one second.
///
/// ```swift
/// let toast = Toast.Builder()
///   .setMessage("Link copied")
///   .setAction { _ in openClipboard() }
///   .build()
/// ```
public struct Toast: CatalogComponent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// The tap handler.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// An empty toast with the default design: the Builder's start.
  public init() {}

  /// What the toast says.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// Centred; a new line only at a line break (the seed's label has no width limit).
    public var message: String

    /// Creates the content.
    public init(message: String = "") {
      self.message = message
    }
  }

  /// The fixed look: colours, type, and the seed's metrics.
  public struct Design: Equatable, Sendable {
    /// Message colour (black by default).
    public var messageColor = Palette.toastLabel
    /// Background (cyan by default).
    public var backgroundColor = Palette.toastBackground
    /// Message type style: the system's 17-pt body, as the seed's default label.
    public var messageStyle = Typography.body
    /// The toast's height: the seed's `heightSize`, 56 by default, fixed whatever the message.
    public var height: Double = 56
    /// How long the toast stays on screen once faded in: 1 second (the seed's `duration: 1`).
    public var duration: Double = 1
    /// Not in the seed (the proposed fix): the message wraps inside ``inset`` and the toast
    /// grows to fit it. False, as the seed, by default.
    public var wrapsMessage = false
    /// The message's inset on every side in the proposed fix: the `inset` spacing, 16.
    public var inset = Spacing.inset

    /// The seed's defaults.
    public init() {}
  }

  /// What tapping the toast does.
  public struct Actions: Equatable, Sendable {
    /// Runs when the user taps the toast.
    public var tap = Action<Toast>("tap")

    /// A no-op handler.
    public init() {}
  }
}
