import Specimen

extension LoadingView {
  /// The app's API for the loading view: seed 000's `CommonLoadingView`, which has no Builder:
  /// `CommonLoadingView()` (on the top view controller's view), `show()` (touches blocked at
  /// once, the Lottie animation after 0.8 s) and `dismiss()` when the work is done. It has no
  /// label, colour or font: those calls are comments.
  public static let appAPI = AppAPI(
    type: "CommonLoadingView", origin: "seed 000: CommonLoadingView (no Builder)",
    creation: .initializer(then: ["{name}.show()", "// When the work is done:", "{name}.dismiss()"]
    ),
    members: [
      "setMessage": .missing("a label, {value}"),
      "setColor": .missing("an indicator colour, {value}"),
      "setMessageStyle": .missing("a label font, {value}"),
    ])
}
