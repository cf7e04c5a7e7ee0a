import Foundation

/// Where the last run's output keeps each cached component's files: `output.stamps` in the
/// rerun cache folder, written by ``RerunCacheWriter/recordStamps(_:)`` once the new site is in
/// place, read by ``RerunCacheLoader``. For each component, the key its files were made under
/// and each file's path and ``FileStamp``. A rerun whose key for the component is that one, and
/// whose output files all still have their stamps, links them into the new site unread
/// (``Site/PreviousFile``); any other difference, or a damaged file, and the component's bytes are
/// read from the cache as before.
///
/// The text, one line each, numbers in decimal:
///
/// ```
/// specimen-output-stamps 1
/// output /home/me/app/Output
/// component modal 3f0c…
/// file 2049 1835021 40213 1764479523123456789 1764479523223456789 svg/modal/korean.svg
/// ```
///
/// (`output` is the output folder's real path; `file` gives the device, inode, size,
/// modification and change times, then the path in the site.)
package struct OutputStamps: Sendable, Equatable {
  /// Its name in the cache folder.
  package static let fileName = "output.stamps"
  /// Its first line.
  static let header = "specimen-output-stamps 1"

  /// One component's files as the output holds them.
  package struct Component: Sendable, Equatable {
    /// The key they were made under.
    package var key: String
    /// Each file, in the cache record's order.
    package var files: [File]
  }

  /// One file: its path in the site and its stamp.
  package struct File: Sendable, Equatable {
    /// Its path in the site.
    package var path: String
    /// Its stamp.
    package var stamp: FileStamp
  }

  /// The real path of the output folder the files are in.
  package var output: String
  /// The stamps, by component.
  package var components: [ComponentID: Component]

  /// Stamps of `components`, in the output folder at the real path `output`.
  package init(output: String, components: [ComponentID: Component] = [:]) {
    self.output = output
    self.components = components
  }

  /// The stamps of the components in `current` (each one's key and file paths) all of whose
  /// files have one in `stamps`, by path, in the output folder at the real path `output`.
  init(
    current: [ComponentID: (key: String, paths: [String])], stamps: [String: FileStamp],
    output: String
  ) {
    var components: [ComponentID: Component] = [:]
    for (id, component) in current {
      let files = component.paths.compactMap { path in
        stamps[path].map { File(path: path, stamp: $0) }
      }
      if files.count == component.paths.count {
        components[id] = Component(key: component.key, files: files)
      }
    }
    self.init(output: output, components: components)
  }

  /// The file's bytes: components sorted by id, their files in order.
  var data: Data {
    var text = Self.header + "\noutput " + output + "\n"
    for id in components.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      let component = components[id]!
      text += "component \(id.rawValue) \(component.key)\n"
      for file in component.files {
        let stamp = file.stamp
        text +=
          "file \(stamp.device) \(stamp.inode) \(stamp.size) \(stamp.modified) \(stamp.changed) "
          + file.path + "\n"
      }
    }
    return Data(text.utf8)
  }

  /// The stamps in `data`, or nil when it is not such a file (another format, no output folder,
  /// a line that does not read, a component twice, a file outside a component, or a component's
  /// file twice). Read byte by byte (a large site's file has a line for each of its tens of
  /// thousands of files, read before a rerun can start); text that is not UTF-8 is read as
  /// `String(decoding:as:)` repairs it.
  init?(_ data: Data) {
    let read = data.withUnsafeBytes { bytes -> OutputStamps? in
      var lines = Lines(bytes: bytes)
      guard let header = lines.next(), header.elementsEqual(Self.header.utf8),
        let outputLine = lines.next(), outputLine.starts(with: "output ".utf8),
        outputLine.count > "output ".utf8.count
      else { return nil }
      let output = String(decoding: outputLine.dropFirst("output ".utf8.count), as: UTF8.self)
      var components: [ComponentID: Component] = [:]
      var open: ComponentID?
      // The open component's paths, so a repeated one is found without a search of its files.
      var paths: Set<String> = []
      while let line = lines.next() {
        let fields = line.split(separator: 0x20, maxSplits: 6, omittingEmptySubsequences: false)
        switch fields.first.map({ String(decoding: $0, as: UTF8.self) }) {
        case "component":
          guard fields.count == 3, !fields[2].isEmpty else { return nil }
          let name = String(decoding: fields[1], as: UTF8.self)
          guard ComponentID.isValid(name) else { return nil }
          let id = ComponentID(stringLiteral: name)
          guard components[id] == nil else { return nil }
          components[id] = Component(key: String(decoding: fields[2], as: UTF8.self), files: [])
          open = id
          paths.removeAll(keepingCapacity: true)
        case "file":
          guard fields.count == 7, let id = open, let device = Self.number(fields[1]),
            let inode = Self.number(fields[2]), let size = Self.number(fields[3]),
            size <= UInt64(Int.max), let modified = Self.signed(fields[4]),
            let changed = Self.signed(fields[5]), !fields[6].isEmpty
          else { return nil }
          let path = String(decoding: fields[6], as: UTF8.self)
          guard paths.insert(path).inserted else { return nil }
          components[id]!.files.append(
            File(
              path: path,
              stamp: FileStamp(
                device: device, inode: inode, size: Int(size), modified: modified,
                changed: changed)))
        default:
          return nil
        }
      }
      // Every line ends with a line feed: text after the last one is a file cut short.
      guard lines.isAtEnd else { return nil }
      return OutputStamps(output: output, components: components)
    }
    guard let read else { return nil }
    self = read
  }

  /// The lines of a file's bytes, each without its line feed; after the last line feed,
  /// ``isAtEnd`` says whether anything follows it.
  private struct Lines {
    let bytes: UnsafeRawBufferPointer
    var start = 0

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Whether every byte was in a line that ended with a line feed.
    var isAtEnd: Bool { start == bytes.count }

    /// The next line that ends with a line feed, or nil when none is left.
    mutating func next() -> UnsafeRawBufferPointer.SubSequence? {
      guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
      defer { start = end + 1 }
      return bytes[start..<end]
    }
  }

  /// The decimal number `digits` spells (an optional `+`, then digits, as `UInt64(_:)` reads
  /// it), or nil when it spells none or one past `UInt64.max`.
  private static func number(_ digits: UnsafeRawBufferPointer.SubSequence) -> UInt64? {
    var rest = digits[...]
    if rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
    guard !rest.isEmpty else { return nil }
    var value: UInt64 = 0
    for byte in rest {
      guard (0x30...0x39).contains(byte) else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, carry) = times.addingReportingOverflow(UInt64(byte - 0x30))
      guard !overflow, !carry else { return nil }
      value = sum
    }
    return value
  }

  /// The signed decimal number `digits` spells, as `Int64(_:)` reads it, or nil.
  private static func signed(_ digits: UnsafeRawBufferPointer.SubSequence) -> Int64? {
    guard digits.first == UInt8(ascii: "-") else {
      return number(digits).flatMap { $0 <= UInt64(Int64.max) ? Int64($0) : nil }
    }
    let magnitude = digits.dropFirst()
    guard magnitude.first != UInt8(ascii: "+"), let value = number(magnitude),
      value <= UInt64(Int64.max) + 1
    else { return nil }
    return value == UInt64(Int64.max) + 1 ? Int64.min : -Int64(value)
  }
}
