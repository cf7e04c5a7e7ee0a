import Foundation

/// Reads a fonts folder's `fonts.json`: which file holds which family and weight, the default
/// family, and the fallback families in order.
///
/// ```json
/// {
///   "defaultFamily": "Inter",
///   "faces": [{ "file": "Inter-Regular.ttf", "family": "Inter", "weight": "regular" }],
///   "fallback": [{ "file": "SpecimenHangul-Regular.ttf", "family": "Specimen Hangul", "weight": 400 }]
/// }
/// ```
///
/// A weight is a ``FontWeight`` name (any letter case) or a CSS number 100…900; a file is
/// resolved against the folder of `fonts.json`.
enum FontListFile {
  static let topKeys = ["defaultFamily", "faces", "fallback"]
  static let faceKeys = ["file", "family", "weight"]

  /// Parses `data`, the contents of the file at `url`.
  static func parse(_ data: Data, at url: URL) throws(ResourceError) -> FontSources {
    let path = url.path
    func fail(_ place: String, _ problem: String, _ fix: String) -> ResourceError {
      ResourceError(path: path, problem: place.isEmpty ? problem : "\(place): \(problem)", fix: fix)
    }
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      throw fail(
        "", "is not valid JSON" + (detail.map { " (\($0))" } ?? ""),
        "correct the JSON syntax (see Templates/Fonts/README.md)")
    }
    guard let top = json as? [String: Any] else {
      throw fail(
        "", "must hold one JSON object", "write { \"defaultFamily\": …, \"faces\": [ … ] }")
    }
    try checkKeys(top, allowed: topKeys, place: "", fail)
    guard let defaultFamily = top["defaultFamily"] as? String, !defaultFamily.isEmpty else {
      throw fail(
        "defaultFamily", "is missing or not a non-empty string",
        "name the family type styles without a family use, e.g. \"Inter\"")
    }
    let directory = url.deletingLastPathComponent()
    func faces(_ key: String, required: Bool) throws(ResourceError) -> [FontFaceSource] {
      guard let value = top[key] else {
        if required {
          throw fail(
            key, "is missing",
            "list the font files: [{ \"file\": …, \"family\": …, \"weight\": … }]")
        }
        return []
      }
      guard let list = value as? [Any] else {
        throw fail(
          key, "must be an array of faces", "write [{ \"file\": …, \"family\": …, \"weight\": … }]")
      }
      var result: [FontFaceSource] = []
      for (index, item) in list.enumerated() {
        let place = "\(key)[\(index)]"
        guard let face = item as? [String: Any] else {
          throw fail(
            place, "must be an object", "write { \"file\": …, \"family\": …, \"weight\": … }")
        }
        try checkKeys(face, allowed: faceKeys, place: place, fail)
        guard let file = face["file"] as? String, !file.isEmpty else {
          throw fail(
            "\(place).file", "is missing or not a non-empty string",
            "name the font file, e.g. \"Brand-Regular.ttf\"")
        }
        guard let family = face["family"] as? String,
          !family.trimmingCharacters(in: .whitespaces).isEmpty
        else {
          throw fail(
            "\(place).family", "is missing or not a non-empty string",
            "name the face's family, e.g. \"Brand Sans\"")
        }
        guard let weight = self.weight(face["weight"]) else {
          throw fail(
            "\(place).weight",
            "is missing or not a weight"
              + (face["weight"].map { " (found \(DiagnosticText.quoted("\($0)")))" } ?? ""),
            "use one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")) or a "
              + "number 100, 200 … 900")
        }
        let fileURL = URL(fileURLWithPath: file, relativeTo: directory).standardizedFileURL
        result.append(FontFaceSource(family: family, weight: weight, file: fileURL))
      }
      return result
    }
    let primary = try faces("faces", required: true)
    guard !primary.isEmpty else {
      throw fail("faces", "is empty", "list at least one font file")
    }
    return FontSources(
      faces: primary, fallback: try faces("fallback", required: false),
      defaultFamily: defaultFamily, listedIn: url)
  }

  /// A weight name (`semibold`, `SemiBold`) or CSS number (`600`).
  static func weight(_ value: Any?) -> FontWeight? {
    if let name = value as? String { return FontWeight(name: name) }
    if let number = value as? NSNumber, !(value is Bool),
      let integer = Int(exactly: number.doubleValue)
    {
      return FontWeight(value: integer)
    }
    return nil
  }

  private static func checkKeys(
    _ object: [String: Any], allowed: [String], place: String,
    _ fail: (String, String, String) -> ResourceError
  ) throws(ResourceError) {
    for key in object.keys.sorted() where !allowed.contains(key) {
      throw fail(
        place.isEmpty ? key : "\(place).\(key)",
        "unknown key \(DiagnosticText.quoted(key))",
        "use only \(allowed.joined(separator: ", "))")
    }
  }
}
