import SpecimenCore

/// A required text field (seed 001): a label above, the field, and — when left empty — an
/// inline error under it in system red, never an alert. One ``FieldState`` decides the look.
///
/// ```swift
/// let field = InputField.Builder()
///   .setLabel("Capsule name")
///   .setPlaceholder("e.g. Summer in Lisbon")
///   .setState(.error(message: "Enter a name to continue."))
///   .setSubmitAction { field in next(field) }
///   .build()
/// ```
public struct InputField: CatalogComponent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// What submitting does.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// Usage code calls it `field`.
  public static let usageName = "field"

  /// An empty field with the default design: the Builder's start.
  public init() {}

  /// What the field says and which state it is in.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// The label above the field.
    public var label: String
    /// Shown in secondary colour while the field is empty.
    public var placeholder: String
    /// The one state that decides text, caret, border and error.
    public var state: FieldState

    /// Creates the content.
    public init(label: String = "", placeholder: String = "", state: FieldState = .empty) {
      self.label = label
      self.placeholder = placeholder
      self.state = state
    }
  }

  /// The fixed look.
  public struct Design: Equatable, Sendable {
    /// Label colour.
    public var labelColor = Palette.label
    /// Typed text colour.
    public var textColor = Palette.label
    /// Placeholder colour.
    public var placeholderColor = Palette.secondaryLabel
    /// Field background.
    public var backgroundColor = Palette.fieldBackground
    /// Border when empty or filled (gray).
    public var borderColor = Palette.separator
    /// Border and caret while editing (system blue).
    public var focusedColor = Palette.systemBlue
    /// Border and message in the error state (system red).
    public var errorColor = Palette.systemRed
    /// Label type style.
    public var labelStyle = Typography.message
    /// Field text and placeholder type style.
    public var textStyle = Typography.body
    /// Error message type style.
    public var errorStyle = Typography.caption
    /// Field height: 44, the iOS hit target.
    public var fieldHeight: Length = 44
    /// Field corner radius: the `field` radius, 10.
    public var cornerRadius = Radius.field
    /// Text inset from the field's left and right edges: 12.
    public var textInset: Length = 12
    /// Border width when empty or filled: 1.
    public var borderWidth: Double = 1
    /// Border width when focused or in error: 2.
    public var emphasizedBorderWidth: Double = 2
    /// Caret width × height: 2 × 22.
    public var caretSize = Size(width: 2, height: 22)
    /// From the label's bottom to the field's top: 8.
    public var labelSpacing: Length = 8
    /// From the field's bottom to the error message's top: 6.
    public var errorSpacing: Length = 6
    /// Insets from the screen's edges: the `inset` spacing, 16.
    public var screenInset = Spacing.inset
    /// The widest the form runs at regular width, centred: 480.
    public var readableWidth: Double = 480

    /// The defaults.
    public init() {}
  }

  /// What the field does.
  public struct Actions: Equatable, Sendable {
    /// Runs on return or "Next"; with an empty field the screen shows the error state instead.
    public var submit = Action<InputField>("submit")

    /// A no-op handler.
    public init() {}
  }
}
