import SpecimenCore

extension ComponentEntry {
  /// The bottom modal's catalog page: the seed's variants, and one assumption drawn. (The
  /// sheet library the page speaks of is PanModal; the system's defaults are UIKit's.)
  public static let bottomModal = ComponentEntry(
    id: "bottom-modal", name: "Bottom modal",
    summary:
      "A stack of actions at the bottom of a dimmed screen, ending in a cancel row, shown in a "
      + "sheet: any number of actions, the stack exactly as tall as its rows. On iPad the sheet "
      + "library shows it in a popover instead.",
    rules: { BottomModal.rules(in: $0) },
    findings: BottomModal.findings,
    actions: [
      ComponentAction("Tap a row", "Dismiss, then run the row's action"),
      ComponentAction("Tap Cancel", "Dismiss"),
      ComponentAction("Tap outside", "Dismiss"),
      ComponentAction("Swipe down", "Dismiss"),
    ],
    variants: [
      Variant(
        id: "one-action", title: "One action",
        summary: "The smallest sheet: one action above cancel.",
        component: BottomModal.Builder()
          .addAction("사진 저장")
          .build()),
      Variant(
        id: "two-actions", title: "Two actions",
        summary: "The original example: two actions and the default “취소”.",
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
        summary:
          "A label wider than its row keeps to one line and ends in “…” at the row's edges (the "
          + "label is the row: no inner margin).",
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
      Variant(
        id: "assumed-view-background", title: "Assumption: the sheet is painted",
        summary:
          "Not in the current code: if the app's base screen gives the sheet a background, "
          + "the library's sheet shows, from 21 pt below the top safe-area inset to the bottom, with "
          + "8-pt top corners (on iPad it fills the popover).",
        component: BottomModal.Builder()
          .addAction("공유하기")
          .addAction("링크 복사")
          .assumeViewBackgroundColor(Palette.background)
          .build()),
    ])
}

extension BottomModal {
  /// What the seed's code leaves to UIKit and PanModal, for the design-system team. (In the
  /// seed's terms: `presentPanModal` checks the device and its delegate never adapts; no
  /// `sourceView`, `sourceRect` or `preferredContentSize`; the stack's height is only
  /// `top.equalTo(labels[0])`; `labels[0]` traps with no actions; the view's background comes
  /// from `BaseViewController`, and the seed's `blurView` is clear.)
  static let findings = [
    "On every iPad, Split View at compact width included, the sheet library presents a "
      + "popover, not its sheet: it checks the device, and never adapts the popover. The "
      + "component gives the popover nothing to point at, so it points at the presenting "
      + "screen's top-left corner, and asks for no size, so the system gives it its default size: the rows sit at the bottom of "
      + "a tall, mostly empty popover, far from what the user tapped.",
    "The rows are pinned to the sheet's sides, not its safe area: on an iPhone in "
      + "landscape they reach into the side safe-area insets, under the sensor housing and the "
      + "rounded corners.",
    "Nothing limits the stack's height (only the first row places its top) and nothing "
      + "scrolls: rows taller than the sheet (five actions on an iPhone in landscape) "
      + "go past its top, where the sheet's corner mask cuts them off, 21 pt below the screen's "
      + "top. The drawing cannot clip: the cut rows show above that line.",
    "The code reads the first action's row without checking there is one: a bottom modal built "
      + "with no actions crashes at run time (index out of range) instead of showing the cancel "
      + "row alone, as drawn here.",
    "The sheet's background comes from the app's base screen, which the original "
      + "code does not show: the drawings assume clear (the component's own backdrop is clear "
      + "and dismisses on a tap, so the screen is meant to show through). If it is painted, "
      + "the library's sheet covers the screen from 21 pt below the status bar: see “Assumption: "
      + "the sheet is painted”.",
  ]

  /// The page's rules: every number from `design`, the tokens and the screens in
  /// `environments`, and PanModal's and UIKit's defaults, named in words. Where they come from:
  /// `presentPanModal(self)` in `CommonBottomModal.show()` decides by
  /// `UIDevice.current.userInterfaceIdiom` (UIViewController+PanModalPresenter.swift); the dim
  /// is `panModalBackgroundColor`, the top `topOffset` = `topLayoutOffset` + 21 and the
  /// corners `cornerRadius` (PanModalPresentable+Defaults.swift, `addRoundedCorners(to:)`);
  /// the seed's `.maxHeightWithTopInset(0)` adds nothing (`topMargin(from:)`), and with
  /// `anchorModalToLongForm` false the view stays there (`adjustPresentedViewFrame()`); the
  /// seed's `showDragIndicator` is false. On iPad: `.popover`, `adaptivePresentationStyle`
  /// `.none` (PanModalPresentationDelegate.swift), `sourceRect` `.zero`, and UIKit's
  /// `contentSizeForViewInPopover`, `popoverLayoutMargins` and `permittedArrowDirections`
  /// `.any`.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let row = BuiltInRuleText.number(design.rowHeight)
    let gap = environment.spacing(design.spacing).points
    // The stack is `n × rowHeight + (n − 1) × spacing` tall for n rows, cancel included.
    let rowHeight: Double = design.rowHeight.points
    let step = BuiltInRuleText.number(rowHeight + gap)
    let twoRows = BuiltInRuleText.number(2 * rowHeight + gap)
    let bottom = RuleText.spacing(design.bottomInset, in: environment)
    let inset = RuleText.spacing(design.inset, in: environment)
    let phones = environments.filter { !PanModal.presentsPopover(in: $0) }
    let pads = environments.filter { PanModal.presentsPopover(in: $0) }
    func names(_ screens: [Environment]) -> String {
      screens.map(\.displayName).joined(separator: ", ")
    }
    var rules = [
      "Presented by a sheet library that decides by the device, not the size class: a sheet "
        + "on every iPhone, a popover on every iPad.",
      "Each row is \(row) pt high with \(RuleText.radius(design.cornerRadius, in: environment)) "
        + "corners, with \(RuleText.spacing(design.spacing, in: environment)) between rows: the "
        + "stack is exactly as tall as its rows and the gaps between them (cancel alone "
        + "\(row) pt, one action and cancel \(twoRows) pt), and each action added makes it "
        + "\(step) pt taller. It sits \(bottom) above the bottom of the sheet and \(inset) from "
        + "its sides (its edges, not its safe area).",
      "Each row is its label: one centred line in "
        + "\(RuleText.style(design.titleStyle, in: environment)), in the action's own colour "
        + "(red only for destructive actions), ending in “…” at the row's edges when longer.",
      "The last row is always cancel (“\(ViewModel().cancelTitle)” unless set) on gray; it and "
        + "the area above the rows (the component's clear backdrop) dismiss without running "
        + "anything. An action row dismisses the sheet, then runs its action.",
    ]
    if !phones.isEmpty {
      let frames = phones.map { screen in
        let frame = PanModal.presentedFrame(in: screen)
        return "\(screen.displayName) y \(RuleText.points(Length(frame.y))), "
          + "\(BuiltInRuleText.number(frame.width)) × \(BuiltInRuleText.number(frame.height)) pt"
      }
      rules += [
        "On iPhone (\(names(phones))): the sheet library's own presentation. Its dim layer "
          + "covers the whole screen in \(RuleText.color(design.dimColor, in: environment)), the "
          + "library's default, not the modal's 30 %.",
        "The sheet runs from \(BuiltInRuleText.number(PanModal.topOffsetBelowSafeArea)) "
          + "pt below the top safe-area inset to the screen's bottom, full width: the library's "
          + "default top offset is the top safe-area inset plus 21 pt; the component's short and "
          + "long heights (its full height, with no extra top inset) add nothing, and as the "
          + "sheet is not anchored to its long height it stays there. Drawn: "
          + frames.joined(separator: "; ") + ".",
        "Its top corners are rounded to \(RuleText.points(PanModal.cornerRadius)), the "
          + "library's default, invisible while its background is clear, as drawn; no drag indicator (the "
          + "component turns it off).",
      ]
    }
    if !pads.isEmpty {
      let frames = pads.map { screen in
        let content = Popover.frames(in: screen).content
        return "\(screen.displayName) \(BuiltInRuleText.number(content.width)) × "
          + "\(BuiltInRuleText.number(content.height)) pt at (\(BuiltInRuleText.number(content.x)), "
          + "\(BuiltInRuleText.number(content.y)))"
      }
      let size = Popover.defaultContentSize
      rules += [
        "On iPad (\(names(pads))), at every width: a popover that never adapts, not even in a "
          + "compact Split View (the sheet library keeps it a popover). The component gives it "
          + "nothing to point at, so it points at the presenting screen's top-left corner. None "
          + "of the library's sheet settings apply: no dim (a popover dims nothing), no 21-pt offset, "
          + "no 8-pt corners.",
        "The popover's numbers come from neither the sheet library nor the component. Its size "
          + "is the system's default when none is asked for: \(BuiltInRuleText.number(size.width)) pt wide and "
          + "up to \(BuiltInRuleText.number(size.height)) pt tall (Apple's documentation), kept "
          + "the system's popover margins (\(RuleText.points(Length(Popover.layoutMargin))), Apple's "
          + "documentation) inside the safe area: measuring them from the safe area rather than "
          + "the screen's edges is this drawing's assumption, as is the arrow pointing up (the "
          + "system picks it from any direction). The arrow "
          + "(\(BuiltInRuleText.number(Popover.arrowSize.width)) × "
          + "\(BuiltInRuleText.number(Popover.arrowSize.height)) pt), the "
          + "\(RuleText.points(Length(Popover.cornerRadius))) corners, the shadow and the background are "
          + "drawn to look like iPadOS's, not measured. Drawn: "
          + frames.joined(separator: "; ") + ".",
      ]
    }
    return rules
  }
}
