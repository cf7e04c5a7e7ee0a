import Foundation
import Specimen

extension Snapshotting where Value == any CatalogComponent, Format == String {
  /// The component's standalone SVG drawing on a full screen of `environment` (its theme and
  /// tokens included), fonts left out so that the reference reads, and diffs, as markup.
  ///
  /// The drawing is the one the site would show for a variant `snapshot` of a component named
  /// after the value's type (`Banner`: `svg/banner/snapshot.svg#compact-light`), in a file of its
  /// own, checked as the site checks it (every character drawable). `resources` are the templates and fonts the
  /// catalog is built with; nil for the Specimen checkout's own (`Templates/`), loaded once.
  ///
  /// ```swift
  /// assertSnapshot(of: banner, as: .svg(environment: .compact.with(theme: .dark)))
  /// ```
  public static func svg(environment: Environment, resources: SiteResources? = nil)
    -> Snapshotting<any CatalogComponent, String>
  {
    Snapshotting(pathExtension: "svg", diffing: .lines) { component in
      try SnapshotTools.assembler(resources).svg(of: component, in: environment)
    }
  }

  /// The component's layout record in `environment`: the record the site writes for the
  /// drawing in `layout/<component>.json` (every tagged part with its frame, colours, text and
  /// type style, and their tokens), whole, every part and property named (the site's file
  /// names them once for all its drawings), one property per line, so that a change reads as
  /// the property that changed. The drawing is ``svg(environment:resources:)``'s.
  ///
  /// ```swift
  /// assertSnapshot(of: banner, as: .layout(environment: .regular), named: "info-regular")
  /// ```
  public static func layout(environment: Environment, resources: SiteResources? = nil)
    -> Snapshotting<any CatalogComponent, String>
  {
    Snapshotting(pathExtension: "json", diffing: .lines) { component in
      try RecordFormat.lines(
        SnapshotTools.assembler(resources).layoutRecord(of: component, in: environment))
    }
  }
}

extension Snapshotting where Value == ComponentEntry, Format == String {
  /// The component's catalog page at the default environments: ``page(tokens:environments:resources:)``
  /// with its defaults.
  ///
  /// ```swift
  /// assertSnapshot(of: ComponentEntry.banner, as: .page)
  /// ```
  public static var page: Snapshotting<ComponentEntry, String> { page() }

  /// The component's catalog page: its `<main>` element (the navigation that lists the other
  /// components left out), each drawing in it an image of its standalone file
  /// (`<img src="svg/banner/info.svg#compact-light" …>`), so that the reference holds what the
  /// page says (rules, variants, spec tables, usage, stress tests) and the drawings are
  /// snapshotted on their own with ``svg(environment:resources:)``.
  ///
  /// The page is built as the site builds it, fonts left out, from a registry of this component
  /// alone with `tokens` (a registry's, e.g. `Registry.withBanner.tokens`, for the values a
  /// configuration sets), drawn at `environments`.
  public static func page(
    tokens: DesignTokens = .none, environments: [Environment] = Environment.defaults,
    resources: SiteResources? = nil
  ) -> Snapshotting<ComponentEntry, String> {
    Snapshotting(pathExtension: "html", diffing: .lines) { entry in
      let path = "\(entry.id).html"
      var page: Site.File?
      try SnapshotTools.assembler(resources).build(
        registry: Registry(entries: [entry], tokens: tokens), environments: environments
      ) { file in
        if file.path == path { page = file }
      }
      guard let page else {
        throw SnapshotError(description: "the site of \(entry.id) has no page \(path)")
      }
      return try PageMain.reference(String(decoding: page.contents, as: UTF8.self), path: path)
    }
  }
}

/// The site assembler the strategies draw with: the default one made once.
enum SnapshotTools {
  /// The Specimen checkout's templates and fonts, loaded on first use, fonts left out of the
  /// drawings.
  static let checkout = Result { () throws(ResourceError) -> SiteAssembler in
    made(try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory))
  }

  /// An assembler leaving fonts out, for `resources`, or the checkout's for nil.
  static func assembler(_ resources: SiteResources?) throws -> SiteAssembler {
    guard let resources else { return try checkout.get() }
    return made(resources)
  }

  /// An assembler leaving fonts out, for `resources`.
  private static func made(_ resources: SiteResources) -> SiteAssembler {
    SiteAssembler(resources: resources, options: SiteOptions(embedFonts: false))
  }
}

/// A layout record written one property per line.
enum RecordFormat {
  /// `json` (one drawing's record) re-indented: every object and array one member per line but
  /// an object of plain values (a property), which stays on one line; keys sorted.
  static func lines(_ json: String) throws -> String {
    let value = try JSONSerialization.jsonObject(
      with: Data(json.utf8), options: [.fragmentsAllowed])
    return write(value, indent: "") + "\n"
  }

  private static func write(_ value: Any, indent: String) -> String {
    let inner = indent + "  "
    switch value {
    case let object as [String: Any]:
      let keys = object.keys.sorted()
      guard !keys.isEmpty else { return "{}" }
      let members = keys.map { (key: $0, value: object[$0]!) }
      if members.allSatisfy({ !($0.value is [String: Any]) && !($0.value is [Any]) }) {
        return "{"
          + members.map { "\(string($0.key)): \(write($0.value, indent: inner))" }
          .joined(separator: ", ") + "}"
      }
      return "{\n"
        + members.map { inner + "\(string($0.key)): \(write($0.value, indent: inner))" }
        .joined(separator: ",\n") + "\n\(indent)}"
    case let array as [Any]:
      guard !array.isEmpty else { return "[]" }
      return "[\n" + array.map { inner + write($0, indent: inner) }.joined(separator: ",\n")
        + "\n\(indent)]"
    case let text as String:
      return string(text)
    case is NSNull:
      return "null"
    default:
      return "\(value)"
    }
  }

  /// `text` as a JSON string (``JSONText/string(_:)``).
  private static func string(_ text: String) -> String { JSONText.string(text) }
}

/// A page's `<main>` element: its drawings are images of their standalone files already
/// (`<img src="svg/banner/info.svg#compact-light" …>`), so it holds no drawing's markup.
enum PageMain {
  /// The `<main>…</main>` of `html` and a line break.
  static func reference(_ html: String, path: String) throws -> String {
    guard let start = html.range(of: "<main"), let end = html.range(of: "</main>") else {
      throw SnapshotError(description: "\(path) has no <main> element")
    }
    return html[start.lowerBound..<end.upperBound] + "\n"
  }
}
