extension ViewNode {
  /// Roles whose text the system draws (the clock), which a language setting leaves alone.
  static let systemTextRoles: Set<String> = ["statusBar", "homeIndicator"]

  /// This tree with every text's content replaced by `transform(content)`, except inside the
  /// status bar and home indicator; everything else unchanged.
  func mappingText(_ transform: (String) -> String) -> ViewNode {
    switch self.kind {
    case .stack(let spec, let children):
      return .stack(spec, children.map { $0.mappingText(transform) })
    case .layers(let alignment, let children):
      return .layers(alignment, children.map { $0.mappingText(transform) })
    case .background(let content, let background):
      return .background(content.mappingText(transform), background.mappingText(transform))
    case .text(var spec):
      spec.content = TextSpec.composed(transform(spec.content))
      return .text(spec)
    case .padding(let insets, let child):
      return .padding(insets, child.mappingText(transform))
    case .frame(let spec, let child):
      return .frame(spec, child.mappingText(transform))
    case .role(let name, let child):
      if Self.systemTextRoles.contains(name) { return self }
      return .role(name, child.mappingText(transform))
    case .accessibility(var element, let child):
      element.label = transform(element.label)
      return .accessibility(element, child.mappingText(transform))
    case .animated(let animation, let child):
      return .animated(animation, child.mappingText(transform))
    case .fixedSize(let horizontal, let vertical, let child):
      return .fixedSize(horizontal: horizontal, vertical: vertical, child.mappingText(transform))
    case .shape, .image, .spacer, .empty:
      return self
    }
  }
}
