import Foundation

/// What the pages about the whole catalog need of one component, kept in the rerun cache so a
/// component whose key is unchanged is not laid out again: how its variants spread over pages,
/// the index's thumbnail of it, the characters its pages draw, its piece of `components.json`,
/// the tokens its drawings paint with, and its failing accessibility checks.
package struct ComponentSummary: Codable, Sendable {
  /// Each page's variants, in order (``ComponentPages/pages``).
  var pages: [[String]]
  /// How many drawings its sheets hold.
  var drawings: Int
  /// What the index shows of its first drawing.
  var thumbnail: Thumbnail
  /// The characters its pages draw, for the faces every page imports.
  var characters: PageCharacters
  /// Its entry in `components.json` as the file writes it (``ComponentManifest/piece(_:)``),
  /// kept as text: reused as it is, neither decoded nor encoded again. Not part of the summary's
  /// JSON: the cache keeps its bytes beside it (``RerunCacheRecord``).
  var manifest = ""
  /// The colour tokens its drawings paint with, in the order first painted.
  var colors: [String]
  /// The type styles its drawings paint with, in the order first painted.
  var typeStyles: [String]
  /// What its drawings draw without a token and which tokens they use (``TokenCoverage``).
  var coverage: TokenCoverage
  /// Each drawing that fails a check, once, in the order first failed.
  var places: [Place]
  /// Each distinct failing contrast check (what is checked, not where), in the order first
  /// failed: a component fails the same check in many drawings.
  var contrastChecks: [Contrast]
  /// Its failing contrast checks, in catalog order: a place and a check of `contrastChecks`.
  var contrast: [Failure]
  /// Its failing hit areas, in catalog order.
  var hitAreas: [HitArea]

  /// Every field but ``manifest``.
  private enum CodingKeys: String, CodingKey {
    case pages, drawings, thumbnail, characters, colors, typeStyles, coverage, places
    case contrastChecks, contrast, hitAreas
  }

  /// A failing check: the index of its place in ``places`` and of the check (for contrast, in
  /// ``contrastChecks``), written `[place, check]`.
  struct Failure: Codable, Sendable {
    var place: Int
    var check: Int

    init(place: Int, check: Int) {
      self.place = place
      self.check = check
    }

    init(from decoder: any Decoder) throws {
      var pair = try decoder.unkeyedContainer()
      place = try pair.decode(Int.self)
      check = try pair.decode(Int.self)
      try ComponentSummary.checkEnd(of: pair)
    }

    func encode(to encoder: any Encoder) throws {
      var pair = encoder.unkeyedContainer()
      try pair.encode(place)
      try pair.encode(check)
    }
  }

  /// One drawing of the component: its variant, environment (by index) and theme.
  struct Place: Hashable, Sendable {
    var variant: String
    var variantTitle: String
    var environment: Int
    var theme: String
  }

  /// A type style, every field.
  struct Style: Hashable, Sendable {
    var name: String
    var family: String?
    var weight: String
    var size: Double
    var lineHeight: Double
    var dynamicType: String?
  }

  /// A paint: token and colour.
  struct PaintValue: Hashable, Sendable {
    var token: String?
    var color: RGBAColor
  }

  /// A contrast check, every field.
  struct Contrast: Hashable, Sendable {
    var text: String
    var style: Style
    var foreground: PaintValue
    var background: RGBAColor
    var backgroundTokens: [String]
    var backgroundLayers: [PaintValue]
    var uniformBackground: Bool
    var ratio: Double
    var minimum: Double
    var part: String?
  }

  /// A failing hit area, every field.
  struct HitArea: Sendable {
    /// Its place in ``ComponentSummary/places``.
    var place: Int
    var label: String
    var trait: String
    var action: String
    var frame: [Double]
    var part: String?
  }

  /// The summary of a component drawn afresh: its page plan, number of drawings, thumbnail,
  /// piece of `components.json`, overview part and token coverage, and the colour tokens and
  /// type styles its drawings paint with (each once, in the order first used); nil when a
  /// failure's place is not one of `environments`.
  init?(
    pages: ComponentPages, drawings: Int, thumbnail: Thumbnail, characters: PageCharacters,
    manifestPiece: Data, accessibility: AccessibilitySection.OverviewPart,
    coverage: TokenCoverage, colors: [String], typeStyles: [String], environments: [Environment]
  ) {
    self.coverage = coverage
    self.pages = pages.pages.map { $0.map(\.rawValue) }
    self.drawings = drawings
    self.thumbnail = thumbnail
    self.characters = characters
    manifest = String(decoding: manifestPiece, as: UTF8.self)
    self.colors = colors
    self.typeStyles = typeStyles
    var places: [Place] = []
    var placeIndex: [FailurePlace: Int] = [:]
    func place(_ place: FailurePlace) -> Int? {
      if let index = placeIndex[place] { return index }
      guard let index = environments.firstIndex(where: { $0.name == place.environment.name })
      else { return nil }
      places.append(
        Place(
          variant: place.variantID.rawValue, variantTitle: place.variantTitle,
          environment: index, theme: place.environment.theme.rawValue))
      placeIndex[place] = places.count - 1
      return places.count - 1
    }
    var checks: [Contrast] = []
    var checkIndex: [Contrast: Int] = [:]
    var contrast: [Failure] = []
    for failure in accessibility.contrast {
      guard let at = place(failure.place) else { return nil }
      let check = failure.check
      let value = Contrast(
        text: check.text, style: Style(check.style), foreground: PaintValue(check.foreground),
        background: check.background, backgroundTokens: check.backgroundTokens,
        backgroundLayers: check.backgroundLayers.map(PaintValue.init),
        uniformBackground: check.uniformBackground, ratio: check.ratio, minimum: check.minimum,
        part: check.part)
      let index = checkIndex[value] ?? checks.count
      if index == checks.count {
        checks.append(value)
        checkIndex[value] = index
      }
      contrast.append(Failure(place: at, check: index))
    }
    var hitAreas: [HitArea] = []
    for failure in accessibility.hitAreas {
      guard let at = place(failure.place) else { return nil }
      let check = failure.check
      let frame = check.frame
      hitAreas.append(
        HitArea(
          place: at, label: check.element.label, trait: check.element.trait.rawValue,
          action: check.element.action, frame: [frame.x, frame.y, frame.width, frame.height],
          part: check.part))
    }
    self.places = places
    self.contrastChecks = checks
    self.contrast = contrast
    self.hitAreas = hitAreas
  }

  /// The page plan of `component`.
  func plan(of component: ComponentID) -> ComponentPages {
    ComponentPages(
      component: component, pages: pages.map { $0.map { VariantID(stringLiteral: $0) } })
  }

  /// The overview part of `entry`, its places in `environments` with `tokens`; nil when a
  /// stored name or index is not one of theirs (a cache from another build).
  func overviewPart(
    of entry: ComponentEntry, environments: [Environment], tokens: DesignTokens
  ) -> AccessibilitySection.OverviewPart? {
    var failurePlaces: [FailurePlace] = []
    for place in places {
      guard environments.indices.contains(place.environment),
        let theme = Theme(rawValue: place.theme)
      else { return nil }
      failurePlaces.append(
        FailurePlace(
          componentID: entry.id, componentName: entry.name,
          variantID: VariantID(stringLiteral: place.variant),
          variantTitle: place.variantTitle,
          environment: environments[place.environment].with(theme: theme).with(tokens: tokens)))
    }
    var checks: [ContrastCheck] = []
    for check in contrastChecks {
      guard let style = check.style.typeStyle else { return nil }
      checks.append(
        ContrastCheck(
          text: check.text, style: style, foreground: check.foreground.paint,
          background: check.background, backgroundTokens: check.backgroundTokens,
          backgroundLayers: check.backgroundLayers.map(\.paint),
          uniformBackground: check.uniformBackground, ratio: check.ratio,
          minimum: check.minimum, part: check.part))
    }
    var part = AccessibilitySection.OverviewPart()
    for failure in contrast {
      guard failurePlaces.indices.contains(failure.place), checks.indices.contains(failure.check)
      else { return nil }
      part.contrast.append(
        ContrastFailure(place: failurePlaces[failure.place], check: checks[failure.check]))
    }
    for failure in hitAreas {
      guard failurePlaces.indices.contains(failure.place),
        let trait = AccessibilityTrait(rawValue: failure.trait), failure.frame.count == 4
      else { return nil }
      part.hitAreas.append(
        HitAreaFailure(
          place: failurePlaces[failure.place],
          check: HitAreaCheck(
            element: AccessibilityElement(
              label: failure.label, trait: trait, action: failure.action),
            frame: Rect(
              x: failure.frame[0], y: failure.frame[1], width: failure.frame[2],
              height: failure.frame[3]),
            part: failure.part)))
    }
    return part
  }
}

extension ComponentSummary.Style {
  /// Every field of `style`.
  init(_ style: TypeStyle) {
    name = style.name
    family = style.family
    weight = style.weight.rawValue
    size = style.size
    lineHeight = style.lineHeight
    dynamicType = style.dynamicTypeStyle?.rawValue
  }

  /// The type style, or nil when a stored case name is unknown.
  var typeStyle: TypeStyle? {
    guard let weight = FontWeight(rawValue: weight) else { return nil }
    var dynamic: DynamicTypeStyle?
    if let dynamicType {
      guard let known = DynamicTypeStyle(rawValue: dynamicType) else { return nil }
      dynamic = known
    }
    return TypeStyle(
      name, family: family, weight: weight, size: size, lineHeight: lineHeight,
      dynamicTypeStyle: dynamic)
  }
}

extension ComponentSummary.PaintValue {
  /// `paint`'s token and colour.
  init(_ paint: Paint) {
    token = paint.token
    color = paint.color
  }

  /// The paint.
  var paint: Paint { Paint(token: token, color: color) }
}

extension FailurePlace {
  /// The place of a drawing named by its parts.
  init(
    componentID: ComponentID, componentName: String, variantID: VariantID, variantTitle: String,
    environment: Environment
  ) {
    self.componentID = componentID
    self.componentName = componentName
    self.variantID = variantID
    self.variantTitle = variantTitle
    self.environment = environment
  }
}

// Places, checks and paints are written as arrays of their fields in order, not as objects:
// a summary is read on every rerun, and an array is about a third of the time to read (and 40 %
// fewer bytes) than an object with named fields.

extension ComponentSummary.Place: Codable {
  init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    variant = try fields.decode(String.self)
    variantTitle = try fields.decode(String.self)
    environment = try fields.decode(Int.self)
    theme = try fields.decode(String.self)
    try ComponentSummary.checkEnd(of: fields)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(variant)
    try fields.encode(variantTitle)
    try fields.encode(environment)
    try fields.encode(theme)
  }
}

extension ComponentSummary.Style: Codable {
  init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    name = try fields.decode(String.self)
    family = try fields.decode(String?.self)
    weight = try fields.decode(String.self)
    size = try fields.decode(Double.self)
    lineHeight = try fields.decode(Double.self)
    dynamicType = try fields.decode(String?.self)
    try ComponentSummary.checkEnd(of: fields)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(name)
    try fields.encode(family)
    try fields.encode(weight)
    try fields.encode(size)
    try fields.encode(lineHeight)
    try fields.encode(dynamicType)
  }
}

extension ComponentSummary.PaintValue: Codable {
  init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    token = try fields.decode(String?.self)
    color = try fields.decode(RGBAColor.self)
    try ComponentSummary.checkEnd(of: fields)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(token)
    try fields.encode(color)
  }
}

extension ComponentSummary.Contrast: Codable {
  init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    text = try fields.decode(String.self)
    style = try fields.decode(ComponentSummary.Style.self)
    foreground = try fields.decode(ComponentSummary.PaintValue.self)
    background = try fields.decode(RGBAColor.self)
    backgroundTokens = try fields.decode([String].self)
    backgroundLayers = try fields.decode([ComponentSummary.PaintValue].self)
    uniformBackground = try fields.decode(Bool.self)
    ratio = try fields.decode(Double.self)
    minimum = try fields.decode(Double.self)
    part = try fields.decode(String?.self)
    try ComponentSummary.checkEnd(of: fields)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(text)
    try fields.encode(style)
    try fields.encode(foreground)
    try fields.encode(background)
    try fields.encode(backgroundTokens)
    try fields.encode(backgroundLayers)
    try fields.encode(uniformBackground)
    try fields.encode(ratio)
    try fields.encode(minimum)
    try fields.encode(part)
  }
}

extension ComponentSummary.HitArea: Codable {
  init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    place = try fields.decode(Int.self)
    label = try fields.decode(String.self)
    trait = try fields.decode(String.self)
    action = try fields.decode(String.self)
    frame = try fields.decode([Double].self)
    part = try fields.decode(String?.self)
    try ComponentSummary.checkEnd(of: fields)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(place)
    try fields.encode(label)
    try fields.encode(trait)
    try fields.encode(action)
    try fields.encode(frame)
    try fields.encode(part)
  }
}

extension ComponentSummary {
  /// Throws unless every field of `fields` was read: a stored array longer than its type's
  /// fields is from another format.
  static func checkEnd(of fields: any UnkeyedDecodingContainer) throws {
    guard fields.isAtEnd else {
      throw DecodingError.dataCorruptedError(
        in: fields, debugDescription: "more fields than the type has")
    }
  }
}
