import Specimen

extension Modal {
  /// The app's API for the modal: seed 000's `CommonModal` and its `Builder`, spelling included
  /// (`setNagativeButton`, `messageColor(_:)` without `set`, `setImageUrl` with `Int` sizes),
  /// presented with `.build().show()`. Handlers are `(CommonModal) -> Void`; colours `UIColor`.
  /// The seed's Builder has no font setters ("add properties as needed, e.g. title, message,
  /// button font"), so type styles and the proposed fix are comments.
  public static let appAPI = AppAPI(
    type: "CommonModal", origin: "seed 000: CommonModal.Builder", creation: .builder(shows: true),
    members: [
      "setTitle": .same,
      "proposedFixTitleInsideCard": .missing(
        "a proposed fix pins the title 16 pt inside the card, so a long title ends in “…”"),
      "setMessage": .same,
      "setImage": .call("setImage", .image(), .int("width"), .int("height")),
      "setImageURL": .call("setImageUrl", .value(), .int("width"), .int("height")),
      "setNegativeButton": .renamed("setNagativeButton"),
      "setPositiveButton": .same,
      "setTitleColor": .same,
      "setMessageColor": .renamed("messageColor"),
      "setNegativeButtonColor": .renamed("setNagativeButtonColor"),
      "setPositiveButtonColor": .same,
      "setModalBackgroundColor": .same,
      "setLineColor": .same,
      "setTitleStyle": .missing("a title font, {value}"),
      "setMessageStyle": .missing("a message font, {value}"),
      "setButtonStyle": .missing("a button font, {value}"),
    ])
}
