import SpecimenTestSupport
import XCTest

@testable import Specimen

/// The redline label placer on hand-built drawings: where centring every label on its line
/// collides, it moves labels along, beside, then away with a leader, and reports what finds no
/// place instead of drawing it on top of anything.
final class RedlineLabelPlacementTests: XCTestCase {
  private let bounds = Rect(x: 0, y: 0, width: 200, height: 200)

  /// Labels 6 pt a character, no padding of their own: easy to reason about.
  private func width(_ text: String) -> Double { Double(text.count) * 6 }

  private func height(_ points: Double, x: Double, y: Double, token: String? = nil) -> Distance {
    Distance(
      kind: .height, span: Rect(x: x - 20, y: y, width: 40, height: points), axis: .vertical,
      length: Length(points, token: token))
  }

  private func width(_ points: Double, x: Double, y: Double) -> Distance {
    Distance(
      kind: .width, span: Rect(x: x, y: y - 10, width: points, height: 20), axis: .horizontal,
      length: Length(points))
  }

  private func assertApart(
    _ placement: RedlineLabelPlacement, from texts: [Rect], file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let boxes = placement.labels.map(\.box)
    for (index, box) in boxes.enumerated() {
      XCTAssertTrue(bounds.contains(box, tolerance: 0), "\(box) leaves", file: file, line: line)
      for other in boxes[(index + 1)...] + texts {
        let gap = max(
          box.x - other.maxX, other.x - box.maxX, box.y - other.maxY, other.y - box.maxY)
        XCTAssertGreaterThanOrEqual(
          gap, RedlineLabelPlacement.padding, "\(box) and \(other)", file: file, line: line)
      }
    }
  }

  /// A free label sits centred on its line, as before.
  func testALabelWithRoomIsCentredOnItsLine() {
    let distance = height(44, x: 100, y: 50)
    let placement = RedlineLabelPlacement(
      distances: [distance], avoiding: [], in: bounds, width: width)
    let label = placement.labels[0]
    XCTAssertEqual(label.box, Rect(x: 100 - 6, y: 72 - 6.5, width: 12, height: 13))
    XCTAssertNil(label.leader)
  }

  /// The modal's case: two lines crossing at one point (the button row's height and the
  /// divider between the buttons) put both labels in one place; the longer is placed first
  /// and keeps the centre, the other moves.
  func testTwoLabelsCentredOnOnePointAreSeparated() {
    let tall = height(44, x: 100, y: 50)
    let thin = width(1, x: 99.5, y: 72)
    func centred(_ d: Distance) -> Rect {
      let line = RedlineLabelPlacement.line(of: d)
      let w = width(Redlines.label(d.length))
      return Rect(
        x: (line.x1 + line.x2) / 2 - w / 2, y: (line.y1 + line.y2) / 2 - 6.5, width: w,
        height: 13)
    }
    XCTAssertTrue(RedlineLabelPlacement.crowd(centred(tall), centred(thin)), "naively they collide")
    let placement = RedlineLabelPlacement(
      distances: [thin, tall], avoiding: [], in: bounds, width: width)
    XCTAssertEqual(placement.labels.map(\.distance), [thin, tall], "in the order given")
    XCTAssertEqual(placement.labels[1].box, centred(tall), "the longer keeps its place")
    XCTAssertTrue(placement.unplaced.isEmpty)
    assertApart(placement, from: [])
  }

  /// The bottom modal's case: a row's text sits where the row height's label would; the label
  /// slides along its line off the text.
  func testALabelOverTextSlidesAlongItsLine() {
    let row = height(56, x: 100, y: 40)
    let text = Rect(x: 70, y: 58, width: 60, height: 20)
    let placement = RedlineLabelPlacement(
      distances: [row], avoiding: [text], in: bounds, width: width)
    let box = placement.labels[0].box
    XCTAssertEqual(box.midX, 100, "still on its line")
    XCTAssertTrue(box.maxY <= text.y - 2 || box.y >= text.maxY + 2)
    XCTAssertNil(placement.labels[0].leader)
    assertApart(placement, from: [text])
  }

  /// With its line covered by text from end to end, a label goes beside it; with both sides
  /// covered too, it goes to the nearest free place with a leader line ending on its line.
  func testACoveredLineGetsItsLabelBesideThenWithALeader() {
    let line = width(60, x: 70, y: 100)
    let across = Rect(x: 40, y: 96, width: 120, height: 8)
    let beside = RedlineLabelPlacement(
      distances: [line], avoiding: [across], in: bounds, width: width)
    XCTAssertNil(beside.labels[0].leader)
    XCTAssertEqual(beside.labels[0].box.midX, 100)
    XCTAssertEqual(beside.labels[0].box.maxY, 94, "above the line, clear of the text")
    assertApart(beside, from: [across])

    let block = Rect(x: 40, y: 70, width: 120, height: 60)
    let away = RedlineLabelPlacement(
      distances: [line], avoiding: [block], in: bounds, width: width)
    let label = away.labels[0]
    let leader = try? XCTUnwrap(label.leader)
    XCTAssertEqual(leader?.y1, 100, "the leader starts on the line")
    XCTAssertTrue((70...130).contains(leader?.x1 ?? -1))
    XCTAssertTrue(
      label.box.contains(Rect(x: leader?.x2 ?? -1, y: leader?.y2 ?? -1, width: 0, height: 0)),
      "and ends on the label")
    assertApart(away, from: [block])
  }

  /// Between two lines of text, a label goes where its leader crosses neither, though a free
  /// place across the text is nearer.
  func testALeaderGoesRoundTextRatherThanAcrossIt() throws {
    let line = width(80, x: 60, y: 100)
    let above = Rect(x: 20, y: 80, width: 160, height: 17)
    let below = Rect(x: 20, y: 103, width: 160, height: 17)
    let placement = RedlineLabelPlacement(
      distances: [line], avoiding: [above, below], in: bounds, width: width)
    let label = try XCTUnwrap(placement.labels.first)
    let leader = try XCTUnwrap(label.leader)
    XCTAssertEqual(leader.y1, 100)
    XCTAssertEqual(leader.y2, 100, "level with the line, between the two texts")
    XCTAssertTrue(label.box.maxX <= 18 || label.box.x >= 182, "\(label.box)")
    assertApart(placement, from: [above, below])
  }

  /// A drawing with no free place left: the label is reported, not drawn over the text.
  func testALabelWithNoFreePlaceIsReported() {
    let line = width(60, x: 70, y: 100)
    let everything = Rect(x: 0, y: 0, width: 200, height: 190)
    let placement = RedlineLabelPlacement(
      distances: [line], avoiding: [everything], in: bounds, width: width)
    XCTAssertTrue(placement.labels.isEmpty)
    XCTAssertEqual(placement.unplaced, [line])
  }

  /// The overlay keeps an unplaced label hidden, with the same elements as a shown one.
  func testAnUnplacedLabelIsKeptHiddenNotDrawnOverText() throws {
    let text = LayoutNode(
      frame: Rect(x: 0, y: 0, width: 40, height: 20),
      content: .text(
        TextLayout(
          style: .body, paint: .literal(RGBAColor(red: 0, green: 0, blue: 0)), fontFamily: "x",
          lines: [])))
    let root = LayoutNode(
      frame: Rect(x: 0, y: 0, width: 40, height: 20), content: .group, children: [text],
      distances: [
        Distance(
          kind: .width, span: Rect(x: 0, y: 0, width: 40, height: 20), axis: .horizontal,
          length: Length(40, token: "wide"))
      ])
    XCTAssertEqual(Redlines.placement(for: root).unplaced.count, 1)
    let overlay = MarkupRenderer(syntax: .html).render(try XCTUnwrap(Redlines.overlay(for: root)))
    XCTAssertTrue(overlay.contains(">40 · wide</text>"), overlay)
    XCTAssertTrue(overlay.contains(#"rx="6" visibility="hidden">"#), overlay)
    // Its text, hidden too, in the labels' white group after every pill.
    let labels = try XCTUnwrap(overlay.range(of: ##"<g fill="#FFFFFF">"##), overlay)
    XCTAssertTrue(
      overlay[labels.upperBound...].contains(#"visibility="hidden">40 · wide</text>"#), overlay)
    XCTAssertFalse(overlay[labels.upperBound...].contains("<rect"), overlay)
    XCTAssertFalse(overlay.contains("visibility=\"visible\""), "no label is shown over the text")
  }

  /// A group of equal hairlines is labelled once; a different one, and everything else, is
  /// labelled.
  func testEqualHairlinesAreLabelledOnce() {
    let divider = Length(1, token: "hairline")
    let distances = [
      Distance(
        kind: .height, span: Rect(x: 0, y: 10, width: 100, height: 1), axis: .vertical,
        length: divider),
      Distance(
        kind: .width, span: Rect(x: 50, y: 11, width: 1, height: 44), axis: .horizontal,
        length: divider),
      Distance(
        kind: .height, span: Rect(x: 0, y: 60, width: 100, height: 1), axis: .vertical,
        length: divider),
      Distance(
        kind: .height, span: Rect(x: 0, y: 70, width: 100, height: 0.33), axis: .vertical,
        length: Length(0.33)),
      height(1.5, x: 10, y: 80), height(44, x: 10, y: 90), height(44, x: 60, y: 90),
    ]
    XCTAssertEqual(
      Redlines.labelled(distances),
      [distances[0], distances[3], distances[4], distances[5], distances[6]])
  }

  /// The same input places the same labels: the order is the distances' lengths, then theirs.
  func testPlacementIsDeterministic() {
    let distances = (0..<12).map {
      height(Double(10 + $0 % 3 * 10), x: 100, y: 20 + Double($0) * 3)
    }
    let first = RedlineLabelPlacement(
      distances: distances, avoiding: [], in: bounds, width: width)
    let second = RedlineLabelPlacement(
      distances: distances, avoiding: [], in: bounds, width: width)
    XCTAssertEqual(first, second)
    assertApart(first, from: [])
  }
}

/// The leader search finds a ring's free boxes a straight run at a time; a run flags exactly the
/// boxes that testing each alone rules out (outside the drawing, or crowded), edge cases
/// included: obstacles on a quarter-point grid put many boxes exactly `padding` from one.
final class RedlineLabelObstaclesTests: XCTestCase {
  func testARunFlagsExactlyWhatEachBoxAloneWould() {
    var random = SeededRandom(seed: 21)
    func quarter(_ range: ClosedRange<Double>) -> Double {
      (Double.random(in: range, using: &random) * 4).rounded() / 4
    }
    var checked = 0
    var crowded = 0
    for _ in 0..<300 {
      let bounds = Rect(x: 0, y: 0, width: quarter(40...400), height: quarter(40...400))
      var obstacles = RedlineLabelPlacement.Obstacles(
        (0..<Int.random(in: 0...30, using: &random)).map { _ in
          Rect(
            x: quarter(-40...bounds.width), y: quarter(-40...bounds.height),
            width: quarter(0...120), height: quarter(0...40))
        }, in: bounds)
      for _ in 0..<Int.random(in: 0...5, using: &random) {
        obstacles.insert(
          Rect(
            x: quarter(0...bounds.width), y: quarter(0...bounds.height), width: quarter(10...80),
            height: 13))
      }
      var flags: [Bool] = []
      for _ in 0..<20 {
        let first = Int.random(in: -30...10, using: &random)
        let run = RedlineLabelPlacement.Obstacles.Run(
          horizontal: Bool.random(using: &random), line: 0,
          across: quarter(-20...max(bounds.width, bounds.height)),
          start: quarter(-60...60) + Double.random(in: 0...1, using: &random).rounded(.down) * 0.1,
          step: [2.0, 4.0, 0.75].randomElement(using: &random)!,
          indices: first...(first + Int.random(in: 0...120, using: &random)),
          size: Size(width: quarter(8...110), height: 13))
        obstacles.mark(run, in: bounds, into: &flags)
        XCTAssertEqual(flags.count, run.indices.count)
        for (offset, index) in run.indices.enumerated() {
          let box = run.box(at: index)
          let ruledOut = !bounds.contains(box, tolerance: 0) || obstacles.crowds(box)
          XCTAssertEqual(flags[offset], ruledOut, "\(box) in \(bounds), run \(run)")
          checked += 1
          if ruledOut && bounds.contains(box, tolerance: 0) { crowded += 1 }
        }
      }
    }
    // Enough of both kinds to mean something.
    XCTAssertGreaterThan(checked, 100_000)
    XCTAssertGreaterThan(crowded, 10_000)
  }

  /// A run far outside the drawing is all ruled out, without a cell to read (its boxes' cells
  /// would not be integers).
  func testARunFarOutsideTheDrawingIsRuledOutWhole() {
    let bounds = Rect(x: 0, y: 0, width: 375, height: 812)
    let obstacles = RedlineLabelPlacement.Obstacles(
      [Rect(x: 10, y: 10, width: 50, height: 13)], in: bounds)
    for horizontal in [true, false] {
      let run = RedlineLabelPlacement.Obstacles.Run(
        horizontal: horizontal, line: 0, across: 100, start: -1e25, step: 4, indices: -3...3,
        size: Size(width: 40, height: 13))
      var flags: [Bool] = []
      obstacles.mark(run, in: bounds, into: &flags)
      XCTAssertEqual(flags, Array(repeating: true, count: 7))
    }
  }
}
