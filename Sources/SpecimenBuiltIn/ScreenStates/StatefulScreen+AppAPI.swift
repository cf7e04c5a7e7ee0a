import Specimen

extension StatefulScreen {
  /// The app's API for the screen states. Seed 000 gives no code for it, so Specimen defines one
  /// in seed 000's conventions: `CommonStatefulScreen`, a `BaseViewController` with a nested
  /// `Builder`: `setTitle(_: String)`, `setState(_: CommonStatefulScreen.State)` (`.loading`,
  /// `.loaded([UIView])`, `.error(message: String)`, as seed 004's `ViewState`),
  /// `setLoadingMessage(_: String)`, `setRetryStr(_: String)` (as `CommonRetryView`'s),
  /// `setOnRetryDelegate(_: @escaping (CommonStatefulScreen) -> Void)`,
  /// `setOnSelectDelegate(_: @escaping (Int) -> Void)`, `build()`.
  public static let appAPI = AppAPI(
    type: "CommonStatefulScreen",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    members: [
      "setTitle": .same,
      "setState": .same,
      "setLoadingMessage": .same,
      "setRetryTitle": .renamed("setRetryStr"),
      "setRetryAction": .renamed("setOnRetryDelegate"),
      "setSelectAction": .renamed("setOnSelectDelegate"),
    ])
}
