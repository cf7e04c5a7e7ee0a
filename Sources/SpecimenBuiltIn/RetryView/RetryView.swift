import SpecimenCore

/// The seed's `CommonRetryView`: a centred title with a red retry label 16 pt below it, the
/// pair centred on the screen, each label as wide as its text (the seed sets no width limit);
/// tapping retry reruns the screen's load.
///
/// ```swift
/// let retry = RetryView.Builder()
///   .setTitle("Couldn't load your photos.")
///   .setRetryTitle("Try again")
///   .setRetryAction { _ in viewModel.load() }
///   .build()
/// ```
public struct RetryView: CatalogComponent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// The retry handler.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// An empty retry view with the default design: the Builder's start.
  public init() {}

  /// What the retry view says.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// What went wrong: any number of centred lines.
    public var title: String
    /// The retry label ("다시 시도" by default).
    public var retryTitle: String

    /// Creates the content.
    public init(title: String = "", retryTitle: String = "다시 시도") {
      self.title = title
      self.retryTitle = retryTitle
    }
  }

  /// The fixed look: colours, type, and the seed's metrics.
  public struct Design: Equatable, Sendable {
    /// Title colour (black by default).
    public var titleColor = Palette.label
    /// Retry label colour (system red).
    public var retryColor = Palette.systemRed
    /// Title type style: the system's 17-pt body, as the seed's default label.
    public var titleStyle = Typography.body
    /// Retry label type style.
    public var retryStyle = Typography.body
    /// From the title's bottom to the retry label's top: the `inset` spacing, 16.
    public var spacing = Spacing.inset
    /// Whether the title wraps within a readable width: the safe area less ``inset`` on each
    /// side, at most ``regularMaxWidth`` at regular width. False, as in the seed, whose labels have no
    /// width limit and run one line per paragraph, past the screen's edges if need be; true is
    /// a fix the seed does not have.
    public var wrapsTitle = false
    /// With ``wrapsTitle``, the least distance from the title to the safe area's left and right
    /// edges: the `inset` spacing, 16.
    public var inset = Spacing.inset
    /// With ``wrapsTitle``, the widest the title runs at regular width, a readable measure: 400.
    public var regularMaxWidth: Double = 400

    /// The seed's defaults.
    public init() {}
  }

  /// What tapping retry does.
  public struct Actions: Equatable, Sendable {
    /// Reruns the screen's load; the retry view then goes away.
    public var retry = Action<RetryView>("retry")

    /// A no-op handler.
    public init() {}
  }
}
