import SpecimenCore

extension BottomModal: DeclaredComponent {
  /// The bottom modal's properties, each stated once, in the app's API: seed 000's
  /// `CommonBottomModal` and its `Builder`, spelling included (`CommoBottomModalAction`,
  /// `setCancelMessage`, `cancelBackgroundColor(_:)` without `set`), the actions collected into
  /// one `setActions([…])`, presented with `.build().show()`. A config file lists action titles
  /// under `actions` and `destructiveActions` (red titles).
  public static let declaration = ComponentDeclaration<BottomModal>(
    app: "CommonBottomModal", origin: "seed 000: CommonBottomModal.Builder", shows: true,
    colors: Palette.appColors,
    properties: [
      action(config: ConfigReading.textList("actions").each { Row(title: $0) }),
      action(
        config: ConfigReading.textList("destructiveActions").each {
          Row(title: $0, titleColor: Palette.systemRed)
        }),
      .text("setCancelTitle", \.viewModel.cancelTitle, app: .renamed("setCancelMessage")),
      .color("setActionBackgroundColor", \.design.actionBackgroundColor),
      .color(
        "setCancelBackgroundColor", \.design.cancelBackgroundColor,
        app: .renamed("cancelBackgroundColor")),
      .color(
        "setCancelTitleColor", \.design.cancelTitleColor,
        app: .missing("a cancel label colour, {value}")),
      .value(
        "assumeViewBackgroundColor", as: ColorToken.self,
        app: .missing(
          "the view background {value}, which BaseViewController (not in the post) is assumed "
            + "to set"),
        code: { [.color($0)] }, set: { $0.design.viewBackgroundColor = $1 }),
      .typeStyle("setTitleStyle", \.design.titleStyle, app: .missing("a row font, {value}")),
    ])

  /// `addAction`: one action row appended (with its handler), rows read from `config`.
  private static func action(config: ConfigReading<Row>) -> ComponentProperty<BottomModal> {
    typealias Handler = @Sendable (BottomModal) -> Void
    return .value(
      "addAction", as: (Row, Handler).self, config: config.map { ($0, { _ in }) },
      app: .collected(into: "setActions", as: "CommoBottomModalAction"),
      code: { row, _ in
        [
          SwiftArgument("title", .string(row.title)),
          SwiftArgument.color(row.titleColor, label: "titleColor"),
          SwiftArgument("action", .expression("{ _ in }")),
        ]
      },
      set: { sheet, action in
        sheet.viewModel.rows.append(action.0)
        sheet.actions.rows.append(
          Action("action\(sheet.actions.rows.count + 1)", perform: action.1))
      })
  }
}

extension DeclaredBuilder where Component == BottomModal {
  /// Appends an action row; `handler` runs after the sheet is dismissed.
  public func addAction(
    _ title: String, titleColor: ColorToken = Palette.label,
    _ handler: @escaping @Sendable (BottomModal) -> Void = { _ in }
  ) -> Self { set((BottomModal.Row(title: title, titleColor: titleColor), handler)) }
  /// Sets the cancel row's label ("취소" by default).
  public func setCancelTitle(_ title: String) -> Self { set(title) }
  /// Sets the action rows' background colour.
  public func setActionBackgroundColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the cancel row's background colour.
  public func setCancelBackgroundColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the cancel label's colour.
  public func setCancelTitleColor(_ color: ColorToken) -> Self { set(color) }
  /// Not in the seed, an assumption: gives the presented view the background that the seed's
  /// `BaseViewController` (not in the post) may give it, so PanModal's sheet shows.
  public func assumeViewBackgroundColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the row labels' type style.
  public func setTitleStyle(_ style: TypeStyle) -> Self { set(style) }
}
