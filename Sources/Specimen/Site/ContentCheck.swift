/// A text of a registry that holds a character no page or drawing may contain (a control
/// character other than tab and line breaks, or a non-character such as U+FFFE), and where.
///
/// ```swift
/// // modal/two-buttons: the text of part 'title' has U+0001 (a control character) at
/// // position 7 in “Delete\u{1}this photo?”; remove it …
/// ```
package struct ContentError: Error, Equatable, CustomStringConvertible {
  /// The component the text belongs to.
  package var component: ComponentID
  /// The variant, or nil for the component's own name, summary and rules.
  package var variant: VariantID?
  /// Which text: `name`, `rule 2`, `title`, `usage code`, `text of part 'title'`, ….
  package var place: String
  /// The whole text.
  package var text: String
  /// The offending code point.
  package var scalar: Unicode.Scalar
  /// Its 1-based position among the text's code points.
  package var position: Int

  /// What, where and how to fix; the text is shown with every unprintable code point escaped.
  package var description: String {
    "\(component)\(variant.map { "/\($0)" } ?? ""): the \(place) has "
      + "\(ContentCharacter.described(scalar, at: position, in: text)); \(ContentCharacter.fix)"
  }
}

extension Registry {
  /// Throws at the first text that holds a forbidden code point (see ``ContentError``): each
  /// component's name, summary and rules; each variant's title and summary, every text, image
  /// label and part name its body draws in `environments`, light and dark, and its usage code
  /// as written in each of `usageStyles` (by default, the default style); on up to `threads`
  /// threads. A stress test whose trees are its source's with their text mapped
  /// (``StressedComponent/followsSourceTrees``) is checked through its source, a variant of the
  /// same component checked before it: the mapping adds no character the check refuses.
  func checkContent(
    in environments: [Environment], usageStyles: [UsageStyle] = [UsageStyle()], threads: Int = 1
  ) throws(ContentError) {
    _ = try checkContent(in: environments, usageStyles: usageStyles, threads: threads) { _, _ in
      ()
    }
  }

  /// Checks every text as ``checkContent(in:usageStyles:threads:)`` does, and hands each
  /// variant with its component (read once: a variant may make it on each read), view trees
  /// (``Catalog/trees(of:environments:themes:tokens:)``) and usage code, the ones checked, to
  /// `then`, on any thread, so what needs them is made without making them again; nil for a
  /// stress test checked through its source (none is made). Returns what `then` made of each
  /// component's variants, in registry order.
  func checkContent<Made: Sendable>(
    in environments: [Environment], usageStyles: [UsageStyle], threads: Int,
    then:
      @Sendable (
        _ variant: Variant,
        _ made: (component: any CatalogComponent, trees: [ViewNode], usages: [String])?
      ) -> Made
  ) throws(ContentError) -> [[Made]] {
    // Each component's own texts, then each of its variants, checked on every thread; the first
    // failure in this order is thrown, as a loop would.
    let work = entries.flatMap { entry in
      [(entry: entry, variant: Variant?.none, throughSource: false)]
        + entry.variants.map { (entry, $0, Self.isCheckedThroughSource($0, in: entry)) }
    }
    let made = try ParallelMap.map(work, threads: threads) { item throws(ContentError) -> Made? in
      let entry = item.entry
      func check(_ text: String, _ place: @autoclosure () -> String, _ variant: VariantID? = nil)
        throws(ContentError)
      {
        guard let (scalar, position) = ContentCharacter.firstForbidden(in: text) else { return }
        throw ContentError(
          component: entry.id, variant: variant, place: place(), text: text, scalar: scalar,
          position: position)
      }
      guard let variant = item.variant else {
        try check(entry.name, "name")
        try check(entry.summary, "summary")
        for (index, rule) in rules(of: entry, drawnIn: environments).enumerated() {
          try check(rule, "rule \(index + 1)")
        }
        return nil
      }
      try check(variant.title, "title", variant.id)
      try check(variant.summary, "summary", variant.id)
      if item.throughSource { return then(variant, nil) }
      let component = variant.component  // read once: a variant may make it on each read
      let trees = Catalog.trees(
        of: component, environments: environments, themes: tokens.themes, tokens: tokens)
      for tree in trees {
        for found in Self.texts(in: tree) {
          try check(found.text, Self.place(found.kind, part: found.part), variant.id)
        }
      }
      // Last: usage code quotes the content, which is better named where it is drawn.
      let usages = usageStyles.map(component.usage(in:))
      for usage in usages { try check(usage, "usage code", variant.id) }
      return then(variant, (component, trees, usages))
    }
    var index = 0
    return entries.map { entry in
      defer { index += entry.variants.count + 1 }
      return made[(index + 1)..<(index + 1 + entry.variants.count)].compactMap { $0 }
    }
  }

  /// Whether `variant` of `entry` is a stress test whose trees are its source's with their text
  /// mapped (``StressedComponent/followsSourceTrees``), its source a variant of `entry` before it
  /// that is not itself generated: its texts and usage code are then checked through its
  /// source's (and its rerun key made from its source's part).
  static func isCheckedThroughSource(_ variant: Variant, in entry: ComponentEntry) -> Bool {
    // By their ids first: a variant may make its component on each read, and only a stress
    // test's id has the prefix (the registry's own variants may not use it).
    guard variant.id.isStressTest, let stressed = variant.component as? StressedComponent,
      stressed.followsSourceTrees
    else { return false }
    for other in entry.variants {
      if other.id == variant.id { return false }
      if other.id == stressed.sourceID { return !other.id.isStressTest }
    }
    return false
  }

  /// Every text a view tree draws or names, with what it is (`text`, `image label`, `part
  /// name`) and the nearest part (role) around it, if any (see ``place(_:part:)``).
  static func texts(in root: ViewNode) -> [(text: String, kind: String, part: String?)] {
    var found: [(text: String, kind: String, part: String?)] = []
    func visit(_ node: ViewNode, part: String?) {
      switch node.kind {
      case .text(let spec): found.append((spec.content, "text", part))
      case .image(let spec): found.append((spec.label, "image label", part))
      case .role(let name, let child):
        found.append((name, "part name", nil))
        visit(child, part: name)
      case .stack(_, let children), .layers(_, let children):
        for child in children { visit(child, part: part) }
      case .background(let content, let background):
        visit(background, part: part)
        visit(content, part: part)
      case .padding(_, let child), .accessibility(_, let child), .frame(_, let child),
        .animated(_, let child),
        .fixedSize(_, _, let child):
        visit(child, part: part)
      case .shape, .spacer, .empty: break
      }
    }
    visit(root, part: nil)
    return found
  }

  /// Where a text is, in words: `text of part 'title'`; written only for an error.
  static func place(_ kind: String, part: String?) -> String {
    kind + (part.map { " of part '\(DiagnosticText.escaped($0))'" } ?? "")
  }
}
