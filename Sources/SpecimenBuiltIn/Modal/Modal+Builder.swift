import Specimen

extension Modal {
  /// Configures a ``Modal`` step by step, in the seed's style (`setTitle(_:)`, …, `build()`).
  public struct Builder: Sendable {
    private var modal = Modal(viewModel: ViewModel())

    /// Starts with empty content and the default design.
    public init() {}

    /// Sets the one-line title.
    public func setTitle(_ title: String) -> Builder { with { $0.viewModel.title = title } }
    /// Sets the message.
    public func setMessage(_ message: String) -> Builder { with { $0.viewModel.message = message } }
    /// Shows a bundled image of the given size between title and message.
    public func setImage(named name: String, width: Double, height: Double) -> Builder {
      with {
        $0.viewModel.image = ModalImage(source: .bundled(name: name), width: width, height: height)
      }
    }
    /// Shows a remote image of the given size between title and message.
    public func setImageURL(_ url: String, width: Double, height: Double) -> Builder {
      with { $0.viewModel.image = ModalImage(source: .url(url), width: width, height: height) }
    }
    /// Sets the left button; without it the positive button fills the row.
    public func setNegativeButton(
      _ label: String, _ action: @escaping @Sendable (Modal) -> Void = { _ in }
    ) -> Builder {
      with {
        $0.viewModel.negativeLabel = label
        $0.actions.negative = Action("negative", perform: action)
      }
    }
    /// Sets the right button.
    public func setPositiveButton(
      _ label: String, _ action: @escaping @Sendable (Modal) -> Void = { _ in }
    ) -> Builder {
      with {
        $0.viewModel.positiveLabel = label
        $0.actions.positive = Action("positive", perform: action)
      }
    }
    /// Sets the title colour.
    public func setTitleColor(_ color: ColorToken) -> Builder {
      with { $0.design.titleColor = color }
    }
    /// Sets the message colour.
    public func setMessageColor(_ color: ColorToken) -> Builder {
      with { $0.design.messageColor = color }
    }
    /// Sets the negative button's colour.
    public func setNegativeButtonColor(_ color: ColorToken) -> Builder {
      with { $0.design.negativeColor = color }
    }
    /// Sets the positive button's colour.
    public func setPositiveButtonColor(_ color: ColorToken) -> Builder {
      with { $0.design.positiveColor = color }
    }
    /// Sets the card's background colour.
    public func setModalBackgroundColor(_ color: ColorToken) -> Builder {
      with { $0.design.backgroundColor = color }
    }
    /// Sets the divider and vertical line colour.
    public func setLineColor(_ color: ColorToken) -> Builder {
      with { $0.design.lineColor = color }
    }

    /// The configured modal.
    public func build() -> Modal { modal }

    private func with(_ change: (inout Modal) -> Void) -> Builder {
      var copy = self
      change(&copy.modal)
      return copy
    }
  }
}
