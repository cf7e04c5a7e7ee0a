/// One text's contrast on what is drawn behind it.
package struct ContrastCheck: Hashable, Sendable {
  /// The text as drawn.
  package var text: String
  /// Its type style.
  package var style: TypeStyle
  /// Its colour and token.
  package var foreground: Paint
  /// The opaque colour behind it where the ratio is worst.
  package var background: RGBAColor
  /// The tokens of the fills composited into `background`, back to front (`screen` for the
  /// screen's own background).
  package var backgroundTokens: [String]
  /// The fills composited into `background` on the screen, back to front, the screen left out.
  package var backgroundLayers: [Paint] = []
  /// False when the text straddles fills of different colours (the ratio is then the worst).
  package var uniformBackground: Bool
  /// The WCAG contrast ratio.
  package var ratio: Double
  /// The least ratio required: 4.5, or 3 for large text.
  package var minimum: Double
  /// Whether `ratio` reaches `minimum`.
  package var passes: Bool { ratio >= minimum }
  /// The tagged part the text is, or lies in (the nearest tag), if any.
  package var part: String?
}

/// One tappable element's hit area against Apple's 44 × 44 pt minimum.
package struct HitAreaCheck: Hashable, Sendable {
  /// The tappable element.
  package var element: AccessibilityElement
  /// Its frame, the hit area.
  package var frame: Rect
  /// Apple's minimum side, 44 pt.
  package static let minimumSide = 44.0
  /// Whether both sides reach 44 pt.
  package var passes: Bool { frame.width >= Self.minimumSide && frame.height >= Self.minimumSide }
  /// The tagged part the element is, or lies in (the nearest tag), if any.
  package var part: String?
}

/// One element VoiceOver reads.
package struct ReadingItem: Hashable, Sendable {
  /// What it reads.
  package var label: String
  /// How it announces it: a trait for a tappable element, nil for static text or an image.
  package var trait: AccessibilityTrait?
  /// Its frame.
  package var frame: Rect
}

/// A drawing's accessibility: contrast per text, hit areas and VoiceOver's reading order.
/// System chrome (status bar, home indicator, the host screen behind a modal) is left out.
///
/// ```swift
/// let report = drawing.accessibility  // made once, when the drawing is laid out
/// report.failureCount  // texts below their ratio plus hit areas under 44 × 44 pt
/// ```
package struct AccessibilityReport: Hashable, Sendable {
  /// Every text's contrast, in drawing order.
  package var contrast: [ContrastCheck]
  /// Every tappable element's hit area, in drawing order.
  package var hitAreas: [HitAreaCheck]
  /// The elements in VoiceOver's order: top to bottom, then leading to trailing, by frame.
  package var readingOrder: [ReadingItem]

  /// Roles whose subtrees are system chrome, not the component.
  package static let chromeRoles: Set<String> = ["statusBar", "homeIndicator", "host"]

  /// The number of failing contrast and hit-area checks.
  package var failureCount: Int {
    contrast.filter { !$0.passes }.count + hitAreas.filter { !$0.passes }.count
  }

  /// The screen a drawing at `environment` is audited on: white in light, black in dark, at
  /// either contrast.
  package static func screen(_ environment: Environment) -> RGBAColor {
    environment.theme.isDark
      ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 255, green: 255, blue: 255)
  }

  /// Audits `layout` drawn on an opaque `screen` colour.
  package init(layout: LayoutNode, screen: RGBAColor) {
    var flat: [(node: LayoutNode, chrome: Bool, inTappable: Bool, part: String?)] = []
    func visit(_ node: LayoutNode, chrome: Bool, inTappable: Bool, part: String?) {
      let isChrome = chrome || node.role.map(Self.chromeRoles.contains) == true
      let part = node.role ?? part
      flat.append((node, isChrome, inTappable, part))
      let childrenInTappable = inTappable || node.accessibility != nil
      node.children.forEachInPlace {
        visit($0, chrome: isChrome, inTappable: childrenInTappable, part: part)
      }
    }
    visit(layout, chrome: false, inTappable: false, part: nil)

    var contrast: [ContrastCheck] = []
    var hitAreas: [HitAreaCheck] = []
    var items: [ReadingItem] = []
    // The filled shapes met so far, chrome's too: what is drawn behind the next text.
    var fills: [Fill] = []
    for entry in flat {
      defer {
        if case .shape(let shape) = entry.node.content, let paint = shape.fill {
          fills.append(Fill(frame: entry.node.frame, kind: shape.kind, paint: paint))
        }
      }
      guard !entry.chrome else { continue }
      let node = entry.node
      if let element = node.accessibility {
        hitAreas.append(HitAreaCheck(element: element, frame: node.frame, part: entry.part))
        items.append(ReadingItem(label: element.label, trait: element.trait, frame: node.frame))
      }
      switch node.content {
      case .text(let text):
        var check = Self.check(text, behind: fills, screen: screen, bounds: layout.frame)
        check.part = entry.part
        contrast.append(check)
        if !entry.inTappable, node.accessibility == nil {
          let label = text.lines.map(\.line.text).joined(separator: " ")
          items.append(ReadingItem(label: label, trait: nil, frame: node.frame))
        }
      case .image(let image)
      where !entry.inTappable && node.accessibility == nil && !image.label.isEmpty:
        items.append(ReadingItem(label: image.label, trait: nil, frame: node.frame))
      default: break
      }
    }
    self.contrast = contrast
    self.hitAreas = hitAreas
    self.readingOrder = items.enumerated().sorted {
      let (a, b) = ($0.element.frame, $1.element.frame)
      if abs(a.y - b.y) > 0.5 { return a.y < b.y }
      if abs(a.x - b.x) > 0.5 { return a.x < b.x }
      return $0.offset < $1.offset
    }.map(\.element)
  }

  /// The worst contrast of `text` over the fills `behind` it, sampled at the start, middle and
  /// end of every line's visible part (inside `bounds`, the screen), each sample compositing
  /// every fill under it back to front on `screen`.
  static func check(_ text: TextLayout, behind: [Fill], screen: RGBAColor, bounds: Rect)
    -> ContrastCheck
  {
    var samples: [(x: Double, y: Double)] = []
    for line in text.lines {
      let left = max(line.box.x, bounds.x)
      let right = min(line.box.maxX, bounds.maxX)
      guard right > left, line.box.midY >= bounds.y, line.box.midY <= bounds.maxY else { continue }
      let box = Rect(x: left, y: line.box.y, width: right - left, height: line.box.height)
      let inset = min(1, box.width / 2)
      samples += [(box.x + inset, box.midY), (box.midX, box.midY), (box.maxX - inset, box.midY)]
    }
    var worst: (ratio: Double, color: RGBAColor, layers: [Paint])?
    var seen: Set<RGBAColor> = []
    for point in samples {
      var color = screen
      var layers: [Paint] = []
      for fill in behind where Self.contains(fill.frame, fill.kind, point) {
        color = Contrast.composite(fill.paint.color, over: color)
        layers.append(fill.paint)
      }
      seen.insert(color)
      let ratio = Contrast.ratio(text.paint.color, on: color)
      if worst == nil || ratio < worst!.ratio { worst = (ratio, color, layers) }
    }
    let result = worst ?? (Contrast.ratio(text.paint.color, on: screen), screen, [])
    return ContrastCheck(
      text: text.lines.map(\.line.text).joined(separator: " "), style: text.style,
      foreground: text.paint, background: result.color,
      backgroundTokens: ["screen"] + result.layers.map { $0.token ?? $0.color.description },
      backgroundLayers: result.layers, uniformBackground: seen.count <= 1, ratio: result.ratio,
      minimum: Contrast.minimum(for: text.style))
  }

  /// A filled shape, as a text's contrast reads what is drawn behind it.
  struct Fill {
    /// Where it is drawn.
    var frame: Rect
    /// Its outline.
    var kind: ShapeKind
    /// Its fill.
    var paint: Paint
  }

  private static func contains(_ frame: Rect, _ kind: ShapeKind, _ point: (x: Double, y: Double))
    -> Bool
  {
    guard point.x >= frame.x, point.x <= frame.maxX, point.y >= frame.y, point.y <= frame.maxY
    else { return false }
    guard kind == .ellipse, frame.width > 0, frame.height > 0 else { return true }
    let dx = (point.x - frame.midX) / (frame.width / 2)
    let dy = (point.y - frame.midY) / (frame.height / 2)
    return dx * dx + dy * dy <= 1
  }
}
