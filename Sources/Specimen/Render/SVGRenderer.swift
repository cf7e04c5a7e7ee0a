/// Draws a laid-out screen as SVG markup: one element per frame, one `<tspan>` per text line.
///
/// Each `<text>` carries `data-frame` (the box layout gave it) and `data-line-height` (its type
/// style's line height: line *n*'s box is that tall, *n* line heights below the frame's top), and
/// each `<tspan>` `data-width` (the width the engine measured), so a browser check can compare
/// them with what it draws. A line's text is written as ``MeasuredLine/text`` has it: soft
/// hyphens left out, a hyphen where the line breaks at one; an empty line is an empty `<tspan>`.
package struct SVGRenderer: Sendable {
  /// Creates a renderer.
  package init() {}

  /// A standalone SVG document for `layout`, titled `title`, with `css` in a `<style>` element
  /// (fonts and text rules; empty to leave it out, for a drawing inlined in a page, which then
  /// names itself with `aria-labelledby`). `id` prefixes element ids so several drawings can share
  /// one HTML page.
  package func document(
    _ layout: LayoutNode, title: String, id: String, css: String, displayScale: Double = 1
  ) -> Markup {
    let size = layout.frame.size
    var children: [Markup] = [.el("title", [Attribute("id", "\(id)-title")], text: title)]
    if !css.isEmpty { children.append(.el("style", text: css)) }
    children += draw(layout)
    return .el(
      "svg",
      [
        Attribute("xmlns", "http://www.w3.org/2000/svg"),
        Attribute("width", size.width * displayScale),
        Attribute("height", size.height * displayScale),
        Attribute(
          "viewBox",
          "0 0 \(MarkupRenderer.number(size.width)) \(MarkupRenderer.number(size.height))"),
        Attribute("role", "img"),
      ] + (css.isEmpty ? [Attribute("aria-labelledby", "\(id)-title")] : []), children)
  }

  /// The drawing as an `<svg>` nested in a ``DrawingSheet`` at `x`, `y`: its own viewport, which
  /// clips what overflows the screen as a standalone file's does, named by its title for
  /// assistive technology. `content` is what it draws (``body(_:)`` of `layout`, or a `<use>` of
  /// a twin's); `style`, when not empty, its `style` attribute (the paints its content reads).
  package func nested(
    _ layout: LayoutNode, title: String, id: String, x: Double, y: Double, style: String = "",
    content: [Markup]? = nil
  ) -> Markup {
    var attributes = Self.placement(x: x, y: y, size: layout.frame.size)
    attributes.append(Attribute("role", "img"))
    if !style.isEmpty { attributes.append(Attribute("style", style)) }
    // Named by its `<title>`, its first child (the Nu checker refuses `aria-labelledby` on a
    // nested `<svg>`).
    return .el(
      "svg", attributes,
      [.el("title", [Attribute("id", "\(id)-title")], text: title)] + (content ?? body(layout)))
  }

  /// Where a nested `<svg>` of `size` sits in its parent, at (`x`, `y`), its own user units
  /// the drawing's points: `x`, `y`, `width`, `height` and `viewBox`.
  package static func placement(x: Double, y: Double, size: Size) -> [Attribute] {
    [
      Attribute("x", x), Attribute("y", y), Attribute("width", size.width),
      Attribute("height", size.height),
      Attribute(
        "viewBox",
        "0 0 \(MarkupRenderer.number(size.width)) \(MarkupRenderer.number(size.height))"),
    ]
  }

  /// What `layout` draws: its elements, without the `<svg>` around them.
  package func body(_ layout: LayoutNode) -> [Markup] { draw(layout) }

  private func draw(_ node: LayoutNode) -> [Markup] {
    var own: [Markup] = []
    switch node.content {
    case .group: break
    case .shape(let style): own = shape(style, node.frame)
    case .text(let text): own = [self.text(text, node.frame)]
    case .image(let image): own = [placeholder(image, node.frame)]
    }
    let children = node.children.flatMap(draw)
    if let animation = node.animation {
      return [animated(own + children, animation, node.frame, role: node.role)]
    }
    guard let role = node.role else { return own + children }
    if own.count == 1, children.isEmpty, case .element(let name, var attributes, let inner) = own[0]
    {
      attributes.append(Attribute("data-role", role))
      return [.element(name, attributes, inner)]
    }
    return [.el("g", [Attribute("data-role", role)], own + children)]
  }

  /// A group that SMIL spins about its centre, if it spins. It is never hidden: a node that
  /// appears after a delay is drawn from the first frame (a capture at any moment shows the
  /// component as shown), its delay written as `data-appear-after` for tools to read.
  private func animated(_ content: [Markup], _ animation: Animation, _ frame: Rect, role: String?)
    -> Markup
  {
    var attributes: [Attribute] = []
    if let delay = animation.appearAfter {
      attributes.append(Attribute("data-appear-after", "\(n(delay))s"))
    }
    if let role { attributes.append(Attribute("data-role", role)) }
    var body = content
    if let period = animation.rotationPeriod {
      let centre = "\(n(frame.midX)) \(n(frame.midY))"
      body = [
        .el(
          "g", [],
          [
            .el(
              "animateTransform",
              [
                Attribute("attributeName", "transform"), Attribute("type", "rotate"),
                Attribute("from", "0 \(centre)"), Attribute("to", "360 \(centre)"),
                Attribute("dur", "\(n(period))s"), Attribute("repeatCount", "indefinite"),
              ])
          ] + content)
      ]
    }
    return .el("g", attributes, body)
  }

  private func shape(_ style: ShapeStyle, _ frame: Rect) -> [Markup] {
    guard style.fill != nil || style.stroke != nil, frame.width > 0, frame.height > 0 else {
      return []
    }
    var attributes: [Attribute]
    let name: String
    switch style.kind {
    case .rectangle:
      name = "rect"
      attributes = Self.box(frame)
      if style.cornerRadius.points > 0 {
        attributes.append(
          Attribute("rx", min(style.cornerRadius.points, frame.width / 2, frame.height / 2)))
      }
    case .ellipse:
      name = "ellipse"
      attributes = [
        Attribute("cx", frame.midX), Attribute("cy", frame.midY), Attribute("rx", frame.width / 2),
        Attribute("ry", frame.height / 2),
      ]
    case .triangle:
      name = "polygon"
      let points = [
        (frame.midX, frame.y), (frame.maxX, frame.maxY), (frame.x, frame.maxY),
      ]
      attributes = [
        Attribute("points", points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))
      ]
    }
    attributes += Self.paint("fill", style.fill)
    if let stroke = style.stroke {
      attributes += Self.paint("stroke", stroke)
      attributes.append(Attribute("stroke-width", style.strokeWidth))
      if !style.dash.isEmpty {
        attributes.append(Attribute("stroke-dasharray", style.dash.map(n).joined(separator: " ")))
        attributes.append(Attribute("stroke-linecap", "round"))
      }
    }
    return [.el(name, attributes)]
  }

  private func text(_ layout: TextLayout, _ frame: Rect) -> Markup {
    let lines = layout.lines.map { placed in
      Markup.el(
        "tspan",
        [
          Attribute("x", placed.x), Attribute("y", placed.baseline),
          Attribute("data-width", placed.line.width),
        ], text: placed.line.text)
    }
    var attributes = [
      Attribute("font-family", layout.fontFamily),
      Attribute("font-size", layout.style.size),
    ]
    attributes += Self.paint("fill", layout.paint)
    attributes.append(
      Attribute(
        "data-frame",
        [frame.x, frame.y, frame.width, frame.height].map(MarkupRenderer.number).joined(
          separator: " ")))
    attributes.append(Attribute("data-line-height", layout.style.lineHeight))
    return .el("text", attributes, lines)
  }

  private func placeholder(_ image: ImageSpec, _ frame: Rect) -> Markup {
    let stroke = Self.paint("stroke", image.paint)
    return .el(
      "g", [],
      [
        .el("title", text: "Image: \(image.label)"),
        .el("rect", Self.box(frame) + [Attribute("fill", "none")] + stroke),
        .el(
          "path",
          [
            Attribute(
              "d",
              "M\(n(frame.x)) \(n(frame.y))L\(n(frame.maxX)) \(n(frame.maxY))"
                + "M\(n(frame.maxX)) \(n(frame.y))L\(n(frame.x)) \(n(frame.maxY))"),
            Attribute("fill", "none"),
          ] + stroke),
      ])
  }

  private func n(_ value: Double) -> String { MarkupRenderer.number(value) }

  private static func box(_ frame: Rect) -> [Attribute] {
    [
      Attribute("x", frame.x), Attribute("y", frame.y), Attribute("width", frame.width),
      Attribute("height", frame.height),
    ]
  }

  private static func paint(_ name: String, _ paint: Paint?) -> [Attribute] {
    guard let paint else { return [Attribute(name, "none")] }
    var attributes = [Attribute(name, paint.color.hexRGB)]
    if paint.color.alpha != 255 {
      attributes.append(Attribute("\(name)-opacity", paint.color.opacity))
    }
    return attributes
  }
}
