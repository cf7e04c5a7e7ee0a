import Foundation

/// `components.json`: the design system for machines. Each component with its properties (the
/// keys a config file sets, their kind and group), its variants with their usage code and the
/// calls that make them, the tokens its drawings paint with, and each drawing's file, screen,
/// appearance and layout findings; so design tools, scripts and coding assistants read the
/// design system without scraping pages. Its schema is `docs/components.schema.json`.
///
/// Made one component at a time as the site streams (each variant's part as it is laid out,
/// ``variantPart(of:drawings:style:)``, then ``entry(for:variants:environments:)``), written
/// last (``file(title:environments:pieces:)``).
package enum ComponentManifest {
  /// Where the manifest is written in the site.
  package static let path = "components.json"
  /// The format's version; a change that drops or renames a key, or changes its meaning, raises
  /// it (2: a drawing's `path` addresses a view of its variant's sheet).
  package static let version = 2

  /// One component of the manifest.
  package struct Entry: Codable, Sendable {
    let id: String
    let name: String
    let summary: String
    let page: String
    let rules: [String]
    let notes: [String]
    let properties: [Property]
    let tokens: Tokens
    let variants: [VariantEntry]
  }

  /// A key a config file's variant sets, as the component declares it.
  struct Property: Codable, Sendable {
    let key: String
    let kind: String
    let group: String
    let choices: [String]?
    let minimum: Double?
    let maximum: Double?
    let appSetter: String?
    let defaultValue: String?
  }

  /// The tokens a component's drawings paint with, by name.
  struct Tokens: Codable, Sendable {
    let colors: [String]
    let typeStyles: [String]
  }

  /// One variant: its usage code, the calls that make it, and its drawings.
  struct VariantEntry: Codable, Sendable {
    let id: String
    let title: String
    let summary: String
    let stressTest: Bool
    let usage: String
    let calls: [Call]?
    let drawings: [DrawingEntry]
  }

  /// One call of a variant's Builder chain as Specimen recorded it, with the app's method it
  /// becomes in the usage code (nil where the app has no such call).
  struct Call: Codable, Sendable {
    let method: String
    let arguments: [String]
    let trailingClosure: String?
    let appMethod: String?
  }

  /// One drawing of a variant.
  struct DrawingEntry: Codable, Sendable {
    let path: String
    let environment: String
    let appearance: String
    let findings: [String]
  }

  /// A screen the catalog is drawn on.
  struct EnvironmentEntry: Encodable, Sendable {
    let id: String
    let name: String
    let width: Double
    let height: Double
    let horizontalSizeClass: String
    let verticalSizeClass: String
    let idiom: String
  }

  /// The calls of `component`'s Builder chain as the manifest lists them, their values written
  /// by `code`; nil for a component that records none.
  static func calls(of component: any CatalogComponent, code: AppCode) -> [Call]? {
    (component as? any RecipeCarrying).map { component in
      component.recipe.calls.map {
        Call(
          method: $0.method,
          arguments: $0.arguments.map { argument in
            (argument.label.map { "\($0): " } ?? "") + code.value(argument.value)
          },
          trailingClosure: $0.trailingClosure,
          appMethod: appMethod(of: $0, in: component.recipe.appAPI))
      }
    }
  }

  /// One variant's part of its component's entry: its own entry, and the tokens its drawings
  /// paint the component with. Made from the variant's drawings as they are laid out, so the
  /// component's entry needs none of them (see ``entry(for:variants:environments:)``).
  package struct VariantPart: Sendable {
    /// The variant's entry.
    let entry: VariantEntry
    /// The colour tokens its drawings paint the component with.
    let colors: Set<String>
    /// The type styles its drawings draw the component's text in.
    let typeStyles: Set<String>
  }

  /// `variant`'s part of the manifest, from its laid-out `drawings`, its usage code and call
  /// arguments written as `style` says.
  package static func variantPart(
    of variant: Variant, drawings: [Drawing], style: UsageStyle = UsageStyle()
  ) -> VariantPart {
    // The component's own parts: the device around it (status bar, presenting screen, home
    // indicator, navigation bar) paints with the system's tokens, not the component's.
    var colors = Set<String>()
    var typeStyles = Set<String>()
    for drawing in drawings {
      let painted = drawing.layout.paintTokens(skipping: DrawingRecord.deviceRoles)
      colors.formUnion(painted.colors)
      typeStyles.formUnion(painted.typeStyles)
    }
    let component = variant.component  // read once: a variant may make it on each read
    let entry = VariantEntry(
      id: variant.id.rawValue, title: variant.title, summary: variant.summary,
      stressTest: variant.id.isStressTest,
      usage: component.usage(in: style),
      calls: calls(of: component, code: AppCode(style: style)),
      drawings: drawings.map { drawing in
        DrawingEntry(
          path: drawing.path, environment: drawing.environment.name,
          appearance: drawing.environment.theme.rawValue,
          findings: drawing.findings.map(\.message))
      })
    return VariantPart(entry: entry, colors: colors, typeStyles: typeStyles)
  }

  /// The manifest entry of `entry` made of each variant's part, in order, at the catalog's
  /// `environments`.
  package static func entry(
    for entry: ComponentEntry, variants: [VariantPart], environments: [Environment]
  ) -> Entry {
    var colors = Set<String>()
    var typeStyles = Set<String>()
    for variant in variants {
      colors.formUnion(variant.colors)
      typeStyles.formUnion(variant.typeStyles)
    }
    return Entry(
      id: entry.id.rawValue, name: entry.name, summary: entry.summary, page: "\(entry.id).html",
      rules: entry.rules(environments), notes: entry.findings,
      properties: (entry.configuration?.settings ?? []).map(property),
      tokens: Tokens(colors: colors.sorted(), typeStyles: typeStyles.sorted()),
      variants: variants.map(\.entry))
  }

  /// `components.json` of a catalog titled `title`, drawn at `environments`.
  package static func file(title: String, environments: [Environment], entries: [Entry]) throws
    -> Site.File
  {
    try file(title: title, environments: environments, pieces: entries.map(piece))
  }

  /// `components.json` made of each component's ``piece(_:)``, in order: the same bytes as the
  /// whole manifest encoded at once, without holding every entry and its encoding at the end.
  package static func file(title: String, environments: [Environment], pieces: [Data]) throws
    -> Site.File
  {
    let tail = try tail(title: title, environments: environments)
    var data = Data()
    data.reserveCapacity(pieces.reduce(tail.count + 64) { $0 + $1.count + 2 })
    // An empty list is the opening straight before the list's end: `[\n\n  ]`.
    for (index, piece) in (pieces.isEmpty ? [Data()] : pieces).enumerated() {
      data.append(joining(piece, at: index))
    }
    data.append(tail)
    return Site.File(path: path, contents: data)
  }

  /// What `components.json` holds of the piece at `index` (from 0) of a manifest with at least
  /// one: the file's opening before the first, a comma before the others.
  package static func joining(_ piece: Data, at index: Int) -> Data {
    var data = Data(index == 0 ? "{\n  \"components\" : [\n".utf8 : ",\n".utf8)
    data.append(piece)
    return data
  }

  /// What follows the last piece of `components.json` (or the empty list): the list's end and
  /// the rest of the object, `\n  ],\n  "environments" : …\n}\n`.
  package static func tail(title: String, environments: [Environment]) throws -> Data {
    // Keys are sorted, so `components` comes first and the rest follows it.
    struct Rest: Encodable {
      let generator = "Specimen"
      let format: Int
      let title: String
      let environments: [EnvironmentEntry]
    }
    let screens = environments.map {
      EnvironmentEntry(
        id: $0.name, name: $0.displayName, width: $0.width, height: $0.height,
        horizontalSizeClass: $0.horizontalSizeClass.rawValue,
        verticalSizeClass: $0.verticalSizeClass.rawValue, idiom: $0.idiom.rawValue)
    }
    let rest = try encoder.encode(Rest(format: version, title: title, environments: screens))
    var data = Data("\n  ],".utf8)
    // The rest's object without its opening brace.
    data.append(rest.dropFirst())
    data.append(contentsOf: "\n".utf8)
    return data
  }

  /// `entry` encoded as it stands in `components.json`'s list of components (indented for its
  /// place): made as each component is drawn, joined by ``file(title:environments:pieces:)``.
  package static func piece(_ entry: Entry) throws -> Data {
    let encoded = try encoder.encode(entry)
    // A pretty-printed JSON string has no raw line break, so every one starts a line; an empty
    // line (inside an empty list) stays empty.
    let newline = UInt8(ascii: "\n")
    // Into an array, then copied once: `Data.append` of a byte costs a hundred times more.
    var piece: [UInt8] = []
    piece.reserveCapacity(encoded.count + encoded.count / 8)
    var lineStart = true
    for byte in encoded {
      if lineStart && byte != newline { piece.append(contentsOf: "    ".utf8) }
      piece.append(byte)
      lineStart = byte == newline
    }
    return Data(piece)
  }

  /// How the manifest is encoded: keys sorted, two-space indents, slashes as they are.
  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The app's method a recorded call becomes: its own name without an app API table.
  private static func appMethod(of call: UsageRecipe.Call, in api: AppAPI?) -> String? {
    guard let api else { return call.method }
    guard let member = api.members[call.method] else { return call.method }
    switch member.form {
    case .call, .collected: return member.name ?? call.method
    case .missing: return nil
    }
  }

  static func property(_ setting: AnySetting) -> Property {
    let kind: String
    var choices: [String]?
    switch setting.kind {
    case .text: kind = "text"
    case .number: kind = "number"
    case .flag: kind = "flag"
    case .color: kind = "color"
    case .typeStyle: kind = "typeStyle"
    case .dimension: kind = "dimension"
    case .textList: kind = "textList"
    case .choice(let names):
      kind = "choice"
      choices = names
    }
    return Property(
      key: setting.key, kind: kind, group: setting.group.rawValue, choices: choices,
      minimum: setting.range?.lowerBound, maximum: setting.range?.upperBound,
      appSetter: setting.appSetter, defaultValue: setting.defaultValue)
  }
}
