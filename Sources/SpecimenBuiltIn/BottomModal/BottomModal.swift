import SpecimenCore

/// The seed's `CommonBottomModal`: a stack of 56-pt action rows above a gray cancel row, 38 pt
/// from the bottom of the view PanModal presents (on iPhone, over PanModal's 70 % dim; on iPad,
/// in a popover).
///
/// ```swift
/// let bottomModal = BottomModal.Builder()
///   .addAction("Share") { _ in share() }
///   .addAction("Delete", titleColor: Palette.systemRed) { _ in delete() }
///   .build()
/// ```
public struct BottomModal: CatalogComponent, Equatable {
  /// The content.
  public var viewModel = ViewModel()
  /// The fixed design tokens.
  public var design = Design()
  /// The row handlers.
  public var actions = Actions()
  /// The Builder calls that made it, for the usage box.
  public var recipe = UsageRecipe()

  /// An empty sheet with the "취소" cancel row with the default design: the Builder's start.
  public init() {}

  /// What the bottom modal offers.
  public struct ViewModel: Equatable, Sendable, Codable {
    /// The action rows, top to bottom, above the cancel row.
    public var rows: [Row]
    /// The cancel row's label ("취소" by default).
    public var cancelTitle: String

    /// Creates the content.
    public init(rows: [Row] = [], cancelTitle: String = "취소") {
      self.rows = rows
      self.cancelTitle = cancelTitle
    }
  }

  /// One action row: its label and the colour that says what it does (e.g. red deletes).
  public struct Row: Equatable, Sendable, Codable {
    /// The one-line label.
    public var title: String
    /// The label's colour; it travels with the action, as in the seed's action struct.
    public var titleColor: ColorToken

    /// Creates a row.
    public init(title: String, titleColor: ColorToken = Palette.label) {
      self.title = title
      self.titleColor = titleColor
    }
  }

  /// The fixed look: colours, type, and the seed's metrics.
  public struct Design: Equatable, Sendable {
    /// Action row background (white by default).
    public var actionBackgroundColor = Palette.surface
    /// Cancel row background (gray by default).
    public var cancelBackgroundColor = Palette.cancelBackground
    /// Cancel label colour (black by default).
    public var cancelTitleColor = Palette.label
    /// PanModal's full-screen dim view on iPhone: its `panModalBackgroundColor`, black at 70 %.
    public var dimColor = Palette.panModalBackground
    /// The presented view's background, or nil for clear. Not in the seed: it is
    /// `BaseViewController`'s, which the post does not show; clear unless set.
    public var viewBackgroundColor: ColorToken? = nil
    /// Row label type style.
    public var titleStyle = Typography.button
    /// Row height: 56.
    public var rowHeight: Length = 56
    /// Row corner radius: the `card` radius, 16.
    public var cornerRadius = Radius.card
    /// Gap between rows: the `stack` spacing, 5.
    public var spacing = Spacing.stack
    /// From the presented view's sides to the rows: the `inset` spacing, 16.
    public var inset = Spacing.inset
    /// From the last row's bottom to the presented view's bottom: the `bottomInset` spacing, 38.
    public var bottomInset = Spacing.bottomInset

    /// The seed's defaults.
    public init() {}
  }

  /// What the rows do; cancel and tapping outside only dismiss.
  public struct Actions: Equatable, Sendable {
    /// One handler per action row, in row order; each runs after the sheet is dismissed.
    public var rows: [Action<BottomModal>] = []

    /// No handlers.
    public init() {}
  }
}
