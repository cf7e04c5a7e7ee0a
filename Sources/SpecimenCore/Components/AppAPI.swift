/// The API the app itself calls to make a component, so usage code is written as the app
/// compiles it: the app-side type, how it is made, and for each recorded call how the app
/// spells it (``AppCall``). Derived from a ``ComponentDeclaration``.
package struct AppAPI: Hashable, Sendable {
  /// The app's type, e.g. `CommonModal`.
  package var type: String
  /// Where the API comes from, e.g. `seed 000: CommonModal.Builder`.
  package var origin: String
  /// How the app makes (and presents) the component.
  package var creation: Creation
  /// How the app writes each recorded call, by the call's name; a call not listed is written
  /// as recorded.
  package var members: [String: AppCall]

  /// An app API of `type`.
  package init(
    type: String, origin: String, creation: Creation = .builder(shows: false),
    members: [String: AppCall]
  ) {
    self.type = type
    self.origin = origin
    self.creation = creation
    self.members = members
  }

  /// How the app makes the component.
  package enum Creation: Hashable, Sendable {
    /// `Type.Builder()…build()`, followed by `.show()` when it `shows` itself.
    case builder(shows: Bool)
    /// `let name = Type()` followed by the statements `then` (`{name}` is the variable).
    case initializer(then: [String])
  }
}

/// How the app's API writes one recorded call of a declared property: under the same name, under
/// another, collected with its siblings into one call, or not at all (a comment says what the
/// app lacks). A property records its arguments as the app takes them.
///
/// ```swift
/// .button("setNegativeButton", label: \.negativeLabel, action: \.negative,
///         app: .renamed("setNagativeButton"))
/// .typeStyle("setTitleStyle", \.titleStyle, app: .missing("a title font, {value}"))
/// ```
public struct AppCall: Hashable, Sendable {
  /// How the call is written.
  package enum Form: Hashable, Sendable {
    /// A call of its own.
    case call
    /// One element of an array passed to one call, e.g. `setActions([…])`.
    case collected(element: String)
    /// No call: a comment, `{value}` replaced by the recorded arguments.
    case missing(String)
  }

  /// How the call is written.
  package var form: Form
  /// The app's name for the call (or the collecting call), or nil for the recorded name.
  package var name: String?

  /// The same name and arguments as recorded.
  public static let same = AppCall(form: .call)

  /// The same arguments under the app's `name`, e.g. the seed's `setNagativeButton`.
  public static func renamed(_ name: String) -> AppCall { AppCall(form: .call, name: name) }

  /// Each call becomes one `element(…)` (its recorded arguments as they are) in the array of one
  /// call `name`, written where the first of them was, e.g. `setActions([CommoBottomModalAction(…)])`.
  public static func collected(into name: String, as element: String) -> AppCall {
    AppCall(form: .collected(element: element), name: name)
  }

  /// The app has no such call: usage code says `// Not in Type.Builder: <text>`, `{value}` in
  /// `text` replaced by the recorded arguments.
  public static func missing(_ text: String) -> AppCall { AppCall(form: .missing(text)) }
}
