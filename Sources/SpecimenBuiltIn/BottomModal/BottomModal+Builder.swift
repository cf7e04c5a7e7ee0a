import Specimen

extension BottomModal {
  /// Configures a ``BottomModal`` step by step, in the seed's style (`addAction(_:)`, …,
  /// `build()`), recording each call for the sheet's usage code.
  public struct Builder: ComponentBuilder {
    /// The bottom modal so far.
    public var product = BottomModal(viewModel: ViewModel())

    /// Starts with no actions, the "취소" cancel row and the default design.
    public init() {}

    /// Appends an action row; `handler` runs after the sheet is dismissed.
    public func addAction(
      _ title: String, titleColor: ColorToken = Palette.label,
      _ handler: @escaping @Sendable (BottomModal) -> Void = { _ in }
    ) -> Builder {
      let color =
        titleColor == Palette.label ? [] : [SwiftArgument.color(titleColor, label: "titleColor")]
      return recording(
        UsageRecipe.Call(
          method: "addAction", arguments: [.string(title)] + color, trailingClosure: "{ _ in }")
      ) {
        $0.viewModel.rows.append(Row(title: title, titleColor: titleColor))
        $0.actions.rows.append(Action("action\($0.actions.rows.count + 1)", perform: handler))
      }
    }
    /// Sets the cancel row's label ("취소" by default).
    public func setCancelTitle(_ title: String) -> Builder {
      recording("setCancelTitle", .string(title)) { $0.viewModel.cancelTitle = title }
    }
    /// Sets the action rows' background colour.
    public func setActionBackgroundColor(_ color: ColorToken) -> Builder {
      recording("setActionBackgroundColor", .color(color)) {
        $0.design.actionBackgroundColor = color
      }
    }
    /// Sets the cancel row's background colour.
    public func setCancelBackgroundColor(_ color: ColorToken) -> Builder {
      recording("setCancelBackgroundColor", .color(color)) {
        $0.design.cancelBackgroundColor = color
      }
    }
    /// Sets the cancel label's colour.
    public func setCancelTitleColor(_ color: ColorToken) -> Builder {
      recording("setCancelTitleColor", .color(color)) { $0.design.cancelTitleColor = color }
    }
    /// Not in the seed, an assumption: gives the presented view the background that the seed's
    /// `BaseViewController` (not in the post) may give it, so PanModal's sheet shows.
    public func assumeViewBackgroundColor(_ color: ColorToken) -> Builder {
      recording("assumeViewBackgroundColor", .color(color)) {
        $0.design.viewBackgroundColor = color
      }
    }
    /// Sets the row labels' type style.
    public func setTitleStyle(_ style: TypeStyle) -> Builder {
      recording("setTitleStyle", .typeStyle(style)) { $0.design.titleStyle = style }
    }
  }
}
