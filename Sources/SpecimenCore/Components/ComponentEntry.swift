/// A component in the registry: its page's id, name, rules and variants.
///
/// Its rules are a fixed list, or computed from the environments the site draws, so that every
/// number a rule states is the one drawn with the tokens and screens in force:
///
/// ```swift
/// let inset = SpacingToken("inset", 16)
/// let caption = TypeStyle("caption", weight: .regular, size: 13, lineHeight: 18)
/// let fixed = ComponentEntry(
///   id: "badge", name: "Badge", summary: "A count on an icon.",
///   rules: ["A count above 99 shows as “99+”."],
///   variants: [Variant(id: "one", title: "One", component: Badge(count: 1))])
/// let computed = ComponentEntry(
///   id: "badge", name: "Badge", summary: "A count on an icon.",
///   rules: { environments in
///     guard let environment = environments.first else { return [] }
///     // “The count is set in Regular 13/18 (caption), 16 pt (inset) from the icon's corner.”
///     return [
///       "The count is set in \(RuleText.style(caption, in: environment)), "
///         + "\(RuleText.spacing(inset, in: environment)) from the icon's corner."
///     ]
///   },
///   variants: [Variant(id: "one", title: "One", component: Badge(count: 1))])
/// ```
public struct ComponentEntry: Sendable {
  /// A file-name-safe id; the page is `<id>.html`.
  public var id: ComponentID
  /// The name designers use, e.g. `Modal`.
  package var name: String
  /// One paragraph on what it is for.
  package var summary: String
  /// The rules the component follows, e.g. how it adapts to size classes, one sentence each,
  /// given the environments the site draws; each environment has the registry's tokens in
  /// force (see ``Registry/rules(of:drawnIn:)``), so `environment.spacing(_:)` and
  /// `environment.style(_:)` give the values drawn.
  package var rules: @Sendable (_ environments: [Environment]) -> [String]
  /// What the component's own code leaves to UIKit that the design-system team should know,
  /// one sentence each, shown on the page with the findings the layout shows (see
  /// ``Finding``), e.g. “The message label has no width limit: …”.
  package var findings: [String]
  /// The variants, in the order the page shows them.
  public var variants: [Variant]
  /// How a config file's variants set the component up: the declaration's of the variants'
  /// type (see ``DeclaredComponent``), or nil when only Swift can.
  package var configuration: ComponentConfiguration?
  /// What the user can do and what follows (“Tap outside → Dismiss”), shown as the page's
  /// Actions list.
  package var actions: [ComponentAction]

  /// Creates an entry whose rules are the same whatever the site draws.
  public init(
    id: ComponentID, name: String, summary: String, rules: [String] = [],
    findings: [String] = [], actions: [ComponentAction] = [], variants: [Variant]
  ) {
    self.init(
      id: id, name: name, summary: summary, rules: { _ in rules }, findings: findings,
      actions: actions, variants: variants)
  }

  /// Creates an entry whose rules are computed from the environments the site draws, each with
  /// the registry's tokens in force.
  public init(
    id: ComponentID, name: String, summary: String,
    rules: @escaping @Sendable (_ environments: [Environment]) -> [String],
    findings: [String] = [], actions: [ComponentAction] = [], variants: [Variant]
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.rules = rules
    self.findings = findings
    self.actions = actions
    self.variants = variants
    self.configuration =
      variants.lazy.compactMap { type(of: $0.component) as? any DeclaredComponent.Type }
      .first?.configuration ?? nil
  }
}
