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
    hasher.combine(DrawingKey(self))
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

/// What names a drawing among a catalog's: component, variant, environment and appearance
/// (a small key, where a ``FailurePlace`` holds the whole environment).
struct DrawingKey: Hashable, Sendable {
  var component: ComponentID
  var variant: VariantID
  var environment: String
  var theme: Theme

  /// The key of the drawing at `place`.
  init(_ place: FailurePlace) {
    component = place.componentID
    variant = place.variantID
    environment = place.environment.name
    theme = place.environment.theme
  }
}

/// The drawings a group of failures fails in, in the order they first fail: the first
/// ``AccessibilitySection/listedDrawings`` with what fails in each, the rest only counted, so a
/// group of a large catalog holds a hundred drawings, not every failure (nor every failing
/// drawing's name).
///
/// Failures come drawing by drawing: a component's overview part lists each drawing's
/// together, and components come one after another. So a drawing not listed is counted when
/// it is not the one the last failure was in.
struct FailingDrawings: Sendable {
  /// How many distinct drawings fail.
  private(set) var count = 0
  /// The listed drawings, each with what fails in it, in order.
  private(set) var listed: [(place: FailurePlace, what: [String])] = []
  private var last: DrawingKey?
  private var listedIndex: [DrawingKey: Int] = [:]

  /// Adds a failure, described as `what`, at `place`.
  mutating func add(_ place: FailurePlace, _ what: String) {
    let key = DrawingKey(place)
    if let index = listedIndex[key] {
      listed[index].what.append(what)
      return
    }
    guard key != last else { return }
    last = key
    count += 1
    guard listed.count < AccessibilitySection.listedDrawings else { return }
    listedIndex[key] = listed.count
    listed.append((place, [what]))
  }
}

/// Distinct names with how many times each was added.
struct CountedNames: Sendable {
  private var order: [String] = []
  private var counts: [String: Int] = [:]

  /// Counts `name` once more.
  mutating func add(_ name: String) {
    if counts[name] == nil { order.append(name) }
    counts[name, default: 0] += 1
  }

  /// Each name with its count, most first, ties in order of first addition.
  var sorted: [(name: String, count: Int)] {
    order.enumerated().sorted {
      counts[$0.element]! != counts[$1.element]!
        ? counts[$0.element]! > counts[$1.element]! : $0.offset < $1.offset
    }.map { ($0.element, counts[$0.element]!) }
  }
}

/// The contrast failures of one colour pair: one text colour on one background colour against
/// one threshold, wherever it is drawn, with the nearest colours of the same hue that pass.
/// Made a failure at a time (``add(_:)``), keeping what the overview shows of them.
struct ContrastGroup: Sendable {
  /// The text's colour and token.
  var foreground: Paint
  /// The opaque colour behind the text.
  var background: RGBAColor
  /// The ratio the pair must reach: 4.5, or 3 for large text.
  var minimum: Double
  /// How many checks it fails.
  private(set) var count = 0
  /// The drawings it fails in (a drawing may show the pair in two texts).
  private(set) var drawings = FailingDrawings()
  /// Whether a text of the group crosses fills of different colours (its worst part counted).
  private(set) var mixed = false
  private var lowestRatio = Double.infinity
  private var themeSet: Set<Theme> = []
  private var backgroundCounts = CountedNames()
  private var partCounts = CountedNames()

  /// An empty group of a pair and threshold.
  init(foreground: Paint, background: RGBAColor, minimum: Double) {
    self.foreground = foreground
    self.background = background
    self.minimum = minimum
  }

  /// Adds a failing check of the pair.
  mutating func add(_ failure: ContrastFailure) {
    count += 1
    lowestRatio = min(lowestRatio, failure.check.ratio)
    mixed = mixed || !failure.check.uniformBackground
    themeSet.insert(failure.place.environment.theme)
    backgroundCounts.add(Self.backgroundName(failure.check.backgroundLayers))
    partCounts.add(failure.place.partName(failure.check.part, subject: failure.check.text))
    drawings.add(failure.place, "“\(failure.check.text)”")
  }

  /// The pair's ratio (the same for every check: same colours).
  var ratio: Double { count == 0 ? 0 : lowestRatio }

  /// The number of drawings it fails in.
  var drawingCount: Int { drawings.count }

  /// The appearances it fails in, light first.
  var themes: [Theme] { Theme.allCases.filter(themeSet.contains) }

  /// What the background is, in a designer's words, each once, most checks first:
  /// `imagePlaceholder`, `the screen`, `dim at 30 % over surface`.
  var backgroundNames: [String] { backgroundCounts.sorted.map(\.name) }

  /// The component parts it fails in, with how many checks each, most first: `Modal ·
  /// negative button` 11.
  var parts: [(name: String, count: Int)] { partCounts.sorted }

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
}

/// The hit-area failures of one tappable part of one component, made a failure at a time.
struct HitAreaGroup: Sendable {
  /// The component's name.
  var componentName: String
  /// The part in words: `Toast · message`.
  var name: String
  /// How many checks it fails.
  private(set) var count = 0
  /// The drawings it fails in.
  private(set) var drawings = FailingDrawings()
  /// Whether VoiceOver reads it as text (a tap gesture only), not as a button.
  private(set) var readAsText = false
  private var sizeCounts = CountedNames()

  /// An empty group of a component's part.
  init(componentName: String, name: String) {
    self.componentName = componentName
    self.name = name
  }

  /// Adds a failing check of the part.
  mutating func add(_ failure: HitAreaFailure) {
    let size =
      "\(MarkupRenderer.number(failure.check.frame.width)) × "
      + "\(MarkupRenderer.number(failure.check.frame.height)) pt"
    count += 1
    readAsText = readAsText || failure.check.element.trait == .tapGesture
    sizeCounts.add(size)
    drawings.add(failure.place, "“\(failure.check.element.label)” " + size)
  }

  /// Its sizes, each once, most checks first: `375 × 20 pt`.
  var sizes: [String] { sizeCounts.sorted.map(\.name) }

  /// The number of drawings it fails in.
  var drawingCount: Int { drawings.count }
}

/// The catalog's failing checks grouped by cause, the groups that account for the most checks
/// first: contrast by colour pair, hit areas by component part. Every failure is in exactly one
/// group. Made a component at a time (``add(_:)``), as each is drawn: what is kept is what the
/// overview shows, not every failure.
struct FailureGroups: Sendable {
  /// Contrast failures are grouped by text colour, background colour and threshold.
  private struct ContrastKey: Hashable, Sendable {
    var foreground: Paint
    var background: RGBAColor
    var minimum: Double
  }

  /// Hit-area failures are grouped by component and part.
  private struct HitAreaKey: Hashable, Sendable {
    var component: ComponentID
    var name: String
  }

  /// The failing checks counted.
  private(set) var tally = AccessibilityTally()
  private var contrastOrder: [ContrastKey] = []
  private var contrastGroups: [ContrastKey: ContrastGroup] = [:]
  private var hitAreaOrder: [HitAreaKey] = []
  private var hitAreaGroups: [HitAreaKey: HitAreaGroup] = [:]

  /// No failures yet.
  init() {}

  /// The groups of `parts`' failures.
  init(_ parts: [AccessibilitySection.OverviewPart]) {
    for part in parts { add(part) }
  }

  /// Adds one component's failures.
  mutating func add(_ part: AccessibilitySection.OverviewPart) {
    tally += part.tally
    for failure in part.contrast {
      let check = failure.check
      let key = ContrastKey(
        foreground: check.foreground, background: check.background, minimum: check.minimum)
      if contrastGroups[key] == nil {
        contrastOrder.append(key)
        contrastGroups[key] = ContrastGroup(
          foreground: key.foreground, background: key.background, minimum: key.minimum)
      }
      contrastGroups[key]!.add(failure)
    }
    for failure in part.hitAreas {
      let key = HitAreaKey(
        component: failure.place.componentID,
        name: failure.place.partName(failure.check.part, subject: failure.check.element.label))
      if hitAreaGroups[key] == nil {
        hitAreaOrder.append(key)
        hitAreaGroups[key] = HitAreaGroup(
          componentName: failure.place.componentName, name: key.name)
      }
      hitAreaGroups[key]!.add(failure)
    }
  }

  /// The contrast groups, the most checks first, ties in order of first failure.
  var contrast: [ContrastGroup] {
    Self.largestFirst(contrastOrder.map { contrastGroups[$0]! }, count: \.count)
  }

  /// The hit-area groups, the most checks first, ties in order of first failure.
  var hitAreas: [HitAreaGroup] {
    Self.largestFirst(hitAreaOrder.map { hitAreaGroups[$0]! }, count: \.count)
  }

  /// `groups` (in order of first failure) with the largest by `count` first, ties kept in order.
  private static func largestFirst<Group>(_ groups: [Group], count: (Group) -> Int) -> [Group] {
    groups.enumerated().sorted {
      count($0.element) != count($1.element)
        ? count($0.element) > count($1.element) : $0.offset < $1.offset
    }.map(\.element)
  }
}
