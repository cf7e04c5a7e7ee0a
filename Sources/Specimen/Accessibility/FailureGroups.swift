/// Where a failing check was found: one drawing of one variant.
struct FailurePlace: Hashable, Sendable {
  var componentID: ComponentID
  var componentName: String
  var variantID: VariantID
  var variantTitle: String
  var environment: Environment

  /// The place of `drawing`.
  init(_ drawing: Drawing) {
    componentID = drawing.componentID
    componentName = drawing.componentName
    variantID = drawing.variantID
    variantTitle = drawing.variantTitle
    environment = drawing.environment
  }

  /// Hashes what names the drawing (component, variant, environment and theme), not the whole
  /// environment with its tokens: places are hashed once per failure when the overview groups
  /// them. Equal places have equal names, so `==` stays every field's.
  func hash(into hasher: inout Hasher) {
    hasher.combine(componentID)
    hasher.combine(variantID)
    hasher.combine(environment.name)
    hasher.combine(environment.theme)
  }

  /// The drawing on `page`, the component page that shows its variant:
  /// `modal.html#two-buttons-compact-light`.
  func link(on page: String) -> String {
    page + "#" + PageAssembler.drawingID(variantID, environment, theme: environment.theme)
  }

  /// The drawing in words: `Modal · Two buttons · iPhone portrait, light`.
  var name: String {
    "\(componentName) · \(variantTitle) · \(environment.displayName), \(environment.theme.displayName)"
  }

  /// A part of the component in words: `Modal · negative button`; the text or label itself,
  /// quoted, where the part is not tagged.
  func partName(_ part: String?, subject: String) -> String {
    "\(componentName) · " + (part.map(Finding.partName) ?? "“\(subject)”")
  }
}

/// A text below its contrast ratio, in its drawing.
struct ContrastFailure: Hashable, Sendable {
  var place: FailurePlace
  var check: ContrastCheck
}

/// A tappable element under 44 × 44 pt, in its drawing.
struct HitAreaFailure: Hashable, Sendable {
  var place: FailurePlace
  var check: HitAreaCheck
}

/// The contrast failures of one colour pair: one text colour on one background colour against
/// one threshold, wherever it is drawn, with the nearest colours of the same hue that pass.
struct ContrastGroup: Sendable {
  /// The text's colour and token.
  var foreground: Paint
  /// The opaque colour behind the text.
  var background: RGBAColor
  /// The ratio the pair must reach: 4.5, or 3 for large text.
  var minimum: Double
  /// Every check it fails, in catalog order.
  var failures: [ContrastFailure]

  /// The pair's ratio (the same for every check: same colours).
  var ratio: Double { failures.map(\.check.ratio).min() ?? 0 }

  /// The number of drawings it fails in (a drawing may show the pair in two texts).
  var drawingCount: Int { Set(failures.map(\.place)).count }

  /// Whether a text of the group crosses fills of different colours (its worst part counted).
  var mixed: Bool { failures.contains { !$0.check.uniformBackground } }

  /// The appearances it fails in, light first.
  var themes: [Theme] {
    Theme.allCases.filter { theme in failures.contains { $0.place.environment.theme == theme } }
  }

  /// What the background is, in a designer's words, each once, most checks first:
  /// `imagePlaceholder`, `the screen`, `dim at 30 % over surface`.
  var backgroundNames: [String] {
    Self.counted(failures.map { Self.backgroundName($0.check.backgroundLayers) }).map(\.name)
  }

  /// The component parts it fails in, with how many checks each, most first: `Modal ·
  /// negative button` 11.
  var parts: [(name: String, count: Int)] {
    Self.counted(failures.map { $0.place.partName($0.check.part, subject: $0.check.text) })
  }

  /// The nearest text colour of the same hue that passes on the same background, or nil.
  var passingForeground: RGBAColor? {
    PassingColor.foreground(foreground.color, on: background, minimum: minimum)
  }

  /// The nearest background of the same hue the same text colour passes on, or nil.
  var passingBackground: RGBAColor? {
    PassingColor.background(background, under: foreground.color, minimum: minimum)
  }

  /// The colour a background comes from: the topmost opaque fill's token (`the screen` when
  /// there is none), after the see-through fills drawn over it: `dim at 30 % over surface`.
  static func backgroundName(_ layers: [Paint]) -> String {
    let base = layers.lastIndex { $0.color.alpha == 255 }
    let name = base.map { layers[$0].token ?? "a colour without a token" } ?? "the screen"
    let above = layers[(base.map { $0 + 1 } ?? 0)...].map { paint in
      (paint.token ?? "a colour without a token") + " at "
        + MarkupRenderer.number((paint.color.opacity * 100).rounded()) + " %"
    }
    return above.isEmpty ? name : above.reversed().joined(separator: " over ") + " over " + name
  }

  /// Each distinct name with how many times it occurs, most first, ties in order of appearance.
  static func counted(_ names: [String]) -> [(name: String, count: Int)] {
    var order: [String] = []
    var counts: [String: Int] = [:]
    for name in names {
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
    }
    return order.enumerated().sorted {
      counts[$0.element]! != counts[$1.element]!
        ? counts[$0.element]! > counts[$1.element]! : $0.offset < $1.offset
    }.map { ($0.element, counts[$0.element]!) }
  }
}

/// The hit-area failures of one tappable part of one component.
struct HitAreaGroup: Sendable {
  /// The component's name.
  var componentName: String
  /// The part in words: `Toast · message`.
  var name: String
  /// Every check it fails, in catalog order.
  var failures: [HitAreaFailure]

  /// Its sizes, each once, most checks first: `375 × 20 pt`.
  var sizes: [String] {
    ContrastGroup.counted(
      failures.map {
        "\(MarkupRenderer.number($0.check.frame.width)) × "
          + "\(MarkupRenderer.number($0.check.frame.height)) pt"
      }
    ).map(\.name)
  }

  /// Whether VoiceOver reads it as text (a tap gesture only), not as a button.
  var readAsText: Bool { failures.contains { $0.check.element.trait == .tapGesture } }

  /// The number of drawings it fails in.
  var drawingCount: Int { Set(failures.map(\.place)).count }
}

/// The catalog's failing checks grouped by cause, the groups that account for the most checks
/// first: contrast by colour pair, hit areas by component part. Every failure is in exactly one
/// group.
enum FailureGroups {
  /// Contrast failures by text colour, background colour and threshold.
  static func contrast(_ failures: [ContrastFailure]) -> [ContrastGroup] {
    struct Key: Hashable {
      var foreground: Paint
      var background: RGBAColor
      var minimum: Double
    }
    let groups = grouped(failures) {
      Key(
        foreground: $0.check.foreground, background: $0.check.background, minimum: $0.check.minimum)
    }
    return groups.map {
      ContrastGroup(
        foreground: $0.key.foreground, background: $0.key.background, minimum: $0.key.minimum,
        failures: $0.members)
    }
  }

  /// Hit-area failures by component and part.
  static func hitAreas(_ failures: [HitAreaFailure]) -> [HitAreaGroup] {
    struct Key: Hashable {
      var component: ComponentID
      var name: String
    }
    let groups = grouped(failures) {
      Key(
        component: $0.place.componentID,
        name: $0.place.partName($0.check.part, subject: $0.check.element.label))
    }
    return groups.map {
      HitAreaGroup(
        componentName: $0.members[0].place.componentName, name: $0.key.name, failures: $0.members)
    }
  }

  /// `items` grouped by `key`, the largest groups first, ties in order of first appearance.
  private static func grouped<Item, Key: Hashable>(_ items: [Item], by key: (Item) -> Key)
    -> [(key: Key, members: [Item])]
  {
    var order: [Key] = []
    var members: [Key: [Item]] = [:]
    for item in items {
      let itemKey = key(item)
      if members[itemKey] == nil { order.append(itemKey) }
      members[itemKey, default: []].append(item)
    }
    return order.enumerated().sorted {
      let (a, b) = (members[$0.element]!.count, members[$1.element]!.count)
      return a != b ? a > b : $0.offset < $1.offset
    }.map { (key: $0.element, members: members[$0.element]!) }
  }
}
