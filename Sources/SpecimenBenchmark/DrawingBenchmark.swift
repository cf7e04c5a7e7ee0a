import Foundation
import Specimen

/// `specimen-benchmark drawing`: the in-process time of one modal drawing (body, layout and SVG
/// markup, fonts left out), the figure `catalog` prints last, alone and quickly, for A/B runs
/// and for a profiler.
enum DrawingBenchmark {
  static let usage = """
    usage: specimen-benchmark drawing [--runs N]
      times N two-button modal drawings (default 2,000, after 200 untimed) and prints the
      median and p90 in µs: body, layout and SVG markup, compact light, fonts left out
    """

  static func run(_ arguments: [String]) throws {
    var runs = 2_000
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs":
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
          Benchmark.fail(usage)
        }
        runs = value
      case "--help", "-h":
        Benchmark.say(usage)
        return
      default:
        Benchmark.fail(usage)
      }
    }
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    let drawing = DrawingTiming(fonts: resources.fonts, iterations: runs)
    Benchmark.say(
      "modal drawing: median \(String(format: "%.1f", drawing.median)) µs, "
        + "p90 \(String(format: "%.1f", drawing.p90)) µs (\(runs) runs)")
    let environment = Environment.compact.with(theme: .light)
    let statistics = LayoutEngine(fonts: resources.fonts).layoutWithStatistics(
      DrawingTiming.modal.body(in: environment),
      in: Size(width: environment.width, height: environment.height)
    ).statistics
    Benchmark.say(
      "  layout: \(statistics.nodes) nodes, \(statistics.sizeRequests) sizes asked, "
        + "\(statistics.sizesComputed) computed")
    let phases = phaseMedians(fonts: resources.fonts, runs: runs)
    Benchmark.say(
      "  phases, medians: "
        + phases.map { "\($0.name) \(String(format: "%.1f", $0.median)) µs" }.joined(
          separator: ", "))
  }

  /// The median of each step of the same drawing timed on its own: the body, the layout, the
  /// markup tree and its text.
  private static func phaseMedians(fonts: FontBook, runs: Int) -> [(name: String, median: Double)] {
    let engine = LayoutEngine(fonts: fonts)
    let environment = Environment.compact.with(theme: .light)
    let modal = DrawingTiming.modal
    let screen = Size(width: environment.width, height: environment.height)
    let clock = ContinuousClock()
    var times: [[Double]] = Array(repeating: [], count: 4)
    var sink = 0
    for index in 0..<(200 + runs) {
      let start = clock.now
      let body = modal.body(in: environment)
      let bodyDone = clock.now
      let layout = engine.layout(body, in: screen)
      let layoutDone = clock.now
      let svg = SVGRenderer().document(layout, title: "Two buttons", id: "two-buttons", css: "")
      let markupDone = clock.now
      sink &+= MarkupRenderer(syntax: .xml).render(svg).utf8.count
      let renderDone = clock.now
      guard index >= 200 else { continue }
      for (phase, (from, to)) in [
        (start, bodyDone), (bodyDone, layoutDone), (layoutDone, markupDone),
        (markupDone, renderDone),
      ].enumerated() {
        times[phase].append(GenerateCommand.seconds(to - from) * 1e6)
      }
    }
    precondition(sink > 0)
    return zip(["body", "layout", "markup tree", "markup text"], times).map { name, values in
      (name, values.sorted()[values.count / 2])
    }
  }
}
