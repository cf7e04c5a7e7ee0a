import Specimen
import SpecimenBuiltIn

/// A notice under a screen's navigation bar: a title, a message and an optional action label
/// on a tinted card whose tint says what kind of notice it is.
///
/// ```swift
/// let banner = Banner.Builder()
///   .setScreenTitle("Inbox")
///   .setTone(.warning)
///   .setTitle("Storage almost full")
///   .setMessage("Free up space to keep receiving mail.")
///   .setAction("Manage storage") { _ in openSettings() }
///   .build()
/// ```
public struct Banner: CatalogComponent, Equatable {
  /// The content.
  public var viewModel: ViewModel
  /// The look.
  public var design: Design
  /// What the action does.
  public var actions: Actions
  /// The Builder calls that made it; the page's usage box is this recipe.
  public var recipe: UsageRecipe

  /// An empty info banner with the default design: the Builder's start.
  public init() {
    viewModel = ViewModel()
    design = Design()
    actions = Actions()
    recipe = UsageRecipe()
  }

  /// What kind of notice: it picks the card's tint.
  public enum Tone: String, Equatable, Sendable, CaseIterable {
    /// Something to know.
    case info
    /// Something went well.
    case success
    /// Something needs attention soon.
    case warning
  }

  /// What the banner says.
  public struct ViewModel: Equatable, Sendable {
    /// The navigation bar's title above the banner.
    public var screenTitle = ""
    /// The kind of notice.
    public var tone = Tone.info
    /// One line, cut with `…` when too long.
    public var title = ""
    /// Any number of lines.
    public var message = ""
    /// The action's label; empty for none.
    public var actionTitle = ""

    /// Empty content.
    public init() {}
  }

  /// The look: the team's own tokens and the built-in ones, all drawn through the
  /// environment, so a config that redefines them restyles the banner.
  public struct Design: Equatable, Sendable {
    /// Title colour.
    public var titleColor = Palette.label
    /// Message colour.
    public var messageColor = Palette.secondaryLabel
    /// Action label colour.
    public var actionColor = Palette.systemBlue
    /// Title type style.
    public var titleStyle = Typography.title
    /// Message type style.
    public var messageStyle = Typography.message
    /// Action label type style.
    public var actionStyle = Typography.buttonEmphasized
    /// Card corner radius: the team's `banner` radius.
    public var cornerRadius = BannerTokens.radius
    /// Inset inside the card and from the screen's edges: the `inset` spacing.
    public var inset = Spacing.inset
    /// The widest the card runs at regular width: 560.
    public var regularMaxWidth: Double = 560

    /// The defaults.
    public init() {}

    /// The card's tint for `tone`.
    public func background(_ tone: Tone) -> ColorToken {
      switch tone {
      case .info: BannerTokens.info
      case .success: BannerTokens.success
      case .warning: BannerTokens.warning
      }
    }
  }

  /// What the banner does.
  public struct Actions: Equatable, Sendable {
    /// Runs when the action label is tapped.
    public var action = Action<Banner>("action")

    /// A no-op handler.
    public init() {}
  }
}

/// The team's own tokens, registered beside the built-in ones so a config can redefine them.
public enum BannerTokens {
  /// Info tint.
  public static let info = ColorToken(
    "bannerInfo", light: RGBAColor(red: 0xE5, green: 0xF1, blue: 0xFF),
    dark: RGBAColor(red: 0x0B, green: 0x2A, blue: 0x4A))
  /// Success tint.
  public static let success = ColorToken(
    "bannerSuccess", light: RGBAColor(red: 0xE3, green: 0xF9, blue: 0xE5),
    dark: RGBAColor(red: 0x0E, green: 0x3B, blue: 0x1A))
  /// Warning tint.
  public static let warning = ColorToken(
    "bannerWarning", light: RGBAColor(red: 0xFF, green: 0xF4, blue: 0xD6),
    dark: RGBAColor(red: 0x4A, green: 0x36, blue: 0x06))
  /// The card's corner radius: 12.
  public static let radius = RadiusToken("banner", 12)

  /// Every banner token, for the registry.
  public static let all = DesignTokens(colors: [info, success, warning], radii: [radius])
}
