import Specimen

/// The seed's `CommonToast`: a message bar at the bottom of the screen, black on cyan, 56 pt
/// high by default, shown for one second.
///
/// ```swift
/// let toast = Toast.Builder()
///   .setMessage("Link copied")
///   .setAction { _ in openClipboard() }
///   .build()
/// ```
public struct Toast: CatalogComponent, BuilderProduct, Equatable {
  /// The content.
  public var viewModel: ViewModel
  /// The fixed design tokens.
  public var design: Design
  /// The tap handler.
  public var actions: Actions
  /// The Builder calls that made it, for the usage box.
  public var recipe: BuilderRecipe

  /// Creates a toast from its three parts.
  public init(
    viewModel: ViewModel, design: Design = Design(), actions: Actions = Actions(),
    recipe: BuilderRecipe = BuilderRecipe("Toast.Builder()")
  ) {
    self.viewModel = viewModel
    self.design = design
    self.actions = actions
    self.recipe = recipe
  }

  /// What the toast says.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// Any number of centred lines.
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
    /// The least height: 56; a message needing more grows the toast.
    public var height: Double = 56
    /// The message's inset on every side: the `inset` spacing, 16.
    public var inset = Spacing.inset
    /// The widest the toast grows at regular width: 400.
    public var regularMaxWidth: Double = 400
    /// Corner radius at regular width, where the toast floats: the `card` radius, 16 (square
    /// at compact width).
    public var regularCornerRadius = Radius.card
    /// From the toast's bottom to the screen's bottom at regular width: the `bottomInset`
    /// spacing, 38.
    public var regularBottomInset = Spacing.bottomInset
    /// How long the toast stays on screen: 1 second.
    public var duration: Double = 1

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
