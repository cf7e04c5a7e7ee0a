import Specimen
import SpecimenBuiltIn

/// A registry of a large design system built with the public API only: `pages` component
/// pages (`c001`, `c002`, …) cycling through every built-in component kind, each page the
/// kind's rules, findings and actions with its own variants of seeded, varied copy.
///
/// `variants` counts every variant the site draws, the stress tests the default
/// ``SiteOptions`` add to each page included, so the registry itself holds
/// `variants − pages × stressPerPage`.
///
/// ```swift
/// let plan = try SyntheticRegistry(variants: 10_000)
/// let registry = plan.registry()  // 100 pages, 6,000 variants of their own
/// ```
struct SyntheticRegistry: Sendable {
  /// The built-in components each page copies, in turn.
  static let kinds: [ComponentEntry] = [
    .modal, .bottomModal, .toast, .retry, .loading, .containerCell, .screenStates, .inputField,
  ]
  /// The most pages by default; fewer for a small `variants` (about 10 drawn variants a page).
  static let maximumPages = 100
  /// The seed every registry starts from.
  static let seed: UInt64 = 0x5_9EC1_3E4

  /// Every variant the site draws, stress tests included.
  let variants: Int
  /// The stress tests the site adds to each page.
  let stressPerPage: Int
  /// Component pages.
  let pages: Int

  /// Plans `variants` drawn variants on `pages` component pages (by default about 10 variants
  /// a page, at most ``maximumPages``); throws when there are too few for one page of each kind,
  /// or `pages` is fewer than the kinds (every kind is drawn, and ``accentPage`` is one of them).
  init(variants: Int, pages: Int? = nil, stressPerPage: Int = SiteOptions().stressTests.count)
    throws
  {
    if let pages, pages < Self.kinds.count {
      throw BenchmarkError(
        "--pages \(pages): too few; at least \(Self.kinds.count), one of each component kind")
    }
    let smallest = Self.kinds.count * (1 + stressPerPage)
    guard variants >= smallest else {
      throw BenchmarkError(
        "--variants \(variants): too few; at least \(smallest) (one variant and \(stressPerPage) "
          + "stress tests on one page of each of the \(Self.kinds.count) component kinds)")
    }
    self.variants = variants
    self.stressPerPage = stressPerPage
    self.pages = pages ?? min(Self.maximumPages, max(Self.kinds.count, variants / 10))
    guard variants >= self.pages * (1 + stressPerPage) else {
      throw BenchmarkError(
        "--pages \(self.pages): each page needs at least one variant and \(stressPerPage) "
          + "stress tests, \(1 + stressPerPage) in all")
    }
  }

  /// Variants the registry holds (the site adds the stress tests).
  var ownVariants: Int { variants - stressVariants }
  /// Variants the site generates: `pages × stressPerPage`.
  var stressVariants: Int { pages * stressPerPage }

  /// The colour token only ``accentPage``'s components use, when the registry has one.
  static let accentName = "benchmark-accent"
  /// The page whose variants paint with the accent token: the first toast page, `c003`.
  static let accentPage = 2

  /// The accent token in `color`, light and dark.
  static func accent(_ color: RGBAColor) -> ColorToken {
    ColorToken(accentName, light: color, dark: color)
  }

  /// The registry, the same for the same plan in every process. With an `accent` colour, the
  /// registry's tokens also hold ``accentName`` in it, and ``accentPage``'s variants (one page
  /// of the 100) paint their background with that token: changing the colour changes one token
  /// that one component uses.
  func registry(accent: RGBAColor? = nil) -> Registry {
    var text = SyntheticText(seed: Self.seed)
    var entries: [ComponentEntry] = []
    for page in 0..<pages {
      let count = ownVariants / pages + (page < ownVariants % pages ? 1 : 0)
      let kind = Self.kinds[page % Self.kinds.count]
      var entry = kind
      entry.id = ComponentID(stringLiteral: pageID(page))
      entry.name = "\(kind.name) \(page + 1)"
      entry.summary = "\(kind.summary) \(text.message())"
      let paint = page == Self.accentPage ? accent.map(Self.accent) : nil
      let kindID = kind.id
      entry.variants = (0..<count).map { index in
        let id = VariantID(stringLiteral: "v\(String(index + 1).leftPaddedWithZeros(4))")
        let title = text.title()
        let summary = text.message()
        let elapsed = elapsed(kind, &text)
        // The component is made when the site reads it, from the text where it starts (as a
        // catalog generated from data would, holding its rows rather than its components); made
        // once here too, for the text after it.
        let start = text
        _ = component(kindID, &text, accent: paint)
        return Variant(id: id, title: title, summary: summary, elapsed: elapsed) {
          var text = start
          return component(kindID, &text, accent: paint)
        }
      }
      entries.append(entry)
    }
    var tokens = Registry.builtIn.tokens
    if let accent { tokens.colors.append(Self.accent(accent)) }
    return Registry(entries: entries, tokens: tokens)
  }

  /// `c001` for the first page.
  func pageID(_ page: Int) -> String { "c" + String(page + 1).leftPaddedWithZeros(3) }

  /// A loading view's variant is sometimes drawn in its first 0.8 s (nothing shown yet).
  private func elapsed(_ kind: ComponentEntry, _ text: inout SyntheticText) -> Double? {
    kind.id == ComponentEntry.loading.id && text.random.chance(0.15) ? 0 : nil
  }

  private func component(
    _ kind: ComponentID, _ text: inout SyntheticText, accent: ColorToken?
  ) -> any CatalogComponent {
    switch kind {
    case ComponentEntry.modal.id: modal(&text)
    case ComponentEntry.bottomModal.id: bottomModal(&text)
    case ComponentEntry.toast.id: toast(&text, accent: accent)
    case ComponentEntry.retry.id: retry(&text)
    case ComponentEntry.loading.id: loading(&text)
    case ComponentEntry.containerCell.id: containerCell(&text)
    case ComponentEntry.screenStates.id: screenStates(&text)
    default: inputField(&text)
    }
  }

  private func modal(_ text: inout SyntheticText) -> Modal {
    var builder = Modal.Builder().setTitle(text.title())
    if text.random.chance(0.15) {
      builder = builder.setImage(
        named: "illustration-\(text.random.int(1...40))",
        width: Double(text.random.int(6...12) * 20),
        height: Double(text.random.int(4...8) * 20))
    } else if text.random.chance(0.1) {
      builder = builder.setImageURL(
        "https://example.com/banners/\(text.random.int(1...999)).png", width: 120, height: 80)
    }
    if text.random.chance(0.9) { builder = builder.setMessage(text.message()) }
    if text.random.chance(0.6) { builder = builder.setNegativeButton(text.label()) }
    builder = builder.setPositiveButton(text.label())
    if text.random.chance(0.1) { builder = builder.proposedFixTitleInsideCard() }
    return builder.build()
  }

  private func bottomModal(_ text: inout SyntheticText) -> BottomModal {
    var builder = BottomModal.Builder()
    let destructive = text.random.chance(0.3)
    let actions = text.random.int(1...6)
    for index in 0..<actions {
      let label = text.random.chance(0.1) ? text.title() : text.label()
      builder =
        destructive && index == actions - 1
        ? builder.addAction(label, titleColor: Palette.systemRed) : builder.addAction(label)
    }
    if text.random.chance(0.3) { builder = builder.setCancelTitle(text.label()) }
    if text.random.chance(0.15) { builder = builder.assumeViewBackgroundColor(Palette.background) }
    return builder.build()
  }

  /// A toast; painted with `accent` when given (after every random draw, so the rest of the
  /// registry is the same with an accent or without).
  private func toast(_ text: inout SyntheticText, accent: ColorToken?) -> Toast {
    var builder = Toast.Builder()
      .setMessage(text.random.chance(0.2) ? text.lines() : text.message())
    if text.random.chance(0.3) { builder = builder.proposedFixWrappingMessage() }
    if text.random.chance(0.15) {
      builder = builder.setHeight(72).setBackgroundColor(Palette.label)
        .setMessageColor(Palette.surface)
    }
    if let accent { builder = builder.setBackgroundColor(accent) }
    return builder.setAction { _ in }.build()
  }

  private func retry(_ text: inout SyntheticText) -> RetryView {
    var builder = RetryView.Builder()
      .setTitle(text.random.chance(0.25) ? text.lines() : text.message())
    if text.random.chance(0.6) { builder = builder.setRetryTitle(text.label()) }
    if text.random.chance(0.4) { builder = builder.setWrapsTitle(true) }
    return builder.setRetryAction { _ in }.build()
  }

  private func loading(_ text: inout SyntheticText) -> LoadingView {
    text.random.chance(0.6)
      ? LoadingView.Builder().setMessage(text.label() + "…").build() : LoadingView.Builder().build()
  }

  private func containerCell(_ text: inout SyntheticText) -> ContainerCollection {
    var builder = ContainerCollection.Builder().setTitle(text.label())
      .setItems(items(&text))
    if text.random.chance(0.3) { builder = builder.setInsetsFromSafeArea(true) }
    return builder.setSelectAction { _ in }.build()
  }

  private func screenStates(_ text: inout SyntheticText) -> StatefulScreen {
    var builder = StatefulScreen.Builder().setTitle(text.label())
    switch text.random.int(0...2) {
    case 0:
      builder = builder.setState(.loading).setLoadingMessage(text.label() + "…")
    case 1:
      builder = builder.setState(.loaded(items(&text)))
    default:
      builder = builder.setState(
        .error(message: text.random.chance(0.5) ? text.lines() : text.message()))
      if text.random.chance(0.5) { builder = builder.setRetryTitle(text.label()) }
    }
    return builder.setRetryAction { _ in }.setSelectAction { _ in }.build()
  }

  private func inputField(_ text: inout SyntheticText) -> InputField {
    let state: InputField.FieldState =
      switch text.random.int(0...3) {
      case 0: .empty
      case 1: .focused(text: text.title())
      case 2: .filled(text: text.title())
      default: .error(message: text.message())
      }
    return InputField.Builder().setLabel(text.label()).setPlaceholder(text.title())
      .setState(state).setSubmitAction { _ in }.build()
  }

  /// Two to eight cells: sample cards with an image, a title and a subtitle, now and then a
  /// retry view's content among them.
  private func items(_ text: inout SyntheticText) -> [any CellContent] {
    (0..<text.random.int(2...8)).map { _ -> any CellContent in
      if text.random.chance(0.08) {
        return RetryView.Builder().setTitle(text.title()).setRetryAction { _ in }.build()
      }
      return SampleCard.Builder().setImage(named: "photo-\(text.random.int(1...500)).jpg")
        .setTitle(text.title()).setSubtitle(text.random.chance(0.5) ? text.label() : text.message())
        .setTapAction { _ in }.build()
    }
  }
}

extension String {
  /// The string with zeros in front up to `width` characters.
  fileprivate func leftPaddedWithZeros(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
