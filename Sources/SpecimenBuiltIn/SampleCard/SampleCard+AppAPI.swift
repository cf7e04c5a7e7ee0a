import Specimen

extension SampleCard {
  /// The app's API for the sample card. Seed 000 gives no code for it, so Specimen defines one in
  /// seed 000's conventions: `CommonSampleCard`, a `UIView` with a nested `Builder`:
  /// `setImage(_: UIImage?)`, `setTitle(_: String)`, `setSubtitle(_: String)`,
  /// `setTitleColor(_: UIColor)`, `setSubtitleColor(_: UIColor)`, `setTitleFont(_: UIFont)`,
  /// `setSubtitleFont(_: UIFont)`, `setOnClickDelegate(_: @escaping (CommonSampleCard) -> Void)`,
  /// `build()`.
  public static let appAPI = AppAPI(
    type: "CommonSampleCard",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    members: [
      "setImage": .call("setImage", .image()),
      "setTitle": .same,
      "setSubtitle": .same,
      "setTitleColor": .same,
      "setSubtitleColor": .same,
      "setTitleStyle": .renamed("setTitleFont"),
      "setSubtitleStyle": .renamed("setSubtitleFont"),
      "setTapAction": .renamed("setOnClickDelegate"),
    ])
}
