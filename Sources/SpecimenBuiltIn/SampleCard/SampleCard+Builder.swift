import Specimen

extension SampleCard {
  /// Configures a ``SampleCard`` step by step, in the seed's style (`setTitle(_:)`, …,
  /// `build()`), recording each call for usage code.
  public struct Builder: ComponentBuilder {
    /// The card so far.
    public var product = SampleCard(viewModel: ViewModel())

    /// Starts with empty content and the default design.
    public init() {}

    /// Sets the image's asset name (drawn as a placeholder in the catalog).
    public func setImage(named name: String) -> Builder {
      recording("setImage", SwiftArgument("named", .string(name))) {
        $0.viewModel.imageName = name
      }
    }
    /// Sets the one-line title.
    public func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.viewModel.title = title }
    }
    /// Sets the subtitle.
    public func setSubtitle(_ subtitle: String) -> Builder {
      recording("setSubtitle", .string(subtitle)) { $0.viewModel.subtitle = subtitle }
    }
    /// Sets the title colour.
    public func setTitleColor(_ color: ColorToken) -> Builder {
      recording("setTitleColor", .color(color)) { $0.design.titleColor = color }
    }
    /// Sets the subtitle colour.
    public func setSubtitleColor(_ color: ColorToken) -> Builder {
      recording("setSubtitleColor", .color(color)) { $0.design.subtitleColor = color }
    }
    /// Sets the title's type style.
    public func setTitleStyle(_ style: TypeStyle) -> Builder {
      recording("setTitleStyle", .typeStyle(style)) { $0.design.titleStyle = style }
    }
    /// Sets the subtitle's type style.
    public func setSubtitleStyle(_ style: TypeStyle) -> Builder {
      recording("setSubtitleStyle", .typeStyle(style)) { $0.design.subtitleStyle = style }
    }
    /// Sets what tapping the card does.
    public func setTapAction(_ action: @escaping @Sendable (SampleCard) -> Void) -> Builder {
      recording("setTapAction", trailingClosure: "{ _ in }") {
        $0.actions.tap = Action("tap", perform: action)
      }
    }
  }
}
