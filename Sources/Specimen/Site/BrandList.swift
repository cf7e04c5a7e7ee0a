import Foundation

/// `brands.json` at the top of a catalog of several brands: which folders are brands, in
/// order. One owner of its name, its writing and its reading: the multi-brand build writes it,
/// and ``CatalogComparison`` reads it to compare each brand with the same brand of a baseline.
package enum BrandList {
  /// The file's name, at the top of the site.
  package static let fileName = "brands.json"

  /// The file listing `brands`.
  package static func file(for brands: [Brand]) throws -> Site.File {
    struct Entry: Encodable {
      var id: String
      var name: String
    }
    struct List: Encodable {
      var brands: [Entry]
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(List(brands: brands.map { Entry(id: $0.id, name: $0.name) }))
    return Site.File(path: fileName, text: String(decoding: data, as: UTF8.self) + "\n")
  }

  /// The brands a site's files list, in order; nil when the site has no brand list, or one
  /// that cannot be read or names a brand whose id is not a folder name.
  package static func brands(in files: [String: Data]) -> [Brand]? {
    struct Entry: Decodable {
      var id: String
      var name: String
    }
    struct List: Decodable {
      var brands: [Entry]
    }
    guard let data = files[fileName],
      let list = try? JSONDecoder().decode(List.self, from: data),
      list.brands.allSatisfy({ Brand.id(for: $0.id) == $0.id })
    else { return nil }
    return list.brands.map { Brand(id: $0.id, name: $0.name) }
  }

  /// The files of `files` inside the folder `brand`, by their path inside it.
  package static func files(of brand: String, in files: [String: Data]) -> [String: Data] {
    let prefix = brand + "/"
    var scoped: [String: Data] = [:]
    for (path, data) in files where path.hasPrefix(prefix) {
      scoped[String(path.dropFirst(prefix.count))] = data
    }
    return scoped
  }
}
