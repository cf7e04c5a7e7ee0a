/// Where a drawing's redline labels go, as Figma Dev Mode places them: no label box overlaps
/// another or any text of the drawing (with ``padding`` to spare), and every box stays inside the
/// drawing. A pure function of the distances, the boxes to keep clear and the drawing's bounds,
/// all in drawing points (the overlay's user units, so it holds at every scale the page draws).
///
/// Labels are placed one at a time, the longest distance first (ties in drawing order), each at
/// the first free box among its candidates: centred on its dimension line, then shifted along
/// it, then beside it on either side, then at the nearest free place in the drawing with
/// a leader line back to it (one whose leader crosses no text, when there is one up to 40 pt
/// further). A label with no free candidate is left out and listed in
/// ``unplaced``: never drawn on top of anything.
///
/// ```swift
/// let placement = RedlineLabelPlacement(
///   distances: distances, avoiding: textFrames, in: layout.frame, width: Redlines.labelWidth)
/// placement.labels.map(\.box)  // pairwise apart, clear of every text frame
/// ```
package struct RedlineLabelPlacement: Hashable, Sendable {
  /// A placed label.
  package struct Label: Hashable, Sendable {
    /// The distance it names.
    package var distance: Distance
    /// Its text.
    package var text: String
    /// Its pill, in drawing points.
    package var box: Rect
    /// The line from the dimension line to the box, when the box does not touch it.
    package var leader: Segment?
  }

  /// A straight line between two points.
  package struct Segment: Hashable, Sendable {
    /// The first end's x.
    package var x1: Double
    /// The first end's y.
    package var y1: Double
    /// The second end's x.
    package var x2: Double
    /// The second end's y.
    package var y2: Double
  }

  /// A label's height: 9-pt text in a 13-pt pill.
  package static let labelHeight = 13.0
  /// The space kept free between a label box and any other label box or text frame.
  package static let padding = 2.0
  /// The step between candidate positions.
  private static let step = 2.0
  /// The step between the boxes of the leader search.
  private static let leaderStep = 4.0

  /// The labels placed, in the order of the distances given.
  package var labels: [Label]
  /// The distances whose label found no free place, in the order given.
  package var unplaced: [Distance]

  /// Places a label for each of `distances` (its text `Redlines.label(distance.length)`, as wide as
  /// `width` says), clear of `obstacles` and of each other, inside `bounds`.
  package init(
    distances: [Distance], avoiding obstacles: [Rect], in bounds: Rect,
    width: (String) -> Double
  ) {
    let order = distances.indices.sorted {
      let (a, b) = (Self.reach(of: distances[$0]), Self.reach(of: distances[$1]))
      return a != b ? a > b : $0 < $1
    }
    var placed: [Int: Label] = [:]
    var taken = Obstacles(obstacles, in: bounds)
    for index in order {
      let distance = distances[index]
      let text = Redlines.label(distance.length)
      let size = Size(width: width(text), height: Self.labelHeight)
      let box: Rect
      var leader: Segment?
      if let free = Self.firstFreeNearBox(for: distance, size: size, taken: taken, in: bounds) {
        box = free
      } else if let free = Self.firstFreeLeaderBox(
        for: distance, size: size, taken: taken, texts: obstacles, in: bounds)
      {
        box = free
        leader = Self.leader(from: distance, to: free)
      } else {
        continue
      }
      taken.insert(box)
      placed[index] = Label(distance: distance, text: text, box: box, leader: leader)
    }
    labels = distances.indices.compactMap { placed[$0] }
    unplaced = distances.indices.filter { placed[$0] == nil }.map { distances[$0] }
  }

  /// Whether `a` and `b` lie closer than ``padding`` to each other (or overlap).
  package static func crowd(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.maxX + padding && b.x < a.maxX + padding && a.y < b.maxY + padding
      && b.y < a.maxY + padding
  }

  /// The dimension line a distance draws: across its span's middle along its axis; for a corner
  /// radius, the arc's two ends (the top edge's and the leading edge's).
  package static func line(of distance: Distance) -> Segment {
    let span = distance.span
    switch distance.kind {
    case .cornerRadius:
      let r = distance.length.points
      return Segment(x1: span.x, y1: span.y + r, x2: span.x + r, y2: span.y)
    default:
      return distance.axis == .horizontal
        ? Segment(x1: span.x, y1: span.midY, x2: span.maxX, y2: span.midY)
        : Segment(x1: span.midX, y1: span.y, x2: span.midX, y2: span.maxY)
    }
  }

  /// The length that orders placement: a line's length, a corner's radius.
  private static func reach(of distance: Distance) -> Double {
    distance.kind == .cornerRadius
      ? distance.length.points
      : (distance.axis == .horizontal ? distance.span.width : distance.span.height)
  }

  /// The first free box near the line: centred on it, shifted along it, then beside it, clear
  /// of it by 2, 4, 6 or 8 pt, before and after it; a corner's label beside its arc on the top
  /// edge, then under it on the leading edge, moving inwards. Each candidate is tried as it is
  /// made, so a free centre costs one test.
  private static func firstFreeNearBox(
    for distance: Distance, size: Size, taken: Obstacles, in bounds: Rect
  ) -> Rect? {
    func free(centreX x: Double, centreY y: Double) -> Rect? {
      let box = Rect(
        x: x - size.width / 2, y: y - size.height / 2, width: size.width, height: size.height)
      return bounds.contains(box, tolerance: 0) && !taken.crowds(box) ? box : nil
    }
    let line = Self.line(of: distance)
    if distance.kind == .cornerRadius {
      let shifts = stride(from: 0, through: distance.length.points, by: step)
      for shift in shifts {
        if let box = free(centreX: line.x2 + 2 + size.width / 2 + shift, centreY: line.y2 + 7) {
          return box
        }
      }
      for shift in shifts {
        if let box = free(
          centreX: line.x1 + size.width / 2 + shift, centreY: line.y1 + 2 + size.height / 2)
        {
          return box
        }
      }
      return nil
    }
    let horizontal = distance.axis == .horizontal
    let half = horizontal ? (line.x2 - line.x1) / 2 : (line.y2 - line.y1) / 2
    let midX = (line.x1 + line.x2) / 2
    let midY = (line.y1 + line.y2) / 2
    let extent = (horizontal ? size.height : size.width) / 2
    let beside = (1...4).flatMap { step -> [Double] in
      let offset = extent + padding * Double(step)
      return [-offset, offset]
    }
    for across in [0] + beside {
      func freeBox(along: Double) -> Rect? {
        horizontal
          ? free(centreX: midX + along, centreY: midY + across)
          : free(centreX: midX + across, centreY: midY + along)
      }
      // 0, then ±step, ±2 step, … while within half the line.
      if let box = freeBox(along: 0) { return box }
      var offset = step
      while offset <= half + 0.001 {
        if let box = freeBox(along: -offset) ?? freeBox(along: offset) { return box }
        offset += step
      }
    }
    return nil
  }

  /// The leader from the dimension line's point nearest the box to the box's edge, or nil when
  /// the box touches the line.
  private static func leader(from distance: Distance, to box: Rect) -> Segment? {
    let line = Self.line(of: distance)
    let point =
      distance.kind == .cornerRadius
      ? corner(of: distance) : nearest(on: line, to: (box.midX, box.midY))
    let x = min(max(point.x, box.x), box.maxX)
    let y = min(max(point.y, box.y), box.maxY)
    guard abs(x - point.x) > 0.5 || abs(y - point.y) > 0.5 else { return nil }
    return Segment(x1: point.x, y1: point.y, x2: x, y2: y)
  }

  /// Whether `segment` passes through the inside of `box` (Liang–Barsky clipping).
  private static func crosses(_ segment: Segment, _ box: Rect) -> Bool {
    // Most texts lie clear of the segment's bounds: ruled out before clipping.
    guard max(segment.x1, segment.x2) > box.x, min(segment.x1, segment.x2) < box.maxX,
      max(segment.y1, segment.y2) > box.y, min(segment.y1, segment.y2) < box.maxY
    else { return false }
    let dx = segment.x2 - segment.x1
    let dy = segment.y2 - segment.y1
    var enter = 0.0
    var exit = 1.0
    return clip(-dx, segment.x1 - box.x, &enter, &exit)
      && clip(dx, box.maxX - segment.x1, &enter, &exit)
      && clip(-dy, segment.y1 - box.y, &enter, &exit)
      && clip(dy, box.maxY - segment.y1, &enter, &exit)
  }

  /// One edge of ``crosses(_:_:)``'s box: narrows the segment's parameter range `enter`…`exit`
  /// to the edge's inside; false when the segment lies wholly outside it. (A function of its
  /// own, not a closure over the range: a closure that changes what it captures is checked for
  /// exclusive access on every call, most of the test's time.)
  @inline(__always)
  private static func clip(_ p: Double, _ q: Double, _ enter: inout Double, _ exit: inout Double)
    -> Bool
  {
    if p == 0 { return q > 0 }
    let t = q / p
    if p < 0 { enter = max(enter, t) } else { exit = min(exit, t) }
    return enter < exit
  }

  /// Whether `segment` crosses any of `texts`: the one at `lastCrossed` tested first, and
  /// `lastCrossed` set to the one it crosses.
  private static func crossesText(_ segment: Segment, _ texts: [Rect], lastCrossed: inout Int)
    -> Bool
  {
    guard !texts.isEmpty else { return false }
    if crosses(segment, texts[lastCrossed]) { return true }
    for index in texts.indices where index != lastCrossed && crosses(segment, texts[index]) {
      lastCrossed = index
      return true
    }
    return false
  }

  /// The middle of a corner's quarter arc.
  private static func corner(of distance: Distance) -> (x: Double, y: Double) {
    let r = distance.length.points
    let inset = r * (1 - 0.5.squareRoot())
    return (distance.span.x + inset, distance.span.y + inset)
  }

  /// The point of an axis-aligned segment nearest to `point`.
  private static func nearest(on line: Segment, to point: (x: Double, y: Double)) -> (
    x: Double, y: Double
  ) {
    (
      min(max(point.x, min(line.x1, line.x2)), max(line.x1, line.x2)),
      min(max(point.y, min(line.y1, line.y2)), max(line.y1, line.y2))
    )
  }

  /// How far `box` lies from the segment (0 when it touches it).
  private static func gap(_ box: Rect, _ line: Segment) -> Double {
    let dx = max(0, box.x - max(line.x1, line.x2), min(line.x1, line.x2) - box.maxX)
    let dy = max(0, box.y - max(line.y1, line.y2), min(line.y1, line.y2) - box.maxY)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The leader search: the first free box on a grid of ``leaderStep`` around the dimension
  /// line (a corner: around its arc's middle), inside `bounds`, searched ring by ring outwards
  /// (a ring: the boxes whose gap to the line, across or along it, is a step more than the
  /// ring's before it), each ring nearest first, then top to bottom, left to right.
  private static func firstFreeLeaderBox(
    for distance: Distance, size: Size, taken: Obstacles, texts: [Rect], in bounds: Rect
  ) -> Rect? {
    var fallback: (box: Rect, ring: Int)?
    // The text the last leader crossed: the next leaders mostly cross it too, so it is tested
    // first.
    var lastCrossed = 0
    var line = Self.line(of: distance)
    if distance.kind == .cornerRadius {
      let point = corner(of: distance)
      line = Segment(x1: point.x, y1: point.y, x2: point.x, y2: point.y)
    }
    let s = leaderStep
    // Grid column 0 and row 0: the box just touching the line's start; columns up to `columns`
    // and rows up to `rows` still touch it.
    let x0 = min(line.x1, line.x2) - size.width
    let y0 = min(line.y1, line.y2) - size.height
    let columns = Int(((max(line.x1, line.x2) - x0) / s).rounded(.down))
    let rows = Int(((max(line.y1, line.y2) - y0) / s).rounded(.down))
    let rings = Int((max(bounds.width, bounds.height) / s).rounded(.up)) + 1
    // A ring's free boxes: those inside `bounds` that no placed box or text crowds, found a
    // straight run of the grid at a time.
    var ring: [Candidate] = []
    var crowded: [Bool] = []
    for k in 0...rings {
      ring.removeAll(keepingCapacity: true)
      func add(_ run: Obstacles.Run) {
        taken.mark(run, in: bounds, into: &crowded)
        for index in run.indices where !crowded[index - run.indices.lowerBound] {
          let box = run.box(at: index)
          let (row, column) = run.horizontal ? (run.line, index) : (index, run.line)
          ring.append(Candidate(gap: gap(box, line), row: row, column: column, box: box))
        }
      }
      func row(_ row: Int, across span: ClosedRange<Int>) -> Obstacles.Run {
        Obstacles.Run(
          horizontal: true, line: row, across: y0 + Double(row) * s, start: x0, step: s,
          indices: span, size: size)
      }
      func column(_ column: Int, down span: ClosedRange<Int>) -> Obstacles.Run {
        Obstacles.Run(
          horizontal: false, line: column, across: x0 + Double(column) * s, start: y0, step: s,
          indices: span, size: size)
      }
      let ringColumns = -k...(columns + k)
      if k == 0 {
        for number in 0...rows { add(row(number, across: ringColumns)) }
      } else {
        add(row(-k, across: ringColumns))
        add(row(rows + k, across: ringColumns))
        let innerRows = (-k + 1)...(rows + k - 1)
        add(column(-k, down: innerRows))
        add(column(columns + k, down: innerRows))
      }
      // Nearest first, then top to bottom, left to right (a ring's boxes are distinct, so this
      // is one order): the first box in it whose leader crosses no text, else the nearest free
      // box all the same. The first candidate usually has a clear leader, so the nearest few
      // are picked a pass each; past them, one pass keeps the least box with a clear leader
      // (the first in that order), testing only boxes that come before the one kept.
      func precedes(_ a: Candidate, _ b: Candidate) -> Bool {
        a.gap != b.gap ? a.gap < b.gap : a.row != b.row ? a.row < b.row : a.column < b.column
      }
      func isClear(_ box: Rect) -> Bool {
        guard let leader = leader(from: distance, to: box) else { return true }
        return !crossesText(leader, texts, lastCrossed: &lastCrossed)
      }
      var picked = 0
      while picked < min(ring.count, Self.picksOneByOne) {
        var best = picked
        for index in (picked + 1)..<ring.count where precedes(ring[index], ring[best]) {
          best = index
        }
        ring.swapAt(picked, best)
        let box = ring[picked].box
        picked += 1
        if isClear(box) { return box }
        if fallback == nil { fallback = (box, k) }
      }
      var firstClear: Int?
      for index in picked..<ring.count {
        if let kept = firstClear, !precedes(ring[index], ring[kept]) { continue }
        if isClear(ring[index].box) { firstClear = index }
      }
      if let firstClear { return ring[firstClear].box }
      // Ten rings (40 pt) past the first free box, a clear leader is not worth going further.
      if let fallback, k >= fallback.ring + 10 { return fallback.box }
    }
    return fallback?.box
  }

  /// A free box of the leader search, with what orders it in its ring.
  private struct Candidate {
    var gap: Double
    var row: Int
    var column: Int
    var box: Rect
  }

  /// How many of a ring's candidates are picked one by one before one pass over the rest.
  private static let picksOneByOne = 4

  /// The boxes placed so far and the text frames, bucketed in square cells over the drawing
  /// (a box beyond it in the edge cells) so that a candidate is compared with the boxes near it
  /// only. (Internal for its tests.)
  struct Obstacles {
    private static let cell = 32.0
    private let columns: Int
    private let rows: Int
    private var boxes: [Rect] = []
    /// Each cell's last entry (-1: none); an entry names a box and the cell's entry before it,
    /// so the cells are lists in two flat arrays.
    private var heads: [Int32]
    private var entries: [(box: Int32, next: Int32)] = []
    /// Each box's first cell, by box: the column and row of its top left one.
    private var firstCells: [(column: Int32, row: Int32)] = []

    init(_ boxes: [Rect], in bounds: Rect) {
      columns = max(1, Int((bounds.maxX / Self.cell).rounded(.up)))
      rows = max(1, Int((bounds.maxY / Self.cell).rounded(.up)))
      heads = Array(repeating: -1, count: columns * rows)
      for box in boxes { insert(box) }
    }

    mutating func insert(_ box: Rect) {
      boxes.append(box)
      let (left, right, top, bottom) = range(near: box)
      firstCells.append((Int32(left), Int32(top)))
      for y in top...bottom {
        for x in left...right {
          entries.append((Int32(boxes.count - 1), heads[y * columns + x]))
          heads[y * columns + x] = Int32(entries.count - 1)
        }
      }
    }

    /// Whether any box lies closer than ``RedlineLabelPlacement/padding`` to `box`.
    func crowds(_ box: Rect) -> Bool {
      !visitBoxes(in: range(near: box), once: false) { !RedlineLabelPlacement.crowd($0, box) }
    }

    /// A straight run of the leader search's grid: the boxes of `size` whose origins lie at
    /// `start + index × step` along a row (`horizontal`) or a column, for each of `indices`,
    /// and at `across` the other way; `line` is the row's or column's number.
    struct Run {
      var horizontal: Bool
      var line: Int
      var across: Double
      var start: Double
      var step: Double
      var indices: ClosedRange<Int>
      var size: Size

      /// The box at `index`, made as the one-box test makes it.
      func box(at index: Int) -> Rect {
        let along = start + Double(index) * step
        return horizontal
          ? Rect(x: along, y: across, width: size.width, height: size.height)
          : Rect(x: across, y: along, width: size.width, height: size.height)
      }
    }

    /// Sets `crowded` to one flag per index of `run`: true for a box outside `bounds` or that
    /// a box here ``crowds(_:)``. The same comparisons as testing each box alone, in the same
    /// order of operations, but each box here is compared with the run once: the indices it
    /// crowds are a range (its two comparisons along the run each hold on one side), whose
    /// ends are found from an estimate and checked with the comparisons themselves.
    func mark(_ run: Run, in bounds: Rect, into crowded: inout [Bool]) {
      let padding = RedlineLabelPlacement.padding
      let (first, last) = (run.indices.lowerBound, run.indices.upperBound)
      // Plain integer loops, and the flags' storage kept from run to run. Filled through a
      // buffer: appending a repeated element goes element by element through the collection
      // protocols in an unoptimised build (where the tests run), two thirds of a long text's
      // build there.
      let count = run.indices.count
      if crowded.count > count {
        crowded.removeLast(crowded.count - count)
      } else if crowded.count < count {
        crowded.append(contentsOf: [Bool](repeating: false, count: count - crowded.count))
      }
      crowded.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
      let along = run.horizontal ? run.size.width : run.size.height
      let acrossLength = run.horizontal ? run.size.height : run.size.width
      func position(_ index: Int) -> Double { run.start + Double(index) * run.step }
      // Inside the bounds: across once for the run, along for each box.
      let (boundsAcross, boundsAcrossEnd) =
        run.horizontal ? (bounds.y, bounds.maxY) : (bounds.x, bounds.maxX)
      let (boundsAlong, boundsAlongEnd) =
        run.horizontal ? (bounds.x, bounds.maxX) : (bounds.y, bounds.maxY)
      guard run.across >= boundsAcross, run.across + acrossLength <= boundsAcrossEnd else {
        crowded.withUnsafeMutableBufferPointer { $0.update(repeating: true) }
        return
      }
      // The first index at which `holds` (false below it, true from it on), or last + 1.
      func firstHolding(from estimate: Double, _ holds: (Int) -> Bool) -> Int {
        var index =
          estimate.isNaN ? first : Int(min(max(estimate, Double(first)), Double(last + 1)))
        while index > first && holds(index - 1) { index -= 1 }
        while index <= last && !holds(index) { index += 1 }
        return index
      }
      // The boxes inside are a range too (positions grow with the index): found from an
      // estimate, and only the cells near them are read (a box far outside the drawing has no
      // cell to read).
      let insideFirst = firstHolding(from: (boundsAlong - run.start) / run.step) {
        position($0) >= boundsAlong
      }
      let insideEnd = firstHolding(from: (boundsAlongEnd - along - run.start) / run.step + 1) {
        !(position($0) + along <= boundsAlongEnd)
      }
      for index in first..<max(first, min(insideFirst, insideEnd)) {
        crowded[index - first] = true
      }
      for index in max(first, insideEnd)..<(last + 1) {
        crowded[index - first] = true
      }
      guard insideFirst < insideEnd else { return }
      let inside = (first: insideFirst, last: insideEnd - 1)
      // A box that crowds one of the run's is in a cell near that one, so near the run.
      func markCrowded(by box: Rect) {
        let (lower, upper, acrossLower, acrossUpper) =
          run.horizontal
          ? (box.x, box.maxX, box.y, box.maxY) : (box.y, box.maxY, box.x, box.maxX)
        guard acrossLower < run.across + acrossLength + padding,
          run.across < acrossUpper + padding
        else { return }
        // Crowded from the first index whose far edge passes `lower`, up to the last whose
        // near edge is short of `upper`.
        let from = firstHolding(from: ((lower - padding - along - run.start) / run.step)) {
          lower < position($0) + along + padding
        }
        let to =
          firstHolding(from: ((upper + padding - run.start) / run.step)) {
            !(position($0) < upper + padding)
          } - 1
        guard from <= to else { return }
        for index in from...to { crowded[index - first] = true }
      }
      // The first box inside is the top left one, the last the bottom right one.
      let (left, _, top, _) = range(near: run.box(at: inside.first))
      let (_, right, _, bottom) = range(near: run.box(at: inside.last))
      _ = visitBoxes(in: (left, right, top, bottom), once: true) { box in
        markCrowded(by: box)
        return true
      }
    }

    /// Calls `body` with each box in the cells `cells` (left, right, top, bottom) name, until
    /// it returns false: a box once per cell it is in, or, `once`, only in the first of those
    /// cells it is in (its own first cell, or the range's first row or column). Whether `body`
    /// never returned false.
    @inline(__always)
    private func visitBoxes(
      in cells: (Int, Int, Int, Int), once: Bool, _ body: (Rect) -> Bool
    ) -> Bool {
      let (left, right, top, bottom) = cells
      return boxes.withUnsafeBufferPointer { boxes in
        firstCells.withUnsafeBufferPointer { firstCells in
          entries.withUnsafeBufferPointer { entries in
            heads.withUnsafeBufferPointer { heads in
              for y in top...bottom {
                for x in left...right {
                  var entry = heads[y * columns + x]
                  while entry >= 0 {
                    let index = Int(entries[Int(entry)].box)
                    entry = entries[Int(entry)].next
                    if once {
                      let cell = firstCells[index]
                      guard x == max(left, Int(cell.column)), y == max(top, Int(cell.row)) else {
                        continue
                      }
                    }
                    guard body(boxes[index]) else { return false }
                  }
                }
              }
              return true
            }
          }
        }
      }
    }

    /// The columns and rows of the cells `box`, grown by the padding, touches.
    private func range(near box: Rect) -> (Int, Int, Int, Int) {
      let padding = RedlineLabelPlacement.padding
      func column(_ x: Double) -> Int {
        min(max(Int((x / Self.cell).rounded(.down)), 0), columns - 1)
      }
      func row(_ y: Double) -> Int { min(max(Int((y / Self.cell).rounded(.down)), 0), rows - 1) }
      return (
        column(box.x - padding), column(box.maxX + padding), row(box.y - padding),
        row(box.maxY + padding)
      )
    }
  }
}
