import Specimen

extension ComponentEntry {
  /// The toast's catalog page: the seed's variants.
  public static let toast = ComponentEntry(
    id: "toast", name: "Toast",
    summary:
      "A short message at the bottom of the screen that confirms what just happened, shown for "
      + "1 second without interrupting the user. Black on cyan by default; tapping it runs its "
      + "action.",
    rules: [
      "It stays on screen for 1 second, then goes; the drawings show it while it is visible.",
      "Compact width: as wide as the screen and flush with its bottom edge, square corners.",
      "Its height is max(56, lines × 22 + 32): the message (17/22, centred) keeps 16 pt from "
        + "every edge, so one line fits in 56 pt and a message that wraps grows the toast upwards.",
      "Regular width: centred, min(screen width − 32, 400) pt wide, 16 pt corner radius and 38 pt "
        + "above the bottom, a floating bar rather than a strip across the whole screen.",
      "No dim layer: the screen behind stays usable while the toast is shown.",
    ],
    variants: [
      Variant(
        id: "short", title: "Short message",
        summary: "One line: the toast keeps its 56 pt.",
        component: Toast.Builder()
          .setMessage("Link copied")
          .setAction { _ in }
          .build()),
      Variant(
        id: "long", title: "Long message",
        summary: "The message wraps inside 16 pt insets and the toast grows to fit it.",
        component: Toast.Builder()
          .setMessage(
            "Your photos are uploading in the background. You can keep browsing; we will let "
              + "you know when they are ready."
          )
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
    ],
    configuration: Toast.configuration)
}

extension Toast {
  /// A config file's settings, one per Builder method (the tap action is Swift's alone).
  static let configuration = ComponentConfiguration(
    Toast.Builder.init, build: { $0.build() },
    settings: [
      .text("message") { $0.setMessage($1) },
      .dimension("height") { $0.setHeight($1) },
      .color("backgroundColor") { $0.setBackgroundColor($1) },
      .color("messageColor") { $0.setMessageColor($1) },
      .typeStyle("messageStyle") { $0.setMessageStyle($1) },
    ])
}
