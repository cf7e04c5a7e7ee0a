import Specimen

extension ContainerCollection {
  /// The app's API for the container collection. Seed 000 gives no code for it, so Specimen
  /// defines one in seed 000's conventions: `CommonContainerCollection`, a `BaseViewController`
  /// the app pushes, with a nested `Builder` whose `set…` methods return `Self`:
  /// `setTitle(_: String)`, `setItems(_: [UIView])`, `addItem(_: UIView)`,
  /// `setInsets(_: NSDirectionalEdgeInsets)`, `setInsetsFromSafeArea(_: Bool)`,
  /// `setSpacing(_: CGFloat)`, `setCellBackgroundColor(_: UIColor)`,
  /// `setOnSelectDelegate(_: @escaping (Int) -> Void)`, `build()`. Items are the other
  /// components' views (`CommonSampleCard`, `CommonRetryView`).
  public static let appAPI = AppAPI(
    type: "CommonContainerCollection",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    members: [
      "setTitle": .same,
      "setItems": .same,
      "addItem": .same,
      "setInsets": .same,
      "setInsetsFromSafeArea": .same,
      "setSpacing": .same,
      "setCellBackgroundColor": .same,
      "setSelectAction": .renamed("setOnSelectDelegate"),
    ])
}
