import Specimen

extension ComponentEntry {
  /// The toast's catalog page: the seed's variants.
  public static let toast = ComponentEntry(
    id: "toast", name: "Toast",
    summary:
      "A short message at the bottom of the screen that confirms what just happened, shown for "
      + "1 second without interrupting the user. Black on cyan by default; tapping it runs its "
      + "action.",
    rules: { Toast.rules(in: $0) },
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
        summary: "The message wraps inside the toast’s insets and the toast grows to fit it.",
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
  /// The page's rules, every number from `design` and the tokens in force in `environments`.
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let style = environment.style(design.messageStyle)
    let inset = environment.spacing(design.inset)
    let oneLine = style.lineHeight + 2 * inset
    let height = BuiltInRuleText.number(design.height)
    let growth =
      oneLine <= design.height
      ? "so one line fits in \(height) pt and a message that wraps grows the toast upwards"
      : "so even one line makes it \(RuleText.points(oneLine)) tall, and a message that wraps "
        + "grows it further upwards"
    return [
      "It stays on screen for \(BuiltInRuleText.duration(design.duration)), then goes; the "
        + "drawings show it while it is visible.",
      "Compact width: as wide as the screen and flush with its bottom edge, square corners.",
      "Its height is max(\(height), lines × \(BuiltInRuleText.number(style.lineHeight)) + "
        + "\(BuiltInRuleText.number(2 * inset))): the message, in "
        + "\(RuleText.style(design.messageStyle, in: environment)) and centred, keeps "
        + "\(RuleText.spacing(design.inset, in: environment)) from every edge, \(growth).",
      "Regular width: centred, min(screen width − \(BuiltInRuleText.number(2 * inset)), "
        + "\(BuiltInRuleText.number(design.regularMaxWidth))) pt wide, with "
        + "\(RuleText.radius(design.regularCornerRadius, in: environment)) corners and "
        + "\(RuleText.spacing(design.regularBottomInset, in: environment)) above the bottom, a "
        + "floating bar rather than a strip across the whole screen.",
      "No dim layer: the screen behind stays usable while the toast is shown.",
    ]
  }

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
