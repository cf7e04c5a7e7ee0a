import SpecimenCore

extension SampleCard: DeclaredComponent {
  /// The sample card's properties, each stated once, in an app API that Specimen defines in
  /// seed 000's conventions (the seed gives no code).
  public static let declaration = ComponentDeclaration<SampleCard>(
    app: "CommonSampleCard",
    origin: "defined by Specimen in seed 000's conventions (the seed gives no code)",
    colors: Palette.appColors,
    properties: [
      .value(
        "setImage", as: String.self, config: .text("image"),
        code: { [SwiftArgument(nil, .image(named: $0))] }, set: { $0.viewModel.imageName = $1 }),
      .text("setTitle", \.viewModel.title),
      .text("setSubtitle", \.viewModel.subtitle),
      .color("setTitleColor", \.design.titleColor),
      .color("setSubtitleColor", \.design.subtitleColor),
      .typeStyle("setTitleStyle", \.design.titleStyle, app: .renamed("setTitleFont")),
      .typeStyle("setSubtitleStyle", \.design.subtitleStyle, app: .renamed("setSubtitleFont")),
      .action("setTapAction", \.actions.tap, app: .renamed("setOnClickDelegate")),
    ])
}

extension DeclaredBuilder where Component == SampleCard {
  /// Shows a bundled image above the title.
  public func setImage(named name: String) -> Self { set(name) }
  /// Sets the title.
  public func setTitle(_ title: String) -> Self { set(title) }
  /// Sets the subtitle.
  public func setSubtitle(_ subtitle: String) -> Self { set(subtitle) }
  /// Sets the title colour.
  public func setTitleColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the subtitle colour.
  public func setSubtitleColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the title's type style.
  public func setTitleStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets the subtitle's type style.
  public func setSubtitleStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets what tapping the card does.
  public func setTapAction(_ action: @escaping @Sendable (SampleCard) -> Void) -> Self {
    set(action)
  }
}
