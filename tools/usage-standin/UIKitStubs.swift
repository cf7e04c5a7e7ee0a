// A stand-in for the part of UIKit that the app's component API (CommonUI.swift) and the catalog's
// usage snippets use, so both compile on Linux: built as a module named UIKit by
// tools/check-usage.sh. Signatures follow UIKit; bodies do nothing that matters.
@_exported import Foundation

// MARK: Colours

/// The light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified, light, dark
}

/// Standard or increased contrast (the Increase Contrast setting).
public enum UIAccessibilityContrast: Int, Sendable {
  case unspecified, normal, high
}

/// The traits a dynamic colour resolves against.
public final class UITraitCollection {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let accessibilityContrast: UIAccessibilityContrast
  public init(
    userInterfaceStyle: UIUserInterfaceStyle,
    accessibilityContrast: UIAccessibilityContrast = .normal
  ) {
    self.userInterfaceStyle = userInterfaceStyle
    self.accessibilityContrast = accessibilityContrast
  }
}

/// A colour (UIKit's `UIColor`).
open class UIColor {
  let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = (red, green, blue, alpha)
  }
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }
  /// An asset catalog colour; nil when the catalog has none of that name.
  public convenience init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.init(white: 0, alpha: 1)
  }
  /// A colour that resolves per trait collection (light and dark).
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
    self.init(
      red: light.components.red, green: light.components.green, blue: light.components.blue,
      alpha: light.components.alpha)
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(
      red: components.red, green: components.green, blue: components.blue, alpha: alpha)
  }

  // Fixed colours.
  open class var black: UIColor { UIColor(white: 0, alpha: 1) }
  open class var darkGray: UIColor { UIColor(white: 1 / 3, alpha: 1) }
  open class var lightGray: UIColor { UIColor(white: 2 / 3, alpha: 1) }
  open class var white: UIColor { UIColor(white: 1, alpha: 1) }
  open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
  open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
  open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
  open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
  open class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
  open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
  open class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
  open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
  open class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
  open class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

  // System colours.
  open class var systemRed: UIColor { .red }
  open class var systemGreen: UIColor { .green }
  open class var systemBlue: UIColor { .blue }
  open class var systemOrange: UIColor { .orange }
  open class var systemYellow: UIColor { .yellow }
  open class var systemPink: UIColor { .magenta }
  open class var systemPurple: UIColor { .purple }
  open class var systemTeal: UIColor { .cyan }
  open class var systemIndigo: UIColor { .blue }
  open class var systemBrown: UIColor { .brown }
  open class var systemMint: UIColor { .green }
  open class var systemCyan: UIColor { .cyan }
  open class var systemGray: UIColor { .gray }
  open class var systemGray2: UIColor { .gray }
  open class var systemGray3: UIColor { .gray }
  open class var systemGray4: UIColor { .lightGray }
  open class var systemGray5: UIColor { .lightGray }
  open class var systemGray6: UIColor { .lightGray }
  open class var tintColor: UIColor { .blue }

  // Semantic colours.
  open class var label: UIColor { .black }
  open class var secondaryLabel: UIColor { .gray }
  open class var tertiaryLabel: UIColor { .gray }
  open class var quaternaryLabel: UIColor { .gray }
  open class var placeholderText: UIColor { .gray }
  open class var link: UIColor { .blue }
  open class var separator: UIColor { .gray }
  open class var opaqueSeparator: UIColor { .gray }
  open class var systemFill: UIColor { .gray }
  open class var secondarySystemFill: UIColor { .gray }
  open class var tertiarySystemFill: UIColor { .gray }
  open class var quaternarySystemFill: UIColor { .gray }
  open class var systemBackground: UIColor { .white }
  open class var secondarySystemBackground: UIColor { .white }
  open class var tertiarySystemBackground: UIColor { .white }
  open class var systemGroupedBackground: UIColor { .white }
  open class var secondarySystemGroupedBackground: UIColor { .white }
  open class var tertiarySystemGroupedBackground: UIColor { .white }
}

// MARK: Fonts

/// A font (UIKit's `UIFont`).
open class UIFont {
  /// A Dynamic Type text style.
  public struct TextStyle: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  public let pointSize: CGFloat

  init(pointSize: CGFloat) { self.pointSize = pointSize }

  /// A font by PostScript or family name; nil when none is installed.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(pointSize: fontSize)
  }

  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(pointSize: 17) }
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize)
  }
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize) }
}

// MARK: Images, insets

/// An image (UIKit's `UIImage`).
open class UIImage {
  /// An asset catalog image; nil when the catalog has none of that name.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
  }
}

/// Insets that follow the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// Insets by side.
public struct UIEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// MARK: Views and view controllers

/// A view (UIKit's `UIView`).
open class UIView {
  open var frame: CGRect
  open var backgroundColor: UIColor?
  open var tag = 0
  open var isHidden = false
  open var isUserInteractionEnabled = true
  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?

  public init(frame: CGRect) { self.frame = frame }
  public convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { frame = .zero }

  open func addSubview(_ view: UIView) {
    subviews.append(view)
    view.superview = self
  }
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }
}

/// A label (UIKit's `UILabel`).
open class UILabel: UIView {
  open var text: String?
  open var textColor: UIColor?
  open var font: UIFont?
  open var numberOfLines = 1
}

/// A view controller (UIKit's `UIViewController`).
open class UIViewController {
  open var view = UIView()
  open var title: String?
  open private(set) var presentedViewController: UIViewController?
  open var navigationController: UINavigationController? { nil }

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) {}

  open func viewDidLoad() {}
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    presentedViewController = viewControllerToPresent
    completion?()
  }
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    presentedViewController = nil
    completion?()
  }
}

/// A navigation stack (UIKit's `UINavigationController`).
open class UINavigationController: UIViewController {
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
}
