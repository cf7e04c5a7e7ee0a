extension LayoutNode {
  /// This tree as a right-to-left language lays it out: every frame mirrored about the
  /// vertical axis of a screen `screenWidth` wide, so leading and trailing swap and a
  /// left-aligned line ends right-aligned in its box; the glyphs themselves are not mirrored.
  ///
  /// ```swift
  /// let rtl = layout.mirrored(inScreenWidth: environment.width)
  /// ```
  package func mirrored(inScreenWidth screenWidth: Double) -> LayoutNode {
    var node = self
    node.frame = frame.mirrored(in: screenWidth)
    if case .text(var text) = content {
      text.lines = text.lines.map { line in
        var line = line
        let box = line.box.mirrored(in: screenWidth)
        line.x += box.x - line.box.x
        line.box = box
        return line
      }
      node.content = .text(text)
    }
    node.children = children.map { $0.mirrored(inScreenWidth: screenWidth) }
    return node
  }
}

extension Rect {
  /// This rectangle mirrored about the vertical axis of a screen `screenWidth` wide.
  fileprivate func mirrored(in screenWidth: Double) -> Rect {
    Rect(x: screenWidth - x - width, y: y, width: width, height: height)
  }
}
