import Specimen

extension SampleCard {
  /// Configures a ``SampleCard`` step by step, in the seed's style (`setTitle(_:)`, …, `build()`).
  public struct Builder: Sendable {
    private var card = SampleCard(viewModel: ViewModel())

    /// Starts with empty content and the default design.
    public init() {}

    /// Sets the image's asset name (drawn as a placeholder in the catalog).
    public func setImage(named name: String) -> Builder { with { $0.viewModel.imageName = name } }
    /// Sets the one-line title.
    public func setTitle(_ title: String) -> Builder { with { $0.viewModel.title = title } }
    /// Sets the subtitle.
    public func setSubtitle(_ subtitle: String) -> Builder {
      with { $0.viewModel.subtitle = subtitle }
    }
    /// Sets the title colour.
    public func setTitleColor(_ color: ColorToken) -> Builder {
      with { $0.design.titleColor = color }
    }
    /// Sets the subtitle colour.
    public func setSubtitleColor(_ color: ColorToken) -> Builder {
      with { $0.design.subtitleColor = color }
    }
    /// Sets what tapping the card does.
    public func setTapAction(_ action: @escaping @Sendable (SampleCard) -> Void) -> Builder {
      with { $0.actions.tap = Action("tap", perform: action) }
    }

    /// The configured card.
    public func build() -> SampleCard { card }

    private func with(_ change: (inout SampleCard) -> Void) -> Builder {
      var copy = self
      change(&copy.card)
      return copy
    }
  }
}
