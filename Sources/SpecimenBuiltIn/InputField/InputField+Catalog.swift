import SpecimenCore

extension ComponentEntry {
  /// The input field's catalog page (seed 001): one variant per state, and the error in Korean.
  public static let inputField = ComponentEntry(
    id: "input-field", name: "Input field",
    summary:
      "A required text field with its label above. Left empty, it says so inline under the "
      + "field in system red — no alert to dismiss. One state decides the look: empty, "
      + "focused, filled or error.",
    rules: { InputField.rules(in: $0) },
    actions: [
      ComponentAction("Tap the field", "The keyboard opens"),
      ComponentAction(
        "Return key, field empty", "Nothing: the error shows and the next step stays off"),
      ComponentAction("Return key, name entered", "The next screen"),
    ],
    variants: [
      Variant(
        id: "empty", title: "Empty",
        summary: "Nothing typed yet: the placeholder in secondary colour, gray border.",
        component: InputField.capsuleName(.empty)),
      Variant(
        id: "focused", title: "Focused",
        summary: "Editing: blue border and the caret right after the typed text.",
        component: InputField.capsuleName(.focused(text: "Summer in Lis"))),
      Variant(
        id: "filled", title: "Filled",
        summary: "Typed and done: the text in the label colour, gray border.",
        component: InputField.capsuleName(.filled(text: "Summer in Lisbon"))),
      Variant(
        id: "error", title: "Error",
        summary: "Submitted empty: red border and the reason inline under the field.",
        component: InputField.capsuleName(
          .error(message: "Enter a name for your time capsule to continue."))),
      Variant(
        id: "korean-error", title: "Error in Korean",
        summary: "The original case, in Hangul: the empty name is reported under the field.",
        component: InputField.Builder()
          .setLabel("타임캡슐 이름")
          .setPlaceholder("예: 리스본의 여름")
          .setState(.error(message: "이름을 입력해야 다음으로 넘어갈 수 있어요."))
          .setSubmitAction { _ in }
          .build()),
    ])
}

extension InputField {
  /// The seed's time-capsule name field in `state`.
  static func capsuleName(_ state: FieldState) -> InputField {
    InputField.Builder()
      .setLabel("Capsule name")
      .setPlaceholder("e.g. Summer in Lisbon")
      .setState(state)
      .setSubmitAction { _ in }
      .build()
  }

  /// The page's rules, every number from `design` and the tokens in force in `environments`.
  /// (Seed 001 lays the field out with Auto Layout without showing its constraints; the form
  /// is pinned to the safe-area layout guide, as a storyboard pins it by default.)
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let thin = RuleText.points(Length(design.borderWidth))
    let thick = RuleText.points(Length(design.emphasizedBorderWidth))
    let caret =
      "\(BuiltInRuleText.number(design.caretSize.width)) × "
      + "\(RuleText.points(Length(design.caretSize.height)))"
    return [
      "The label sits \(RuleText.points(design.labelSpacing)) above the field; while the field "
        + "is empty its placeholder shows in the secondary colour.",
      "The field is \(RuleText.points(design.fieldHeight)) high (the iOS hit target) with "
        + "\(RuleText.radius(design.cornerRadius, in: environment)) corners and text inset "
        + "\(RuleText.points(design.textInset)).",
      "Border per state: gray \(thin) when empty or filled, system blue \(thick) while focused "
        + "(with a \(caret) caret after the text), system red \(thick) in error.",
      "The error is an inline message in \(RuleText.style(design.errorStyle, in: environment)), "
        + "system red, \(RuleText.points(design.errorSpacing)) under the field: never an alert, "
        + "no dim layer, nothing to dismiss.",
      "The form is pinned to the safe area, "
        + "\(RuleText.spacing(design.screenInset, in: environment)) inside it: it starts below "
        + "the status bar and keeps clear of the side insets in landscape. (The original code "
        + "does not show how the field is placed; Xcode's layout editor pins to the safe area "
        + "by default.)",
      "Compact width: the form spans the safe area less "
        + "\(RuleText.spacing(design.screenInset, in: environment)) on each side. Regular "
        + "width: at most \(RuleText.points(Length(design.readableWidth))) wide, centred in the safe "
        + "area, so lines stay a readable length.",
    ]
  }

}
