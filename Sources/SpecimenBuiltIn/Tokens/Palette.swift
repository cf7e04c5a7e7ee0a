import SpecimenCore

/// The built-in colour tokens.
public enum Palette {
  private static func hex(_ text: String) -> RGBAColor { RGBAColor(hex: text)! }

  /// Primary text: black in light, white in dark.
  public static let label = ColorToken("label", light: hex("#000000"), dark: hex("#FFFFFF"))
  /// Secondary text.
  public static let secondaryLabel = ColorToken(
    "secondaryLabel", light: hex("#6C6C70"), dark: hex("#AEAEB2"))
  /// Card and sheet surfaces: white in light, elevated gray in dark.
  public static let surface = ColorToken("surface", light: hex("#FFFFFF"), dark: hex("#2C2C2E"))
  /// The screen behind a presented component.
  public static let background = ColorToken(
    "background", light: hex("#F2F2F7"), dark: hex("#000000"))
  /// The full-screen dim layer behind modals: black at 30 %.
  public static let dim = ColorToken("dim", hex("#0000004D"))
  /// PanModal's backdrop behind a bottom modal on iPhone: black at 70 % (its
  /// `panModalBackgroundColor` default, PanModalPresentable+Defaults.swift), not the modal's 30 %.
  public static let panModalBackground = ColorToken("panModalBackground", hex("#000000B3"))
  /// A popover's background on iPad: white, and the elevated #1C1C1E in dark (iPadOS's look;
  /// neither PanModal nor the seed sets it).
  public static let popoverBackground = ColorToken(
    "popoverBackground", light: hex("#FFFFFF"), dark: hex("#1C1C1E"))
  /// One layer of a popover's soft shadow: black at 4 %, four layers deep at its edge.
  public static let popoverShadow = ColorToken("popoverShadow", hex("#0000000A"))
  /// Hairlines between parts of a card: gray.
  public static let separator = ColorToken(
    "separator", light: hex("#808080"), dark: hex("#636366"))
  /// iOS system blue (negative button).
  public static let systemBlue = ColorToken(
    "systemBlue", light: hex("#007AFF"), dark: hex("#0A84FF"))
  /// iOS system red (positive button, retry).
  public static let systemRed = ColorToken(
    "systemRed", light: hex("#FF3B30"), dark: hex("#FF453A"))
  /// The cancel row of a bottom modal: gray.
  public static let cancelBackground = ColorToken(
    "cancelBackground", light: hex("#D1D1D6"), dark: hex("#48484A"))
  /// Toast background: cyan.
  public static let toastBackground = ColorToken(
    "toastBackground", light: hex("#00FFFF"), dark: hex("#00B8C4"))
  /// Toast text: black on cyan.
  public static let toastLabel = ColorToken("toastLabel", hex("#000000"))
  /// Text field background.
  public static let fieldBackground = ColorToken(
    "fieldBackground", light: hex("#FFFFFF"), dark: hex("#1C1C1E"))
  /// Where an image will load (a card's photo placeholder): system gray 5.
  public static let imagePlaceholder = ColorToken(
    "imagePlaceholder", light: hex("#E5E5EA"), dark: hex("#3A3A3C"))
}
