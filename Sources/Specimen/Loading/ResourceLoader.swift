import Foundation

/// Reads the page template, stylesheet and bundled fonts from a templates folder. The only
/// stage besides the writer that touches the disk, and it only reads.
public enum ResourceLoader {
  /// The bundled faces: file name, id, CSS family, and the stacks they join.
  static let faces: [(file: String, id: String, family: String, weight: FontWeight)] = [
    ("Inter-Regular.ttf", "inter-regular", "Specimen Inter Regular", .regular),
    ("SpecimenHangul-Regular.ttf", "hangul-regular", "Specimen Hangul Regular", .regular),
    ("Inter-SemiBold.ttf", "inter-semibold", "Specimen Inter SemiBold", .semibold),
    ("SpecimenHangul-Bold.ttf", "hangul-bold", "Specimen Hangul Bold", .semibold),
  ]

  /// Loads `page.html`, `site.css` and `Fonts/*.ttf` from `directory`.
  public static func load(from directory: URL) throws(ResourceError) -> SiteResources {
    let pageURL = directory.appendingPathComponent("page.html")
    let page = try readText(pageURL)
    let template: Template
    do {
      template = try Template(page, name: pageURL.path)
    } catch {
      throw ResourceError(
        path: pageURL.path, problem: error.description, fix: "correct the template")
    }
    let stylesheet = try readText(directory.appendingPathComponent("site.css"))
    return SiteResources(
      pageTemplate: template, stylesheet: stylesheet,
      fonts: try loadFonts(from: directory.appendingPathComponent("Fonts")))
  }

  /// Loads the bundled faces from `directory` into a font book.
  public static func loadFonts(from directory: URL) throws(ResourceError) -> FontBook {
    var stacks: [FontWeight: [Typeface]] = [:]
    for face in faces {
      let url = directory.appendingPathComponent(face.file)
      let data = try read(url)
      do {
        let font = try OpenTypeFont(data: data)
        stacks[face.weight, default: []].append(
          Typeface(id: face.id, family: face.family, font: font))
      } catch {
        throw ResourceError(
          path: url.path, problem: "not a usable font: \(error)",
          fix: "regenerate it with tools/make-fonts.sh")
      }
    }
    return FontBook(stacks: stacks)
  }

  /// The `Templates` folder of this source checkout, for `swift run` and `swift test`.
  public static var packageTemplatesDirectory: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // Loading
      .deletingLastPathComponent()  // Specimen
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()
      .appendingPathComponent("Templates")
  }

  private static func read(_ url: URL) throws(ResourceError) -> Data {
    do {
      return try Data(contentsOf: url)
    } catch {
      throw ResourceError(
        path: url.path, problem: "cannot be read",
        fix: "pass --templates DIR pointing at Specimen's Templates folder")
    }
  }

  private static func readText(_ url: URL) throws(ResourceError) -> String {
    let data = try read(url)
    guard let text = String(data: data, encoding: .utf8) else {
      throw ResourceError(path: url.path, problem: "is not UTF-8 text", fix: "save it as UTF-8")
    }
    return text
  }
}

/// A templates folder that cannot be used: which file, what is wrong, how to fix it.
public struct ResourceError: Error, Equatable, CustomStringConvertible {
  /// The file.
  public let path: String
  /// What is wrong.
  public let problem: String
  /// How to fix it.
  public let fix: String

  /// `path: problem; fix`
  public var description: String { "\(path): \(problem); \(fix)" }
}
