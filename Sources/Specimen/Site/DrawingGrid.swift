import Foundation

/// How a component page arranges one variant's drawings: one group per environment (its drawing
/// in each appearance side by side, or one above the other when the screen is wider than tall
/// and that fills the row better), groups packed into rows that each fill the panel's width.
///
/// Pure and deterministic. The rows are chosen for a nominal panel (a 1280-px window) by
/// dynamic programming over the environments in their order: each row's cost is the panel area
/// it leaves empty plus a penalty for drawing far from the nominal scale. The page's CSS then
/// grows each group in proportion to its width in points, so every drawing of a row shows at
/// the same scale and the row fills the panel at any window width; at a phone width the rows
/// become a single column (see `Templates/site.css`). The page shows these rows when its size
/// control is on Fit; at 0.5×, 1× (the default) and 2× the same groups flow at that size.
struct DrawingGrid: Equatable, Sendable {
  /// An environment's drawings (one per appearance), and how they are arranged.
  struct Group: Equatable, Sendable {
    /// The index of the environment in the catalog's order.
    var environment: Int
    /// One above the other (true) or side by side (false).
    var stacked: Bool
  }

  /// The measures the rows are chosen for, in CSS px (the stylesheet uses the same gaps).
  struct Metrics: Equatable, Sendable {
    /// The panel's inner width: a 1280-px window less the sidebar (232 px), the page's and the
    /// panel's padding (see `Templates/site.css`).
    var panelWidth = 1280.0 - 232 - 2 * 32 - 2 * 20
    /// Between two environments' groups.
    var groupGap = 24.0
    /// Between two drawings of a group.
    var pairGap = 12.0
    /// The drawings a group holds: one per appearance (light and dark, and both at increased
    /// contrast when the design system has them).
    var drawingsPerGroup = 2
    /// A figure caption's height (two lines of 12-px text and its margin).
    var captionHeight = 44.0
    /// The scale a row's drawings are aimed at (points to px).
    var nominalScale = 0.5
    /// Never drawn larger than this: a row that would be is left narrower than the panel.
    var maximumScale = 1.0
    /// A row of two or more groups is never drawn smaller than this.
    var minimumScale = 0.25
    /// How much a row's deviation from the nominal scale weighs against the area it leaves
    /// empty: the penalty is `scaleWeight × ln(scale / nominalScale)²` of the row's area.
    var scaleWeight = 0.3
    /// The most groups a row may hold.
    var maximumGroupsPerRow = 6
  }

  /// A row: its groups, and the scale and height they have at the nominal panel width.
  struct Row: Equatable, Sendable {
    /// The groups, in the environments' order.
    var groups: [Group]
    /// Points to px at the nominal panel width.
    var scale: Double
    /// The row's height in px at the nominal panel width (drawings and captions).
    var height: Double
    /// The share of the row's panel area that no drawing or caption covers.
    var emptyFraction: Double
  }

  /// The rows, top to bottom; together they hold every environment once, in order.
  var rows: [Row]

  /// The arrangement for screens of `sizes` (width and height in points), in their order.
  init(sizes: [Size], metrics: Metrics = Metrics()) {
    let count = sizes.count
    // best[i]: the cheapest arrangement of sizes[i...] (cost, rows).
    var best: [(cost: Double, rows: [Row])?] = Array(repeating: nil, count: count + 1)
    best[count] = (0, [])
    for start in stride(from: count - 1, through: 0, by: -1) {
      var choice: (cost: Double, rows: [Row])?
      for end in (start + 1)...min(count, start + metrics.maximumGroupsPerRow) {
        guard let rest = best[end] else { continue }
        let width = end - start
        for pattern in 0..<(1 << width) {
          let groups = (start..<end).map {
            Group(environment: $0, stacked: pattern & (1 << ($0 - start)) != 0)
          }
          guard let (row, cost) = Self.evaluate(groups, sizes: sizes, metrics: metrics) else {
            continue
          }
          let total = cost + rest.cost
          if choice == nil || total < choice!.cost - 1e-9 {
            choice = (total, [row] + rest.rows)
          }
        }
      }
      best[start] = choice
    }
    rows = best[0]?.rows ?? []
  }

  /// The row `groups` make at the nominal panel width and its cost, or nil when a row of
  /// several groups would be drawn below the minimum scale.
  private static func evaluate(_ groups: [Group], sizes: [Size], metrics: Metrics) -> (
    Row, cost: Double
  )? {
    let grow = groups.reduce(0.0) { $0 + width(of: $1, sizes: sizes, metrics: metrics) }
    let fixed =
      Double(groups.count - 1) * metrics.groupGap
      + Double(groups.filter { !$0.stacked }.count) * gaps(metrics)
    let fitting = (metrics.panelWidth - fixed) / grow
    guard fitting >= metrics.minimumScale || groups.count == 1 else { return nil }
    let scale = max(min(fitting, metrics.maximumScale), .leastNonzeroMagnitude)
    var covered = 0.0
    var height = 0.0
    var boxes: [(width: Double, height: Double)] = []
    for group in groups {
      let size = sizes[group.environment]
      let figure = (width: size.width * scale, height: size.height * scale + metrics.captionHeight)
      let count = Double(metrics.drawingsPerGroup)
      covered += count * figure.width * figure.height
      let box =
        group.stacked
        ? (width: figure.width, height: count * figure.height + gaps(metrics))
        : (width: count * figure.width + gaps(metrics), height: figure.height)
      boxes.append(box)
      height = max(height, box.height)
    }
    let area = metrics.panelWidth * height
    let empty = max(0, area - covered)
    let deviation = log(scale / metrics.nominalScale)
    let cost = empty + metrics.scaleWeight * deviation * deviation * area
    return (
      Row(groups: groups, scale: scale, height: height, emptyFraction: empty / area), cost
    )
  }

  /// A group's share of its row's width, in points: its drawing's width, times the drawings
  /// it holds when side by side. The page's CSS grows each group by this.
  static func width(of group: Group, sizes: [Size], metrics: Metrics) -> Double {
    let width = sizes[group.environment].width
    return group.stacked ? width : Double(metrics.drawingsPerGroup) * width
  }

  /// The gaps between a group's drawings, in px: one fewer than the drawings.
  static func gaps(_ metrics: Metrics) -> Double {
    Double(max(0, metrics.drawingsPerGroup - 1)) * metrics.pairGap
  }
}
