import SpecimenCore

extension ComponentEntry {
  /// The toast's catalog page: the seed's variants, and one proposed fix.
  public static let toast = ComponentEntry(
    id: "toast", name: "Toast",
    summary:
      "A short message at the bottom of the screen that confirms what just happened, shown for "
      + "1 second without interrupting the user. Black on cyan by default, as wide as the "
      + "screen; tapping it runs its action.",
    rules: { Toast.rules(in: $0) },
    findings: Toast.findings,
    actions: [
      ComponentAction("Tap", "Dismiss, and run the toast's tap action"),
      ComponentAction("After 1 s", "Hides with a 0.2 s fade"),
    ],
    variants: [
      Variant(
        id: "short", title: "Short message",
        summary: "One line: the shortest toast.",
        component: Toast.Builder()
          .setMessage("Link copied")
          .setAction { _ in }
          .build()),
      Variant(
        id: "long", title: "Long message",
        summary:
          "The label has no width limit, so the message stays on one line and runs past both "
          + "edges of the screen, as it does on the device (see Findings).",
        component: Toast.Builder()
          .setMessage(Toast.longMessage)
          .setAction { _ in }
          .build()),
      Variant(
        id: "three-lines", title: "Three lines",
        summary:
          "Only line breaks start a line; three lines are taller than the fixed 56 pt, so they "
          + "overflow the toast at the top and the bottom (see Findings).",
        component: Toast.Builder()
          .setMessage("Upload finished.\n12 photos added to “Trip”.\nTap to open the album.")
          .setAction { _ in }
          .build()),
      Variant(
        id: "korean", title: "Korean",
        summary: "Hangul, measured and drawn with the bundled Hangul face.",
        component: Toast.Builder()
          .setMessage("사진을 앨범에 저장했어요.")
          .setAction { _ in }
          .build()),
      Variant(
        id: "custom", title: "Custom height and colours",
        summary: "A taller, inverted toast: label-coloured background, surface-coloured text.",
        component: Toast.Builder()
          .setMessage("Draft saved")
          .setHeight(72)
          .setBackgroundColor(Palette.label)
          .setMessageColor(Palette.surface)
          .setAction { _ in }
          .build()),
      Variant(
        id: "proposed-fix-wrapping", title: "Proposed fix: wrapping message",
        summary:
          "Not in the current code: the long message with the label pinned 16 pt inside the "
          + "toast's safe area, so it wraps and the toast grows upwards; the bottom stays where "
          + "the toast library puts it.",
        component: Toast.Builder()
          .setMessage(Toast.longMessage)
          .proposedFixWrappingMessage()
          .setAction { _ in }
          .build()),
    ])
}

extension Toast {
  /// The long message two variants show.
  static let longMessage =
    "Your photos are uploading in the background. You can keep browsing; we will let you know "
    + "when they are ready."

  /// What the seed's code leaves to UIKit, for the design-system team. (The seed centres the
  /// label with `center.equalToSuperview()` and `numberOfLines = 0`, fixes the height with
  /// `heightSize`, and sets its own frame from the root view controller's view.)
  static let findings = [
    "The message label is only centred, with no width limit: it may take any number of lines, "
      + "yet it never wraps, so a message wider than the screen stays on one line and runs past "
      + "both edges. “Proposed fix: wrapping message” pins its edges inside the toast's safe "
      + "area.",
    "The toast's height is fixed (56 pt unless set): a message of more lines than it holds, or "
      + "a larger Dynamic Type size, overflows the toast's top and bottom edges.",
    "The component's own size, not the toast library, decides the width: the app's main "
      + "screen, read once when the toast is built. The toast spans the whole screen, into the "
      + "side safe-area insets of an iPhone in landscape; only its bottom follows the safe area.",
  ]

  /// The page's rules: every number from `design`, the tokens and the screens in
  /// `environments`, and Toast-Swift's defaults, named in words (the seed calls
  /// `showToast(_:duration: 1, position: .bottom)`; the library's numbers are
  /// `ToastStyle.verticalPadding` and `fadeDuration`, placed by `ToastPosition.centerPoint`, and
  /// `ToastManager.isTapToDismissEnabled` and `isQueueEnabled`, all in Toast.swift).
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let style = environment.style(design.messageStyle)
    let height = BuiltInRuleText.number(design.height)
    let padding = BuiltInRuleText.number(ToastSwift.verticalPadding)
    let fade = BuiltInRuleText.duration(ToastSwift.fadeDuration)
    let fitting = Int((design.height / style.lineHeight).rounded(.down))
    // y = screen height − bottom safe-area inset − Toast-Swift's padding − the toast's height.
    let places = environments.map { screen in
      let bottom = ToastSwift.bottomOffset(in: screen)
      let y = screen.height - bottom - design.height
      return
        "\(screen.displayName) at y \(RuleText.points(Length(y))) ("
        + (screen.safeArea.bottom.points == 0
          ? "no bottom safe-area inset)"
          : "a \(RuleText.points(screen.safeArea.bottom)) bottom safe-area inset)")
    }
    let inset = environment.spacing(design.inset)
    return [
      "Shown by a toast library at the bottom of the screen the user is on, for "
        + "\(BuiltInRuleText.duration(design.duration)): over the screen as it is, with no dim "
        + "layer.",
      "As wide as the app's main screen: the whole screen at every size class, from x 0 (the "
        + "component sets its own size and place). \(height) pt high, fixed: the message never "
        + "grows it. No corner radius and no shadow: the toast library rounds and shadows only "
        + "the toasts it builds itself, never a custom view such as this one.",
      "Its bottom edge is \(padding) pt above the bottom safe-area inset, the toast "
        + "library's default padding; drawn " + places.joined(separator: ", ") + ".",
      "The message is centred on the toast, in "
        + "\(RuleText.style(design.messageStyle, in: environment)), with no line limit but no "
        + "width limit either: each paragraph stays one line however long, and only a line "
        + "break starts another. \(fitting) line\(fitting == 1 ? "" : "s") "
        + "fit\(fitting == 1 ? "s" : "") in \(height) pt; more "
        + "overflow the toast.",
      "The toast library fades it in over \(fade) (its default), starts the component's "
        + "\(BuiltInRuleText.duration(design.duration)) timer when the fade-in ends, then fades "
        + "it out over \(fade): on screen for "
        + "\(BuiltInRuleText.duration(design.duration + 2 * ToastSwift.fadeDuration)), fully "
        + "shown for \(BuiltInRuleText.duration(design.duration)). The drawings show it fully "
        + "shown.",
      "A tap hides it (the library's tap to dismiss, \(onOff(ToastSwift.isTapToDismissEnabled)) "
        + "by default) and runs the component's own action too: both respond to the same tap.",
      "Toasts do not queue (the library's queue, \(onOff(ToastSwift.isQueueEnabled)) by "
        + "default): a second toast shown within the second is drawn over the first, in the same "
        + "place.",
      "Proposed fix (a variant, not the current code): the label pinned "
        + "\(RuleText.spacing(design.inset, in: environment)) inside the toast's safe area (its "
        + "edges, and clear of an iPhone's side insets in landscape), so the message wraps and "
        + "the toast is \(height) pt tall, or, when taller, as tall as its lines "
        + "(\(BuiltInRuleText.number(style.lineHeight)) pt each) with "
        + "\(RuleText.points(inset)) above and below, its bottom where the toast library puts "
        + "it.",
    ]
  }

  /// A library setting in words: `on` or `off`.
  private static func onOff(_ isOn: Bool) -> String { isOn ? "on" : "off" }

}
