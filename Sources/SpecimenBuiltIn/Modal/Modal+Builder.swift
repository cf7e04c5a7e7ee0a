import Specimen

extension Modal {
  /// Configures a ``Modal`` step by step, in the seed's style (`setTitle(_:)`, …, `build()`),
  /// recording each call for the modal's usage code.
  public struct Builder: ComponentBuilder {
    /// The modal so far.
    public var product = Modal(viewModel: ViewModel())

    /// Starts with empty content and the default design.
    public init() {}

    /// Sets the one-line title.
    public func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.viewModel.title = title }
    }
    /// Not in the seed, a proposed fix: pins the title's leading and trailing edges 16 pt
    /// inside the card, so a long title ends in `…` instead of running past the card.
    public func proposedFixTitleInsideCard() -> Builder {
      recording("proposedFixTitleInsideCard") { $0.design.titleFitsCard = true }
    }
    /// Sets the message.
    public func setMessage(_ message: String) -> Builder {
      recording("setMessage", .string(message)) { $0.viewModel.message = message }
    }
    /// Shows a bundled image of the given size between title and message.
    public func setImage(named name: String, width: Double, height: Double) -> Builder {
      recording(
        "setImage", SwiftArgument("named", .string(name)), SwiftArgument("width", .number(width)),
        SwiftArgument("height", .number(height))
      ) {
        $0.viewModel.image = ModalImage(source: .bundled(name: name), width: width, height: height)
      }
    }
    /// Shows a remote image of the given size between title and message.
    public func setImageURL(_ url: String, width: Double, height: Double) -> Builder {
      recording(
        "setImageURL", .string(url), SwiftArgument("width", .number(width)),
        SwiftArgument("height", .number(height))
      ) {
        $0.viewModel.image = ModalImage(source: .url(url), width: width, height: height)
      }
    }
    /// Sets the left button; without it the positive button fills the row.
    public func setNegativeButton(
      _ label: String, _ action: @escaping @Sendable (Modal) -> Void = { _ in }
    ) -> Builder {
      recording("setNegativeButton", .string(label), trailingClosure: "{ _ in }") {
        $0.viewModel.negativeLabel = label
        $0.actions.negative = Action("negative", perform: action)
      }
    }
    /// Sets the right button.
    public func setPositiveButton(
      _ label: String, _ action: @escaping @Sendable (Modal) -> Void = { _ in }
    ) -> Builder {
      recording("setPositiveButton", .string(label), trailingClosure: "{ _ in }") {
        $0.viewModel.positiveLabel = label
        $0.actions.positive = Action("positive", perform: action)
      }
    }
    /// Sets the title colour.
    public func setTitleColor(_ color: ColorToken) -> Builder {
      recording("setTitleColor", .color(color)) { $0.design.titleColor = color }
    }
    /// Sets the message colour.
    public func setMessageColor(_ color: ColorToken) -> Builder {
      recording("setMessageColor", .color(color)) { $0.design.messageColor = color }
    }
    /// Sets the negative button's colour.
    public func setNegativeButtonColor(_ color: ColorToken) -> Builder {
      recording("setNegativeButtonColor", .color(color)) { $0.design.negativeColor = color }
    }
    /// Sets the positive button's colour.
    public func setPositiveButtonColor(_ color: ColorToken) -> Builder {
      recording("setPositiveButtonColor", .color(color)) { $0.design.positiveColor = color }
    }
    /// Sets the card's background colour.
    public func setModalBackgroundColor(_ color: ColorToken) -> Builder {
      recording("setModalBackgroundColor", .color(color)) { $0.design.backgroundColor = color }
    }
    /// Sets the divider and vertical line colour.
    public func setLineColor(_ color: ColorToken) -> Builder {
      recording("setLineColor", .color(color)) { $0.design.lineColor = color }
    }
    /// Sets the title's type style.
    public func setTitleStyle(_ style: TypeStyle) -> Builder {
      recording("setTitleStyle", .typeStyle(style)) { $0.design.titleStyle = style }
    }
    /// Sets the message's type style.
    public func setMessageStyle(_ style: TypeStyle) -> Builder {
      recording("setMessageStyle", .typeStyle(style)) { $0.design.messageStyle = style }
    }
    /// Sets the button labels' type style.
    public func setButtonStyle(_ style: TypeStyle) -> Builder {
      recording("setButtonStyle", .typeStyle(style)) { $0.design.buttonStyle = style }
    }
  }
}
