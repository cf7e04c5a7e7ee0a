import Specimen

extension ComponentEntry {
  /// The bottom modal's catalog page: the seed's variants.
  public static let bottomModal = ComponentEntry(
    id: "bottom-modal", name: "Bottom modal",
    summary:
      "A stack of actions at the bottom of a dimmed screen, ending in a cancel row. Any number "
      + "of actions; the sheet is exactly as tall as its rows.",
    rules: { BottomModal.rules(in: $0) },
    variants: [
      Variant(
        id: "one-action", title: "One action",
        summary: "The smallest sheet: one action above cancel.",
        component: BottomModal.Builder()
          .addAction("사진 저장")
          .build()),
      Variant(
        id: "two-actions", title: "Two actions",
        summary: "The seed's example: two actions and the default “취소”.",
        component: BottomModal.Builder()
          .addAction("공유하기")
          .addAction("링크 복사")
          .build()),
      Variant(
        id: "five-actions", title: "Five actions",
        summary: "The sheet grows upwards with its rows; its bottom edge stays where it is.",
        component: BottomModal.Builder()
          .addAction("공유하기")
          .addAction("링크 복사")
          .addAction("즐겨찾기에 추가")
          .addAction("알림 끄기")
          .addAction("신고하기")
          .build()),
      Variant(
        id: "destructive", title: "Destructive action",
        summary: "An action that deletes something says so in system red.",
        component: BottomModal.Builder()
          .addAction("수정하기")
          .addAction("삭제하기", titleColor: Palette.systemRed)
          .build()),
      Variant(
        id: "long-korean-label", title: "Long Korean label",
        summary: "A label wider than its row keeps to one line and ends in “…”.",
        component: BottomModal.Builder()
          .addAction("이 게시물과 비슷한 게시물을 피드에서 더 이상 보지 않기")
          .addAction("숨기기")
          .build()),
      Variant(
        id: "custom-cancel", title: "Custom cancel label",
        summary: "An English screen sets its own cancel label.",
        component: BottomModal.Builder()
          .addAction("Share")
          .addAction("Copy link")
          .setCancelTitle("Cancel")
          .build()),
    ],
    configuration: BottomModal.configuration)
}

extension BottomModal {
  /// The page's rules, every number from `design` and the tokens in force in `environments`.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let row = BuiltInRuleText.number(design.rowHeight)
    let gap = BuiltInRuleText.number(environment.spacing(design.spacing))
    let bottom = RuleText.spacing(design.bottomInset, in: environment)
    let sides = BuiltInRuleText.number(2 * environment.spacing(design.inset))
    return [
      "Rows are \(row) pt high with \(RuleText.radius(design.cornerRadius, in: environment)) "
        + "corners and \(RuleText.spacing(design.spacing, in: environment)) apart, so n rows "
        + "(cancel included) make a sheet n × \(row) + (n − 1) × \(gap) pt tall, \(bottom) above "
        + "the bottom of the screen.",
      "Compact width: the sheet spans the screen less "
        + "\(RuleText.spacing(design.inset, in: environment)) on each side.",
      "Regular width: the sheet is centred and min(screen width − \(sides), "
        + "\(BuiltInRuleText.number(design.regularMaxWidth))) pt wide, still \(bottom) from the "
        + "bottom, so rows stay within a thumb's reach instead of stretching across the screen.",
      "The last row is always cancel (“\(ViewModel().cancelTitle)” unless set) on gray; it and "
        + "the dimmed area dismiss without running anything. An action row dismisses the "
        + "sheet, then runs its action.",
      "Labels are one centred line in \(RuleText.style(design.titleStyle, in: environment)), "
        + "in the action's own colour (red only for destructive actions); a longer label ends "
        + "in “…”.",
      "The seed's own backdrop view is clear and only catches taps; the dim comes from the "
        + "presentation, drawn here, as the modal's, with the system's one dim colour: "
        + "\(RuleText.color(design.dimColor, in: environment)).",
    ]
  }

  /// A config file's settings, one per Builder method: `actions` adds a row per label,
  /// `destructiveActions` then adds rows in system red.
  static let configuration = ComponentConfiguration(
    BottomModal.Builder.init, build: { $0.build() },
    settings: [
      .textList("actions") { builder, titles in
        titles.reduce(builder) { $0.addAction($1) }
      },
      .textList("destructiveActions") { builder, titles in
        titles.reduce(builder) { $0.addAction($1, titleColor: Palette.systemRed) }
      },
      .text("cancelTitle") { $0.setCancelTitle($1) },
      .color("actionBackgroundColor") { $0.setActionBackgroundColor($1) },
      .color("cancelBackgroundColor") { $0.setCancelBackgroundColor($1) },
      .color("cancelTitleColor") { $0.setCancelTitleColor($1) },
      .typeStyle("titleStyle") { $0.setTitleStyle($1) },
    ])
}
