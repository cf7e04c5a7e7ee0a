import SpecimenCore

/// The seed's `CommonLoadingView`: a spinning indicator centred on screen that appears only
/// after 0.8 s, over a clear layer that blocks touches from the moment it is shown.
///
/// ```swift
/// let loading = LoadingView.Builder()
///   .setMessage("불러오는 중…")
///   .build()
/// ```
public struct LoadingView: CatalogComponent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// An empty loading view with no label with the default design: the Builder's start.
  public init() {}

  /// What the loading view says, if anything.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// A one-line label under the indicator; empty for none.
    public var message: String

    /// Creates the content.
    public init(message: String = "") {
      self.message = message
    }
  }

  /// The fixed look and timing.
  public struct Design: Equatable, Sendable {
    /// Indicator and label colour.
    public var color = Palette.secondaryLabel
    /// Label type style.
    public var messageStyle = Typography.message
    /// The indicator's side: 40.
    public var indicatorSize: Length = 40
    /// The indicator's stroke width: 4.
    public var lineWidth: Double = 4
    /// How much of the ring the spinning arc covers: three quarters.
    public var arcFraction: Double = 0.75
    /// Seconds per turn: 1.
    public var rotationPeriod: Double = 1
    /// From the indicator's bottom to the label's top: 12.
    public var spacing: Length = 12
    /// Seconds before anything is drawn: 0.8, so quick work never flashes a spinner.
    public var appearDelay: Double = 0.8

    /// The seed's defaults.
    public init() {}
  }
}
