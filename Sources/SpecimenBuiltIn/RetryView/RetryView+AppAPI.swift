import Specimen

extension RetryView {
  /// The app's API for the retry view: seed 000's `CommonRetryView` and its `Builder`
  /// (`setTitle(_:)`, `setRetryStr(_:)`), shown with `.build().show()`. Its retry button calls
  /// `retry()` on the top `BaseViewController`, so a retry action is an override there, not a
  /// Builder call; fonts and the wrapping fix are not in the seed either: comments.
  public static let appAPI = AppAPI(
    type: "CommonRetryView", origin: "seed 000: CommonRetryView.Builder",
    creation: .builder(shows: true),
    members: [
      "setTitle": .same,
      "setRetryTitle": .renamed("setRetryStr"),
      "setTitleStyle": .missing("a title font, {value}"),
      "setRetryStyle": .missing("a retry label font, {value}"),
      "setWrapsTitle": .missing(
        "a proposed fix wraps the title within a readable width ({value})"),
      "setRetryAction": .missing(
        "a retry action; tapping retry calls retry() on the top BaseViewController, so override "
          + "retry() there"),
    ])
}
