import Specimen

extension InputField {
  /// The app's API for the input field. Seed 000 gives no code for it, so Specimen defines one in
  /// seed 000's conventions: `CommonInputField`, a `UIView` with a nested `Builder`:
  /// `setLabel(_: String)`, `setPlaceholder(_: String)`,
  /// `setState(_: CommonInputField.State)` (`.empty`, `.focused(text:)`, `.filled(text:)`,
  /// `.error(message:)`), `setFocusedColor(_: UIColor)`, `setErrorColor(_: UIColor)`,
  /// `setLabelFont(_: UIFont)`, `setTextFont(_: UIFont)`, `setErrorFont(_: UIFont)`,
  /// `setOnSubmitDelegate(_: @escaping (CommonInputField) -> Void)`, `build()`.
  public static let appAPI = AppAPI(
    type: "CommonInputField",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    members: [
      "setLabel": .same,
      "setPlaceholder": .same,
      "setState": .same,
      "setFocusedColor": .same,
      "setErrorColor": .same,
      "setLabelStyle": .renamed("setLabelFont"),
      "setTextStyle": .renamed("setTextFont"),
      "setErrorStyle": .renamed("setErrorFont"),
      "setSubmitAction": .renamed("setOnSubmitDelegate"),
    ])
}
