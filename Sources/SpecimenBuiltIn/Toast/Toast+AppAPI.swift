import Specimen

extension Toast {
  /// The app's API for the toast: seed 000's `CommonToast` and its `Builder`, shown with
  /// `.build().show()`: `setHeightSize(_:)` takes a `CGFloat`, the tap is
  /// `setOnClickDelegate { (CommonToast) in }`. No font setter and no wrapping fix in the seed:
  /// comments.
  public static let appAPI = AppAPI(
    type: "CommonToast", origin: "seed 000: CommonToast.Builder", creation: .builder(shows: true),
    members: [
      "setMessage": .same,
      "setHeight": .renamed("setHeightSize"),
      "proposedFixWrappingMessage": .missing(
        "a proposed fix wraps a long message inside the safe area and grows the toast to fit"),
      "setBackgroundColor": .same,
      "setMessageColor": .same,
      "setMessageStyle": .missing("a message font, {value}"),
      "setAction": .renamed("setOnClickDelegate"),
    ])
}
