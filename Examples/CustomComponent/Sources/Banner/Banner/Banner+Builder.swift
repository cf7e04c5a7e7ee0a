import Specimen
import SpecimenBuiltIn

extension Banner {
  /// Configures a ``Banner`` step by step; each setter is one `recording(…)` line, so the
  /// catalog's usage code is derived from the calls.
  public struct Builder: ComponentBuilder {
    /// The banner so far.
    public var product = Banner()

    /// Starts empty, as an info banner.
    public init() {}

    /// Sets the navigation bar's title.
    public func setScreenTitle(_ title: String) -> Builder {
      recording("setScreenTitle", .string(title)) { $0.viewModel.screenTitle = title }
    }
    /// Sets the kind of notice.
    public func setTone(_ tone: Tone) -> Builder {
      recording("setTone", .expression(".\(tone.rawValue)")) { $0.viewModel.tone = tone }
    }
    /// Sets the one-line title.
    public func setTitle(_ title: String) -> Builder {
      recording("setTitle", .string(title)) { $0.viewModel.title = title }
    }
    /// Sets the message.
    public func setMessage(_ message: String) -> Builder {
      recording("setMessage", .string(message)) { $0.viewModel.message = message }
    }
    /// Shows an action label and sets what it does.
    public func setAction(
      _ title: String, _ action: @escaping @Sendable (Banner) -> Void = { _ in }
    )
      -> Builder
    {
      recording("setAction", .string(title), trailingClosure: "{ _ in }") {
        $0.viewModel.actionTitle = title
        $0.actions.action = Action("action", perform: action)
      }
    }
    /// Sets the title's type style.
    public func setTitleStyle(_ style: TypeStyle) -> Builder {
      recording("setTitleStyle", SwiftArgument(nil, .typeStyle(style))) {
        $0.design.titleStyle = style
      }
    }
  }
}
