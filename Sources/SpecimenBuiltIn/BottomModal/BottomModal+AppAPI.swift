import Specimen

extension BottomModal {
  /// The app's API for the bottom modal: seed 000's `CommonBottomModal` and its `Builder`,
  /// presented with `.build().show()`. The actions are one `setActions([…])` of
  /// `CommoBottomModalAction(title:titleColor:action:)` (the seed's spelling; `titleColor` has
  /// no default there, so an action without one is written `.label`, the colour drawn), the
  /// cancel row is `setCancelMessage(_:)` and `cancelBackgroundColor(_:)` (no `set`).
  public static let appAPI = AppAPI(
    type: "CommonBottomModal", origin: "seed 000: CommonBottomModal.Builder",
    creation: .builder(shows: true),
    members: [
      "addAction": .collected(
        into: "setActions", as: "CommoBottomModalAction", .value("title"),
        .value("titleColor", from: .labelled("titleColor"), fallback: .color(Palette.label)),
        .closure("action")),
      "setCancelTitle": .renamed("setCancelMessage"),
      "setActionBackgroundColor": .same,
      "setCancelBackgroundColor": .renamed("cancelBackgroundColor"),
      "setCancelTitleColor": .missing("a cancel label colour, {value}"),
      "assumeViewBackgroundColor": .missing(
        "the view background {value}, which BaseViewController (not in the post) is assumed to "
          + "set"),
      "setTitleStyle": .missing("a row font, {value}"),
    ])
}
