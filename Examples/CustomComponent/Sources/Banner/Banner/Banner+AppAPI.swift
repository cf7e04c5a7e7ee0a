import Specimen

extension Banner {
  /// How the team's app writes a banner, for the usage code on its page: `CommonBanner`, a
  /// `UIView` with a nested `Builder` (declared in `code/CommonBanner.swift`, which CI compiles
  /// every snippet of the example's site against): `setScreenTitle(_:)`, `setTone(_:)`,
  /// `setTitle(_:)`, `setMessage(_:)`, `setAction(_:_:)` with a trailing handler and
  /// `setTitleFont(_: UIFont)`.
  public static let appAPI = AppAPI(
    type: "CommonBanner", origin: "the team's UIKit code",
    members: [
      "setScreenTitle": .same,
      "setTone": .same,
      "setTitle": .same,
      "setMessage": .same,
      "setAction": .same,
      "setTitleStyle": .renamed("setTitleFont"),
    ])
}
