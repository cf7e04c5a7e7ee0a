import Foundation
import Specimen
import SpecimenBuiltIn

/// The time one drawing takes in process: a typical two-button modal at the compact width,
/// light, from its body through layout to the SVG markup as text (fonts left out, as the
/// `text` cases), timed one by one after a warm-up with one engine, as the site uses one.
struct DrawingTiming {
  /// Microseconds, sorted.
  let times: [Double]

  var median: Double { times[times.count / 2] }
  var p90: Double { times[times.count * 9 / 10] }

  /// The drawing timed: a two-button modal.
  static let modal = Modal.Builder()
    .setTitle("Delete this photo?")
    .setMessage("It will be removed from all your devices.")
    .setNegativeButton("Cancel")
    .setPositiveButton("Delete")
    .build()

  /// Times `iterations` drawings after `warmUp` untimed ones.
  init(fonts: FontBook, warmUp: Int = 200, iterations: Int = 2_000) {
    let engine = LayoutEngine(fonts: fonts)
    let environment = Environment.compact.with(theme: .light)
    let modal = Self.modal
    let clock = ContinuousClock()
    var sink = 0
    var times: [Double] = []
    times.reserveCapacity(iterations)
    for index in 0..<(warmUp + iterations) {
      let started = clock.now
      let layout = engine.layout(
        modal.body(in: environment),
        in: Size(width: environment.width, height: environment.height))
      let svg = SVGRenderer().document(layout, title: "Two buttons", id: "two-buttons", css: "")
      sink &+= MarkupRenderer(syntax: .xml).render(svg).utf8.count
      let elapsed = clock.now - started
      if index >= warmUp { times.append(GenerateCommand.seconds(elapsed) * 1e6) }
    }
    precondition(sink > 0)
    self.times = times.sorted()
  }
}
