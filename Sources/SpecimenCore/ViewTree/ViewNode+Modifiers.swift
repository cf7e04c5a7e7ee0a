extension ViewNode {
  /// Insets this node.
  public func padding(_ insets: EdgeInsets) -> ViewNode { .padding(insets, self) }

  /// Insets this node by the same amount on all sides.
  public func padding(_ all: Length) -> ViewNode { .padding(EdgeInsets(all: all), self) }

  /// Insets this node on chosen sides.
  public func padding(
    top: Length = 0, leading: Length = 0, bottom: Length = 0, trailing: Length = 0
  ) -> ViewNode {
    .padding(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing), self)
  }

  /// Puts this node in a frame of fixed width and/or height.
  public func frame(width: Length? = nil, height: Length? = nil, alignment: Alignment = .center)
    -> ViewNode
  {
    .frame(
      FrameSpec(width: width, height: height, maxWidth: nil, maxHeight: nil, alignment: alignment),
      self)
  }

  /// Puts this node in a frame at least `minWidth`/`minHeight` and growing up to
  /// `maxWidth`/`maxHeight` (`.infinity` fills the offer).
  public func frame(
    minWidth: Double? = nil, minHeight: Double? = nil, maxWidth: Double? = nil,
    maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> ViewNode {
    .frame(
      FrameSpec(
        width: nil, height: nil, maxWidth: maxWidth, maxHeight: maxHeight, minWidth: minWidth,
        minHeight: minHeight, alignment: alignment),
      self)
  }

  /// Draws `background` behind this node, sized to it.
  public func background(_ background: ViewNode) -> ViewNode { .background(self, background) }

  /// Marks this node as drawn by the device only `seconds` after the component is shown (e.g. a
  /// loading view's 0.8 s). The drawing still shows it from its first frame; a ``Variant`` with
  /// an `elapsed` time shorter than `seconds` draws the moment before, without it.
  ///
  /// ```swift
  /// spinner.appear(after: 0.8)  // shown in the drawing; left out at Variant(elapsed: 0)
  /// ```
  public func appear(after seconds: Double) -> ViewNode {
    if case .animated(var animation, let child) = self.kind {
      animation.appearAfter = seconds
      return .animated(animation, child)
    }
    return .animated(Animation(appearAfter: seconds), self)
  }

  /// Spins this node clockwise about its centre, one turn every `period` seconds.
  public func spinning(period: Double) -> ViewNode {
    if case .animated(var animation, let child) = self.kind {
      animation.rotationPeriod = period
      return .animated(animation, child)
    }
    return .animated(Animation(rotationPeriod: period), self)
  }

  /// Sizes this node at its ideal size along the chosen axes, ignoring the offer: a text then
  /// stays on one line per paragraph and may run past its parent, as a UILabel centred in its
  /// superview with no width constraint does.
  ///
  /// ```swift
  /// ViewNode.text(message, style: style, color: color)
  ///   .fixedSize()  // one line, however long
  ///   .frame(width: 375, height: 56)  // centred; overflows both sides when wider
  /// ```
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
    .fixedSize(horizontal: horizontal, vertical: vertical, self)
  }

  /// Tags this node with a role that tests, redlines and spec tables find after layout.
  public func role(_ name: String) -> ViewNode { .role(name, self) }
}

extension ViewNode {
  /// This node pinned to `environment`'s safe-area layout guide: it fills the screen less the
  /// safe-area insets and sits there by `alignment`, as a UIKit view constrained to
  /// `safeAreaLayoutGuide` (one constrained to its superview's edges ignores the insets: leave
  /// it as it is).
  ///
  /// ```swift
  /// form.insideSafeArea(of: environment, alignment: .top)  // starts below the status bar
  /// ```
  public func insideSafeArea(of environment: Environment, alignment: Alignment = .center)
    -> ViewNode
  {
    frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
      .padding(environment.safeArea)
  }
}
