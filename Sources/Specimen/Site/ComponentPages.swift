/// How a component's variants are spread over pages so that each page keeps to the page budget
/// (at most 400 KB of HTML and 5,000 elements at first load, issue 19), however many variants
/// the component has: in order, as many on a page as fit, then the next page. Each built-in
/// component fits on one. Pure.
///
/// ```swift
/// let pages = ComponentPages(component: "modal", sections: measured, fixed: chrome, first: about)
/// pages.path(of: "two-buttons")  // "modal.html"; a variant on the third page: "modal.3.html"
/// ```
package struct ComponentPages: Sendable, Equatable {
  /// The HTML a component page may weigh.
  package static let maximumBytes = 400_000
  /// The elements a component page may hold.
  package static let maximumElements = 5_000
  /// What the template around a page's content takes, kept out of what the content may use:
  /// the page text's embedded font subsets (30 to 60 KB on the built-in pages) and the head,
  /// sidebar and script (4 KB, 50 elements with eight components), with room to spare.
  static let templateAllowance = Size(bytes: 120_000, elements: 400)

  /// A piece of markup's weight: its HTML bytes and its elements.
  package struct Size: Sendable, Equatable {
    /// The HTML bytes.
    package var bytes: Int
    /// The elements.
    package var elements: Int

    /// `markup`'s weight as a page writes it.
    package init(of markup: Markup) {
      bytes = MarkupRenderer(syntax: .html).byteCount(markup)
      elements = markup.elementCount
    }

    /// `markup`'s weight as a page writes it, with every text and attribute value longer than
    /// ``longestCounted`` bytes counted as that long. Pages are planned with it, so a text far
    /// longer than any label (a hostile one, say) cannot spread a component over more pages
    /// (content never changes a site's files or elements, as `HostileContentTests` holds); such
    /// a text can make a page heavier than planned. Rendered markup is weighed whole (a
    /// variant's section is weighed before it is rendered).
    package init(counting markup: Markup) {
      bytes = MarkupRenderer(syntax: .html).byteCount(markup, valueLimit: Self.longestCounted)
      elements = markup.elementCount
    }

    /// The longest text or attribute value weighed at its length.
    static let longestCounted = 64

    /// A weight.
    package init(bytes: Int, elements: Int) {
      self.bytes = bytes
      self.elements = elements
    }

    package static func + (lhs: Size, rhs: Size) -> Size {
      Size(bytes: lhs.bytes + rhs.bytes, elements: lhs.elements + rhs.elements)
    }

    /// Whether a page of this weight keeps to the budget.
    var fits: Bool {
      bytes + ComponentPages.templateAllowance.bytes <= ComponentPages.maximumBytes
        && elements + ComponentPages.templateAllowance.elements <= ComponentPages.maximumElements
    }
  }

  /// The component.
  package let component: ComponentID
  /// Each page's variants, in order.
  package private(set) var pages: [[VariantID]]
  /// The page of each variant.
  private var pageOf: [VariantID: Int] = [:]

  /// One page holding all of `variants`.
  package init(single component: ComponentID, variants: [VariantID]) {
    self.component = component
    pages = [variants]
    for variant in variants { pageOf[variant] = 0 }
  }

  /// The plan whose pages hold `pages`' variants, in order (a plan kept from an earlier run).
  package init(component: ComponentID, pages: [[VariantID]]) {
    self.component = component
    self.pages = pages
    for (page, variants) in pages.enumerated() {
      for variant in variants { pageOf[variant] = page }
    }
  }

  /// Packs `sections` (each variant's section and its weight), in order, into pages that each
  /// hold `fixed` (heading, variant index, controls, page links) besides the sections, and the
  /// first of them also `first` (the component's About and accessibility). A section too heavy
  /// for a page of its own still gets one.
  package init(
    component: ComponentID, sections: [(variant: VariantID, size: Size)], fixed: Size, first: Size
  ) {
    self.component = component
    var pages: [[VariantID]] = [[]]
    var weight = fixed + first
    for section in sections {
      if !pages[pages.count - 1].isEmpty && !(weight + section.size).fits {
        pages.append([])
        weight = fixed
      }
      pages[pages.count - 1].append(section.variant)
      weight = weight + section.size
    }
    self.pages = pages
    for (page, variants) in pages.enumerated() {
      for variant in variants { pageOf[variant] = page }
    }
  }

  /// The file of page `index` (from 0): `modal.html`, then `modal.2.html`… (component ids hold
  /// no `.`, so these names never meet another component's).
  package static func path(of component: ComponentID, page index: Int) -> String {
    index == 0 ? "\(component).html" : "\(component).\(index + 1).html"
  }

  /// Every page's file, in order.
  package var paths: [String] { pages.indices.map { Self.path(of: component, page: $0) } }

  /// The index of the page showing `variant` (the first page for one it does not know).
  package func page(of variant: VariantID) -> Int { pageOf[variant] ?? 0 }

  /// The file of the page showing `variant`.
  package func path(of variant: VariantID) -> String {
    Self.path(of: component, page: page(of: variant))
  }

  /// The file of the page showing the variant whose id is `name` (as a record writes it).
  package func path(ofVariantNamed name: String) -> String {
    let index = pages.firstIndex { $0.contains { $0.rawValue == name } } ?? 0
    return Self.path(of: component, page: index)
  }

  /// Equal when the pages are.
  package static func == (lhs: ComponentPages, rhs: ComponentPages) -> Bool {
    lhs.component == rhs.component && lhs.pages == rhs.pages
  }
}
