/// The API the app itself calls to make a component, so usage code is written as the app
/// compiles it: the app-side type and, for each call the component's ``ComponentBuilder``
/// records, how the app spells it (name, argument labels and types), or that the app has no such
/// call (then the usage code says so in a comment).
///
/// A component declares it once, next to its Builder, and starts its recipe with it:
/// ```swift
/// extension Badge {
///   /// The app's `CommonBadge` (seed 000's conventions).
///   public static let appAPI = AppAPI(
///     type: "CommonBadge", origin: "Defined by the team in seed 000's conventions",
///     members: [
///       "setTitle": .same,
///       "setTint": .renamed("setTintColor"),
///       "setSize": .call("setSize", .int()),
///       "setImage": .call("setImage", .image(), .int("width"), .int("height")),
///       "onTap": .renamed("setOnClickDelegate"),
///       "proposedFixInset": .missing("a proposed fix insets the title 8 pt"),
///     ])
/// }
/// public var recipe = UsageRecipe("Badge.Builder()", appAPI: Badge.appAPI)
/// // badge.usage:
/// // let badge = CommonBadge.Builder()
/// //   .setTitle("New")
/// //   .setTintColor(.systemRed)
/// //   .build()
/// ```
///
/// A call the table does not list is written as recorded (same name, same arguments), so a
/// check that compiles the usage code against the app's API finds it.
public struct AppAPI: Hashable, Sendable {
  /// The app-side type, e.g. `CommonModal`.
  package var type: String
  /// Where the API comes from, e.g. "seed 000: CommonModal", or that Specimen defines it in the
  /// seed's conventions because the seed gives no code.
  package var origin: String
  /// How the app makes one.
  package var creation: Creation
  /// How the app writes each recorded call, by the Builder method's name.
  package var members: [String: Member]

  /// Creates an app API.
  package init(
    type: String, origin: String, creation: Creation = .builder(shows: false),
    members: [String: Member]
  ) {
    self.type = type
    self.origin = origin
    self.creation = creation
    self.members = members
  }

  /// How the app makes the component.
  package enum Creation: Hashable, Sendable {
    /// `Type.Builder()`, one call per line, `.build()`; at the top level of the usage code
    /// `.build().show()` when `shows` (and the snippet assigns nothing, `show()` returning
    /// nothing), else `let <name> = …build()`.
    case builder(shows: Bool)
    /// No Builder: `let <name> = Type()`, then the recorded calls as `<name>.call(…)` and then
    /// `lines` (`{name}` stands for the constant), e.g. `["{name}.show()"]`.
    case initializer(then: [String])
  }

  /// How the app writes one recorded call.
  public struct Member: Hashable, Sendable {
    /// What the call becomes.
    package enum Form: Hashable, Sendable {
      /// One call.
      case call
      /// One element `element(arguments)` of an array: every recorded call of the method, in
      /// order, joins one call `name([…])` written where the first one was (e.g. seed 000's
      /// `setActions([CommoBottomModalAction(…)])` for each `addAction`).
      case collected(element: String)
      /// Nothing the app can call: a comment `// Not in <Type>.Builder: <text>`, `{value}` in
      /// the text standing for the recorded arguments as the app writes them.
      case missing(String)
    }

    /// What the call becomes.
    package var form: Form
    /// The app's method, or nil for the recorded name.
    package var name: String?
    /// The app's arguments, or nil for the recorded ones (each written as the app writes it).
    package var arguments: [Argument]?

    /// Creates a member.
    package init(form: Form, name: String? = nil, arguments: [Argument]? = nil) {
      self.form = form
      self.name = name
      self.arguments = arguments
    }

    /// The recorded call as it is: same name, same arguments.
    public static let same = Member(form: .call)

    /// The recorded arguments under another name, e.g. `setNagativeButton`.
    public static func renamed(_ name: String) -> Member { Member(form: .call, name: name) }

    /// A call of `name` with `arguments` taken from the recorded call.
    public static func call(_ name: String, _ arguments: Argument...) -> Member {
      Member(form: .call, name: name, arguments: arguments)
    }

    /// Each recorded call an `element(arguments)` of one `name([…])` call.
    public static func collected(into name: String, as element: String, _ arguments: Argument...)
      -> Member
    {
      Member(form: .collected(element: element), name: name, arguments: arguments)
    }

    /// Not in the app's API: a comment saying what the call did, `{value}` standing for its
    /// arguments as the app writes them.
    public static func missing(_ text: String) -> Member { Member(form: .missing(text)) }
  }

  /// One argument of the app's call, taken from the recorded call.
  public struct Argument: Hashable, Sendable {
    /// Which recorded argument it takes.
    public enum Source: Hashable, Sendable {
      /// The next recorded argument in order (counting only arguments taken in order).
      case next
      /// The recorded argument with this label.
      case labelled(String)
      /// The recorded trailing closure.
      case trailingClosure
    }

    /// How the recorded value becomes the app's.
    package enum Kind: Hashable, Sendable {
      /// As recorded, written as the app writes it.
      case value
      /// A number as an `Int` literal (rounded).
      case int
      /// An image name as `UIImage(named: "…")`.
      case image
    }

    /// The app's label, or nil for none.
    package var label: String?
    /// Which recorded argument it takes.
    package var source: Source
    /// How the value is converted.
    package var kind: Kind
    /// The value when the recorded call has none (an app parameter without a default), or nil
    /// to leave the argument out.
    package var fallback: SwiftValue?

    /// Creates an argument.
    package init(
      label: String? = nil, source: Source = .next, kind: Kind = .value,
      fallback: SwiftValue? = nil
    ) {
      self.label = label
      self.source = source
      self.kind = kind
      self.fallback = fallback
    }

    /// A value as recorded, e.g. `.value("title")`.
    public static func value(
      _ label: String? = nil, from source: Source = .next, fallback: SwiftValue? = nil
    ) -> Argument {
      Argument(label: label, source: source, kind: .value, fallback: fallback)
    }

    /// A number as an `Int`, e.g. `.int("width")`.
    public static func int(_ label: String? = nil, from source: Source = .next) -> Argument {
      Argument(label: label, source: source, kind: .int)
    }

    /// An image name as `UIImage(named:)`.
    public static func image(_ label: String? = nil, from source: Source = .next) -> Argument {
      Argument(label: label, source: source, kind: .image)
    }

    /// The recorded trailing closure as a labelled argument, e.g. `action: { _ in }`.
    public static func closure(_ label: String) -> Argument {
      Argument(label: label, source: .trailingClosure)
    }
  }
}
