extension ViewNode {
  /// Children top to bottom.
  public static func vStack(
    spacing: Length = 0, alignment: HorizontalAlignment = .center,
    @ViewContent _ children: () -> [ViewNode]
  ) -> ViewNode {
    .stack(
      StackSpec(
        axis: .vertical, spacing: spacing,
        alignment: Alignment(horizontal: alignment, vertical: .top), distribution: .natural),
      children())
  }

  /// Children leading to trailing.
  public static func hStack(
    spacing: Length = 0, alignment: VerticalAlignment = .center,
    distribution: Distribution = .natural, @ViewContent _ children: () -> [ViewNode]
  ) -> ViewNode {
    .stack(
      StackSpec(
        axis: .horizontal, spacing: spacing,
        alignment: Alignment(horizontal: .leading, vertical: alignment),
        distribution: distribution),
      children())
  }

  /// Children on top of each other, each placed by `alignment`.
  public static func zStack(
    alignment: Alignment = .center, @ViewContent _ children: () -> [ViewNode]
  ) -> ViewNode {
    .layers(alignment, children())
  }

  /// Text in a type style and colour.
  public static func text(
    _ content: String, style: TypeStyle, color: Paint, alignment: HorizontalAlignment = .center,
    lineLimit: Int? = nil
  ) -> ViewNode {
    .text(
      TextSpec(
        content: content, style: style, paint: color, alignment: alignment, lineLimit: lineLimit))
  }

  /// A divider whose thickness is a number of points, with no token.
  @_disfavoredOverload
  package static func divider(color: Paint, thickness: Double, axis: Axis = .horizontal)
    -> ViewNode
  {
    divider(color: color, thickness: Length(thickness), axis: axis)
  }

  /// A rectangle filling what it is offered.
  public static func rectangle(
    fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1, cornerRadius: Length = 0
  ) -> ViewNode {
    .shape(
      ShapeStyle(fill: fill, stroke: stroke, strokeWidth: strokeWidth, cornerRadius: cornerRadius))
  }

  /// An ellipse filling what it is offered (a circle in a square frame).
  public static func ellipse(
    fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1, dash: [Double] = []
  ) -> ViewNode {
    .shape(
      ShapeStyle(
        kind: .ellipse, fill: fill, stroke: stroke, strokeWidth: strokeWidth, cornerRadius: 0,
        dash: dash))
  }

  /// A triangle pointing up, filling what it is offered: its apex at the middle of the top edge,
  /// its base along the bottom edge.
  ///
  /// ```swift
  /// ViewNode.triangle(fill: environment.color(Palette.surface))
  ///   .frame(width: 26, height: 13)  // a popover's arrow
  /// ```
  public static func triangle(fill: Paint? = nil, stroke: Paint? = nil, strokeWidth: Double = 1)
    -> ViewNode
  {
    .shape(
      ShapeStyle(
        kind: .triangle, fill: fill, stroke: stroke, strokeWidth: strokeWidth, cornerRadius: 0))
  }

  /// A fixed-size image placeholder.
  public static func image(width: Double, height: Double, label: String, color: Paint)
    -> ViewNode
  {
    .image(ImageSpec(size: Size(width: width, height: height), label: label, paint: color))
  }

  /// A hairline across the enclosing vertical stack (or down a horizontal one).
  public static func divider(color: Paint, thickness: Length = 1, axis: Axis = .horizontal)
    -> ViewNode
  {
    let line = ViewNode.rectangle(fill: color)
    switch axis {
    case .horizontal: return line.frame(height: thickness).frame(maxWidth: .infinity)
    case .vertical: return line.frame(width: thickness).frame(maxHeight: .infinity)
    }
  }
}
