import Specimen

extension ComponentEntry {
  /// The bottom modal's catalog page: the seed's variants.
  public static let bottomModal = ComponentEntry(
    id: "bottom-modal", name: "Bottom modal",
    summary:
      "A stack of actions at the bottom of a dimmed screen, ending in a cancel row. Any number "
      + "of actions; the sheet is exactly as tall as its rows.",
    rules: [
      "Rows are 56 pt high with a 16 pt corner radius and 5 pt apart, so n rows (cancel "
        + "included) make a sheet n × 56 + (n − 1) × 5 pt tall, 38 pt above the bottom of the "
        + "screen.",
      "Compact width: the sheet spans the screen less 16 pt on each side.",
      "Regular width: the sheet is centred and min(screen width − 32, 400) pt wide, still 38 pt "
        + "from the bottom, so rows stay within a thumb's reach instead of stretching across "
        + "the screen.",
      "The last row is always cancel (“취소” unless set) on gray; it and the dimmed area dismiss "
        + "without running anything. An action row dismisses the sheet, then runs its action.",
      "Labels are one centred line in the action's own colour (red only for destructive "
        + "actions); a longer label ends in “…”.",
      "The seed's own backdrop view is clear and only catches taps; the dim comes from the "
        + "presentation, drawn here with the system's one dim token, black at 30 %, as the "
        + "modal's.",
    ],
    variants: [
      Variant(
        id: "one-action", title: "One action",
        summary: "The smallest sheet: one action above cancel, 117 pt tall.",
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
        summary: "The sheet grows upwards with its rows; the bottom edge stays 38 pt up.",
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
