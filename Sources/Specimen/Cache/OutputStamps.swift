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
  /// file twice).
  init?(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count >= 3, lines[0] == Substring(Self.header), lines.last == "",
      lines[1].hasPrefix("output "), lines[1].count > "output ".count
    else { return nil }
    let output = String(lines[1].dropFirst("output ".count))
    lines.removeLast()
    var components: [ComponentID: Component] = [:]
    var open: ComponentID?
    // The open component's paths, so a repeated one is found without a search of its files.
    var paths: Set<Substring> = []
    for line in lines.dropFirst(2) {
      let fields = line.split(separator: " ", maxSplits: 6, omittingEmptySubsequences: false)
      switch fields.first {
      case "component":
        guard fields.count == 3, ComponentID.isValid(String(fields[1])), !fields[2].isEmpty
        else { return nil }
        let id = ComponentID(stringLiteral: String(fields[1]))
        guard components[id] == nil else { return nil }
        components[id] = Component(key: String(fields[2]), files: [])
        open = id
        paths.removeAll(keepingCapacity: true)
      case "file":
        guard fields.count == 7, let id = open, let device = UInt64(fields[1]),
          let inode = UInt64(fields[2]), let size = Int(fields[3]), size >= 0,
          let modified = Int64(fields[4]), let changed = Int64(fields[5]), !fields[6].isEmpty
        else { return nil }
        guard paths.insert(fields[6]).inserted else { return nil }
        components[id]!.files.append(
          File(
            path: String(fields[6]),
            stamp: FileStamp(
              device: device, inode: inode, size: size, modified: modified, changed: changed)))
      default:
        return nil
      }
    }
    self.init(output: output, components: components)
  }
}
