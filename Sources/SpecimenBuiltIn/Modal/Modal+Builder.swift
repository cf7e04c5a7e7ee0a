import SpecimenCore

extension Modal: DeclaredComponent {
  /// The modal's properties, each stated once, in the app's API: seed 000's `CommonModal` and
  /// its `Builder`, spelling included (`setNagativeButton`, `messageColor(_:)` without `set`,
  /// `setImageUrl` with `Int` sizes), presented with `.build().show()`. The seed's Builder has
  /// no font setters ("add properties as needed, e.g. title, message, button font"), so type
  /// styles and the proposed fix are comments in usage code.
  public static let declaration = ComponentDeclaration<Modal>(
    app: "CommonModal", origin: "seed 000: CommonModal.Builder", shows: true,
    colors: Palette.appColors,
    properties: [
      .text("setTitle", \.viewModel.title),
      .proposal(
        "proposedFixTitleInsideCard", \.design.titleFitsCard,
        note: "a proposed fix pins the title 16 pt inside the card, so a long title ends in “…”"),
      .companion(.number("imageWidth")),
      .companion(.number("imageHeight")),
      .value(
        "setImage", as: ModalImage.self,
        config: ConfigReading.text("image").map { name, config in
          ModalImage(source: .bundled(name: name), size: config)
        },
        code: { image in
          guard case .bundled(let name) = image.source else { return nil }
          return [SwiftArgument(nil, .image(named: name))] + image.sizeArguments
        },
        set: { $0.viewModel.image = $1 }),
      .value(
        "setImageURL", as: ModalImage.self,
        config: ConfigReading.text("imageURL").map { url, config in
          ModalImage(source: .url(url), size: config)
        },
        app: .renamed("setImageUrl"),
        code: { image in
          guard case .url(let url) = image.source else { return nil }
          return [.string(url)] + image.sizeArguments
        },
        set: { $0.viewModel.image = $1 }),
      .text("setMessage", \.viewModel.message),
      .button(
        "setNegativeButton", label: \.viewModel.negativeLabel, action: \.actions.negative,
        app: .renamed("setNagativeButton")),
      .button("setPositiveButton", label: \.viewModel.positiveLabel, action: \.actions.positive),
      .color("setTitleColor", \.design.titleColor),
      .color("setMessageColor", \.design.messageColor, app: .renamed("messageColor")),
      .color(
        "setNegativeButtonColor", \.design.negativeColor, app: .renamed("setNagativeButtonColor")),
      .color("setPositiveButtonColor", \.design.positiveColor),
      .color("setModalBackgroundColor", \.design.backgroundColor),
      .color("setLineColor", \.design.lineColor),
      .typeStyle("setTitleStyle", \.design.titleStyle, app: .missing("a title font, {value}")),
      .typeStyle(
        "setMessageStyle", \.design.messageStyle, app: .missing("a message font, {value}")),
      .typeStyle("setButtonStyle", \.design.buttonStyle, app: .missing("a button font, {value}")),
    ])
}

extension Modal.ModalImage {
  /// An image of the size a config file gives (`imageWidth`, `imageHeight`), 120 × 80 unless
  /// given.
  init(source: Source, size config: ConfigValues) {
    self.init(
      source: source, width: config.number("imageWidth") ?? 120,
      height: config.number("imageHeight") ?? 80)
  }

  /// `width:` and `height:` as the app's `Int` parameters take them.
  var sizeArguments: [SwiftArgument] {
    [SwiftArgument("width", .int(width)), SwiftArgument("height", .int(height))]
  }
}

extension DeclaredBuilder where Component == Modal {
  /// Sets the one-line title.
  public func setTitle(_ title: String) -> Self { set(title) }
  /// Not in the seed, a proposed fix: pins the title's leading and trailing edges 16 pt
  /// inside the card, so a long title ends in `…` instead of running past the card.
  public func proposedFixTitleInsideCard() -> Self { set(true) }
  /// Sets the message.
  public func setMessage(_ message: String) -> Self { set(message) }
  /// Shows a bundled image of the given size between title and message.
  public func setImage(named name: String, width: Double, height: Double) -> Self {
    set(Modal.ModalImage(source: .bundled(name: name), width: width, height: height))
  }
  /// Shows a remote image of the given size between title and message.
  public func setImageURL(_ url: String, width: Double, height: Double) -> Self {
    set(Modal.ModalImage(source: .url(url), width: width, height: height))
  }
  /// Sets the left button; without it the positive button fills the row.
  public func setNegativeButton(
    _ label: String, _ action: @escaping @Sendable (Modal) -> Void = { _ in }
  ) -> Self { set((label, action)) }
  /// Sets the right button.
  public func setPositiveButton(
    _ label: String, _ action: @escaping @Sendable (Modal) -> Void = { _ in }
  ) -> Self { set((label, action)) }
  /// Sets the title colour.
  public func setTitleColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the message colour.
  public func setMessageColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the negative button's colour.
  public func setNegativeButtonColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the positive button's colour.
  public func setPositiveButtonColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the card's background colour.
  public func setModalBackgroundColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the divider and vertical line colour.
  public func setLineColor(_ color: ColorToken) -> Self { set(color) }
  /// Sets the title's type style.
  public func setTitleStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets the message's type style.
  public func setMessageStyle(_ style: TypeStyle) -> Self { set(style) }
  /// Sets the button labels' type style.
  public func setButtonStyle(_ style: TypeStyle) -> Self { set(style) }
}
