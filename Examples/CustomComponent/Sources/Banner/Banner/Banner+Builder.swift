import Specimen
import SpecimenBuiltIn

extension Banner: DeclaredComponent {
  /// The banner's properties, each stated once: the Builder method, the value it sets and how
  /// the team's app writes it. The Builder's recording, the usage code on the page, the
  /// `specimen.json` keys and the `components.json` entry all come from this list. The app's
  /// type is `CommonBanner`, a `UIView` with a nested `Builder` (declared in
  /// `code/CommonBanner.swift`, which CI compiles every snippet of the example's site against).
  public static let declaration = ComponentDeclaration<Banner>(
    app: "CommonBanner", origin: "the team's UIKit code",
    properties: [
      .text("setScreenTitle", \.viewModel.screenTitle),
      .value(
        "setTone", as: Tone.self,
        config: ConfigReading.choice("tone", Tone.allCases.map(\.rawValue)).map(Tone.init),
        code: { [SwiftArgument(nil, .expression(".\($0.rawValue)"))] },
        set: { $0.viewModel.tone = $1 }),
      .text("setTitle", \.viewModel.title),
      .text("setMessage", \.viewModel.message),
      .button("setAction", label: \.viewModel.actionTitle, action: \.actions.action),
      .typeStyle("setTitleStyle", \.design.titleStyle, app: .renamed("setTitleFont")),
    ])
}

extension DeclaredBuilder where Component == Banner {
  /// Sets the navigation bar's title.
  public func setScreenTitle(_ title: String) -> Self { set(title) }
  /// Sets the kind of notice.
  public func setTone(_ tone: Banner.Tone) -> Self { set(tone) }
  /// Sets the one-line title.
  public func setTitle(_ title: String) -> Self { set(title) }
  /// Sets the message.
  public func setMessage(_ message: String) -> Self { set(message) }
  /// Shows an action label and sets what it does.
  public func setAction(_ title: String, _ action: @escaping @Sendable (Banner) -> Void = { _ in })
    -> Self
  { set((title, action)) }
  /// Sets the title's type style.
  public func setTitleStyle(_ style: TypeStyle) -> Self { set(style) }
}
