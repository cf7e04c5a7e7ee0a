extension SiteAssembler {
  /// The standalone SVG file the site would write for `component` drawn on a full screen of
  /// `environment` (its theme and tokens included), as a variant `snapshot` of a component named
  /// after the value's type (`Banner`: `svg/banner/snapshot-compact-light.svg`), after the
  /// site's font checks (every type style's family known, every character drawable).
  ///
  /// ```swift
  /// let assembler = SiteAssembler(resources: resources, options: SiteOptions(embedFonts: false))
  /// let svg = try assembler.svg(of: banner, in: .compact.with(theme: .dark))
  /// ```
  package func svg(of component: any CatalogComponent, in environment: Environment) throws
    -> String
  {
    try svg(of: drawing(of: component, in: environment))
  }

  /// The layout record the site would write in `layout/<component>.json` for
  /// ``svg(of:in:)``'s drawing, whole: every tagged part with its frame, colours, text and type
  /// style, and their tokens, each part and property named, as one line of JSON (see
  /// ``Drawing/layoutRecord()``).
  ///
  /// ```swift
  /// let record = try assembler.layoutRecord(of: banner, in: .regular)
  /// ```
  package func layoutRecord(of component: any CatalogComponent, in environment: Environment)
    throws -> String
  {
    try drawing(of: component, in: environment).layoutRecord()
  }

  /// `component` drawn as the catalog draws a variant: on a full screen of `environment`, in its
  /// theme, with its tokens; a variant `snapshot` of a component named after its type.
  package func drawing(of component: any CatalogComponent, in environment: Environment) -> Drawing {
    let name = String(describing: type(of: component))
    let entry = ComponentEntry(
      id: Self.componentID(forTypeNamed: name), name: name, summary: "",
      variants: [Variant(id: "snapshot", title: "Snapshot", component: component)])
    let catalog = Catalog(
      registry: Registry(entries: [entry], tokens: environment.tokens),
      environments: [environment], engine: LayoutEngine(fonts: resources.fonts),
      themes: [environment.theme])
    // One variant at one environment in one theme: one drawing.
    return catalog.drawings[0]
  }

  /// A component id made of a type's name: `InputField` → `input-field`, `Card<Row>` →
  /// `card-row`; `component` when nothing of it is usable.
  package static func componentID(forTypeNamed name: String) -> ComponentID {
    var result = ""
    var previousWasLower = false
    for character in name {
      if character.isLetter || character.isNumber, character.isASCII {
        if character.isUppercase, previousWasLower { result += "-" }
        result += character.lowercased()
        previousWasLower = character.isLowercase || character.isNumber
      } else {
        if !result.hasSuffix("-") { result += "-" }
        previousWasLower = false
      }
    }
    let trimmed = result.split(separator: "-").joined(separator: "-")
    return ComponentID(stringLiteral: ComponentID.isValid(trimmed) ? trimmed : "component")
  }
}
