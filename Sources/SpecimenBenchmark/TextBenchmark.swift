import Foundation
import Specimen
import SpecimenBuiltIn

/// `specimen-benchmark text`: times laying out and drawing long text in the built-in components'
/// one-line and wrapping slots, and the whole built-in catalog; prints the median of each.
///
/// ```sh
/// swift run -c release specimen-benchmark text            # every case, 5 runs each
/// swift run -c release specimen-benchmark text --runs 3 --max-chars 4000 --filter title
/// ```
///
/// One run of a case is what the site does for one drawing: the component's body, layout, and
/// the SVG markup rendered to text (fonts left out).
enum TextBenchmark {
  struct Case {
    var name: String
    /// Characters of the longest text in the case (0 for the catalog).
    var characters: Int
    var run: @Sendable (LayoutEngine) -> Int
  }

  struct Options {
    var runs = 5
    var maxCharacters = Int.max
    var filter: String?
  }

  static let usage = """
    usage: specimen-benchmark text [--runs N] [--max-chars N] [--filter TEXT]
      --runs N        runs per case (default 5); the median is printed
      --max-chars N   skip cases whose text is longer than N characters
      --filter TEXT   only cases whose name contains TEXT
    """

  /// Runs the cases `arguments` (after `text`) select and prints a line for each.
  static func run(_ arguments: [String]) throws {
    guard let options = parse(arguments) else {
      Benchmark.fail(usage)
    }
    let resources = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    let engine = LayoutEngine(fonts: resources.fonts)
    let cases = allCases().filter {
      $0.characters <= options.maxCharacters
        && (options.filter.map($0.name.contains) ?? true)
    }
    #if DEBUG
      Benchmark.say(
        "note: a debug build; use `swift run -c release specimen-benchmark` for figures")
    #endif
    Benchmark.say(
      "case".padding(toLength: 46, withPad: " ", startingAt: 0) + "   median ms      min ms  runs")
    for benchmark in cases {
      var times: [Double] = []
      for _ in 0..<options.runs {
        let clock = ContinuousClock()
        var size = 0
        let elapsed = clock.measure { size = benchmark.run(engine) }
        precondition(size > 0)
        times.append(milliseconds(elapsed))
      }
      times.sort()
      let median =
        times.count % 2 == 1
        ? times[times.count / 2] : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
      Benchmark.say(
        benchmark.name.padding(toLength: 46, withPad: " ", startingAt: 0)
          + format(median).leftPadded(12) + format(times[0]).leftPadded(12)
          + String(options.runs).leftPadded(6))
    }
  }

  static func allCases() -> [Case] {
    var cases: [Case] = []
    for count in [1_000, 4_000, 10_000] {
      let text = word(count)
      cases.append(
        drawing("modal title: \(count)-char word", count) {
          Modal.Builder().setTitle(text).setMessage("Message").setPositiveButton("OK").build()
        })
    }
    let words = String(repeating: "word ", count: 800)
    cases.append(
      drawing("modal title: \"word \" × 800", words.count) {
        Modal.Builder().setTitle(words).setMessage("Message").setPositiveButton("OK").build()
      })
    let long = word(10_000)
    cases.append(
      drawing("modal button: 10000-char word", 10_000) {
        Modal.Builder().setTitle("Title").setNegativeButton(long).setPositiveButton(long).build()
      })
    cases.append(
      drawing("bottom modal row: 10000-char word", 10_000) {
        BottomModal.Builder().addAction(long).setCancelTitle(long).build()
      })
    cases.append(
      drawing("modal message (wraps): 10000-char word", 10_000) {
        Modal.Builder().setTitle("Title").setMessage(long).setPositiveButton("OK").build()
      })
    let paragraph = String(repeating: "word ", count: 2_000)
    cases.append(
      drawing("modal message (wraps): \"word \" × 2000", paragraph.count) {
        Modal.Builder().setTitle("Title").setMessage(paragraph).setPositiveButton("OK").build()
      })
    cases.append(
      Case(name: "built-in catalog (every drawing)", characters: 0) { engine in
        let catalog = Catalog(
          registry: .builtIn, environments: Environment.defaults, engine: engine)
        return catalog.drawings.count
      })
    return cases
  }

  /// A case drawing `make()` at the compact width, light.
  static func drawing(
    _ name: String, _ characters: Int, _ make: @escaping @Sendable () -> any CatalogComponent
  ) -> Case {
    Case(name: name, characters: characters) { engine in
      let environment = Environment.compact
      let layout = engine.layout(
        make().body(in: environment),
        in: Size(width: environment.width, height: environment.height))
      let svg = SVGRenderer().document(layout, title: name, id: "benchmark", css: "")
      return MarkupRenderer(syntax: .xml).render(svg).utf8.count
    }
  }

  /// A word of `count` letters with no space in it, like a pasted URL or a long compound.
  static func word(_ count: Int) -> String {
    let letters = Array("Donaudampfschifffahrtsgesellschaftskapitän")
    return String((0..<count).map { letters[$0 % letters.count] })
  }

  static func parse(_ arguments: [String]) -> Options? {
    var options = Options()
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--runs":
        guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { return nil }
        options.runs = value
      case "--max-chars":
        guard let value = rest.popFirst().flatMap(Int.init), value >= 0 else { return nil }
        options.maxCharacters = value
      case "--filter":
        guard let value = rest.popFirst() else { return nil }
        options.filter = value
      default:
        return nil
      }
    }
    return options
  }

  static func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
