import SpecimenCore

extension ComponentEntry {
  /// The container cell's catalog page (seeds 002 and 003): sample cards and a wrapped retry
  /// view as cells.
  public static let containerCell = ComponentEntry(
    id: "container-cell", name: "Container cell",
    summary:
      "Any component's content wrapped as a list cell or a grid cell with no extra code: the "
      + "cell adds its background and margin, the content sizes the cell in a list, and a grid "
      + "rule of columns and proportions sizes it in a grid.",
    rules: { ContainerCollection.rules(in: $0) },
    findings: ContainerCollection.findings,
    variants: [
      Variant(
        id: "albums", title: "Sample cards",
        summary:
          "Six sample cards: a list of rows in compact-width portrait, a grid of tiles in "
          + "landscape and at regular width.",
        component: ContainerCollection.Builder()
          .setTitle("Albums")
          .setItems(ContainerCollection.albums)
          .setSelectAction { _ in }
          .build()),
      Variant(
        id: "albums-safe-area", title: "Sample cards, clear of the side insets (a fix)",
        summary:
          "Not the current code: the same cards with the left and right insets counted from the "
          + "safe area, so in landscape on an iPhone no cell reaches under the sensor housing.",
        component: ContainerCollection.Builder()
          .setTitle("Albums")
          .setItems(ContainerCollection.albums)
          .setInsetsFromSafeArea(true)
          .setSelectAction { _ in }
          .build()),
      Variant(
        id: "korean", title: "Korean cards",
        summary: "The same cards with Hangul titles, drawn with the bundled Hangul face.",
        component: ContainerCollection.Builder()
          .setTitle("앨범")
          .setItems([
            card("seoul.jpg", "서울의 봄", "사진 128장 · 24년 4월"),
            card("jeju.jpg", "제주도 가족 여행", "사진 64장 · 23년 8월"),
            card("busan.jpg", "부산 바다", "사진 37장 · 23년 7월"),
            card("gyeongju.jpg", "경주 불국사", "사진 21장 · 22년 10월"),
          ])
          .setSelectAction { _ in }
          .build()),
      Variant(
        id: "wrapped-retry", title: "Wrapping another component",
        summary:
          "A retry view's content as one cell among sample cards (an album that failed to "
          + "load), with no cell code of its own.",
        component: ContainerCollection.Builder()
          .setTitle("Albums")
          .setItems(
            Array(ContainerCollection.albums.prefix(3))
              + [
                RetryView.Builder()
                  .setTitle("Couldn’t load “Iceland”.")
                  .setRetryAction { _ in }
                  .build()
              ] + Array(ContainerCollection.albums.suffix(2))
          )
          .setSelectAction { _ in }
          .build()),
    ])

  private static func card(_ image: String, _ title: String, _ subtitle: String) -> SampleCard {
    SampleCard.sample(image: image, title: title, subtitle: subtitle)
  }
}

extension ContainerCollection {
  /// The sample albums the catalog shows.
  static let albums: [SampleCard] = [
    ("lisbon.jpg", "Lisbon", "48 photos · May 2024"),
    ("kyoto.jpg", "Kyoto in autumn", "112 photos · Nov 2023"),
    ("patagonia.jpg", "Patagonia", "86 photos · Mar 2023"),
    ("iceland.jpg", "Iceland ring road", "203 photos · Jun 2022"),
    ("family.jpg", "Family", "1,024 photos"),
    ("screenshots.png", "Screenshots", "319 items"),
  ].map { image, title, subtitle in
    SampleCard.sample(image: image, title: title, subtitle: subtitle)
  }

  /// What the seed's code leaves to UIKit that the drawings show, for the design-system team.
  static let findings = [sideInsetFinding, scrollFinding, wrappedContentFinding]

  /// The grid in landscape reaches under the sensor housing: seed 003's grid measures the
  /// collection view's bounds, and `contentInsetAdjustmentBehavior` `.automatic` adjusts a
  /// vertically scrolling collection view only at the top and bottom; the fix adds its
  /// `safeAreaInsets` (for a flow layout, `sectionInsetReference = .fromSafeArea`).
  static let sideInsetFinding =
    "In landscape on an iPhone the cells start 16 pt from the screen’s edges, inside the 44-pt "
    + "side safe-area insets, under the sensor housing and the rounded corners: the grid "
    + "measures the whole scrolling area, and the system keeps a vertically scrolling list clear of "
    + "the safe area only at the top and bottom. Keeping the cells clear takes the side "
    + "safe-area insets added to the grid’s left and right insets (for a standard grid "
    + "layout, one setting: section insets measured from the safe area)."

  /// Scroll content runs under the home indicator.
  static let scrollFinding =
    "Rows that do not fit run on past the screen’s bottom edge and under the home indicator, "
    + "as the content of any scroll view at its top does: the bottom content inset stops the "
    + "last row above the home indicator only once the list is scrolled to its end."

  /// A wrapped retry view's title can be wider than its cell.
  static let wrappedContentFinding =
    "A wrapped component keeps its own layout in a cell: the retry view’s labels have no "
    + "width limit, so a title wider than the cell runs past the cell’s sides (“Wrapping "
    + "another component” in a 183-pt grid item on an iPhone in landscape)."

  /// The page's rules: the list/grid rule and its metrics, from `design` and the tokens in
  /// force (seed 003's `GridMetrics`), then what it computes at each environment drawn (and,
  /// when none of them is one, at the first regular-width portrait environment turned to
  /// landscape, where the ratio turns).
  static func rules(design: Design = Design(), in environments: [Environment]) -> [String] {
    let environment = environments.tokensInForce
    let reference = GridMetrics.referenceItem
    let (width, height) = (
      BuiltInRuleText.number(reference.width), BuiltInRuleText.number(reference.height)
    )
    let insets =
      design.insets.map(BuiltInRuleText.insets)
      ?? "\(RuleText.spacing(Spacing.inset, in: environment)) on every side"
    let spacing =
      design.spacing.map { RuleText.points(Length($0)) }
      ?? RuleText.spacing(Spacing.inset, in: environment)
    var computed = environments.map { describe($0, design: design) }
    let isLandscape = { (environment: Environment) in environment.width > environment.height }
    let regular = environments.filter { $0.horizontalSizeClass == .regular }
    if !regular.contains(where: isLandscape), var turned = regular.first {
      (turned.width, turned.height) = (turned.height, turned.width)
      turned.displayName += " in landscape"
      computed.append(describe(turned, design: design, note: ", not drawn (ratio reversed)"))
    }
    return [
      "Compact width in portrait → list: one column, each cell as tall as its content. "
        + "Anywhere else (landscape at either width, or regular width) → the grid.",
      "Grid columns: 2 in compact-width portrait (where this component shows the list "
        + "instead; the grid rule alone would still give 2 columns there), else 3 when the "
        + "container’s longer side is under "
        + "\(RuleText.points(Length(GridMetrics.smallScreenLongerSide))), else 4. The container is the "
        + "scrolling area, as large as the screen.",
      // Item width = (container width − left and right insets − spacing × (columns − 1)) /
      // columns; height = width × 195 / 161.
      "Grid items share the container's width equally, once the left and right insets and the "
        + "spacing between columns are taken off; each is \(height) pt tall for every \(width) pt "
        + "of width, the ratio reversed (\(width) pt tall for every \(height) pt) in "
        + "regular-width landscape.",
      "Insets: \(insets); spacing: \(spacing) across and down; cells have a "
        + "\(RuleText.points(design.cell.contentInset)) margin and "
        + "\(RuleText.radius(design.cell.cornerRadius, in: environment)) corners.",
      "Clear of the side insets (a fix, not the current code): the left and right insets count "
        + "from the safe area, so the grid’s width is the scrolling area’s less the side "
        + "safe-area insets as well.",
      "The scrolling area fills the screen under the navigation bar, scrolled to its top. "
        + "The system’s automatic content inset starts the cells below the status bar and the bar, "
        + "and stops the end of the list above the home indicator; it adds nothing at the "
        + "sides, so the insets count from the screen’s edges, not from the safe area.",
    ] + computed
  }

  /// What the arrangement computes on the full screen of `environment` (tokens in force).
  private static func describe(_ environment: Environment, design: Design, note: String = "")
    -> String
  {
    let arrangement = CellArrangement.for(
      environment, insets: design.insets(in: environment),
      spacing: design.spacing(in: environment))
    let top = contentInsets(in: environment).top.points + design.insets(in: environment).top.points
    return "\(RuleText.environment(environment))\(note) → \(arrangement.summary); first row at "
      + "y = \(RuleText.points(Length(top)))."
  }
}
