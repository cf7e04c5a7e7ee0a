import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a generated site's bytes are: SVG drawings (embedded font data and the rest), HTML
/// pages (font data, inline drawings and the rest), layout records and everything else.
struct OutputBreakdown {
  /// Bytes of a kind of file and how many such files there are.
  struct Part {
    var files = 0
    var bytes = 0
  }

  var svg = Part()
  /// Bytes of `data:font/…` URLs in SVG files.
  var svgFontData = 0
  var html = Part()
  /// Bytes of `data:font/…` URLs in HTML pages (inline drawings' included).
  var htmlFontData = 0
  /// Bytes of inline `<svg>…</svg>` drawings in HTML pages, their font data left out.
  var htmlDrawings = 0
  var layout = Part()
  var other = Part()

  var files: Int { svg.files + html.files + layout.files + other.files }
  var bytes: Int { svg.bytes + html.bytes + layout.bytes + other.bytes }

  /// Reads every file under `folder`.
  init(of folder: URL) throws {
    for path in try Self.files(under: folder) {
      let data = try Data(contentsOf: folder.appendingPathComponent(path), options: .alwaysMapped)
      if path.hasSuffix(".svg") {
        svg.add(data.count)
        svgFontData += data.withUnsafeBytes { Self.fontData(in: $0, 0..<$0.count) }
      } else if path.hasSuffix(".html") {
        html.add(data.count)
        data.withUnsafeBytes { bytes in
          htmlFontData += Self.fontData(in: bytes, 0..<bytes.count)
          for drawing in Self.drawings(in: bytes) {
            htmlDrawings += drawing.count - Self.fontData(in: bytes, drawing)
          }
        }
      } else if path.hasPrefix("layout/") && path.hasSuffix(".json") {
        layout.add(data.count)
      } else {
        other.add(data.count)
      }
    }
  }

  /// The paths of the regular files under `folder`, relative to it, sorted.
  static func files(under folder: URL) throws -> [String] {
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().path
    guard let enumerator = FileManager.default.enumerator(atPath: base) else {
      throw BenchmarkError("\(folder.path): cannot list its files")
    }
    var paths: [String] = []
    while let path = enumerator.nextObject() as? String {
      var info = stat()
      if lstat(base + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        paths.append(path)
      }
    }
    return paths.sorted()
  }

  static func fontData(in bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
    var total = 0
    var start = range.lowerBound
    while let url = find("data:font/", in: bytes, start..<range.upperBound) {
      let end = find(")", in: bytes, url..<range.upperBound) ?? range.upperBound
      total += end - url
      start = end
    }
    return total
  }

  /// The byte ranges of the outermost `<svg`…`</svg>` elements in `bytes`.
  static func drawings(in bytes: UnsafeRawBufferPointer) -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var position = 0
    while let open = find("<svg", in: bytes, position..<bytes.count) {
      var depth = 1
      var cursor = open + 4
      while depth > 0 {
        guard let close = find("</svg>", in: bytes, cursor..<bytes.count) else {
          return ranges  // not well formed: count what was whole
        }
        let inner = find("<svg", in: bytes, cursor..<close)
        if let inner {
          depth += 1
          cursor = inner + 4
        } else {
          depth -= 1
          cursor = close + 6
        }
      }
      ranges.append(open..<cursor)
      position = cursor
    }
    return ranges
  }

  /// Where `needle` first occurs in `range` of `bytes`.
  static func find(_ needle: StaticString, in bytes: UnsafeRawBufferPointer, _ range: Range<Int>)
    -> Int?
  {
    let count = needle.utf8CodeUnitCount
    guard let base = bytes.baseAddress, range.count >= count else { return nil }
    let first = Int32(needle.utf8Start.pointee)
    var start = range.lowerBound
    let last = range.upperBound - count  // the last position a match can start at
    while start <= last {
      guard let found = memchr(base + start, first, last - start + 1) else { return nil }
      let position = base.distance(to: UnsafeRawPointer(found))
      if memcmp(found, needle.utf8Start, count) == 0 { return position }
      start = position + 1
    }
    return nil
  }
}

extension OutputBreakdown.Part {
  fileprivate mutating func add(_ count: Int) {
    files += 1
    bytes += count
  }
}
