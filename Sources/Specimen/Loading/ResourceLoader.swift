import Foundation

/// Reads the page template, stylesheet and fonts from a templates folder. The only stage besides
/// the writer that touches the disk, and it only reads.
///
/// ```swift
/// let resources = try ResourceLoader.load(from: URL(fileURLWithPath: "Templates"))
/// let checkout = try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
/// ```
public enum ResourceLoader {
  /// The file in a fonts folder that lists its faces (see `Templates/Fonts/README.md`).
  package static let fontListName = "fonts.json"

  /// The largest font file read, in bytes (64 MB): well above a real single font (a CJK font
  /// with every glyph is about 20 MB), well below what would strain the machine.
  package static let maximumFontSize = 64 << 20

  /// The largest template (`page.html`, `site.css`) or font list (`fonts.json`) read, in bytes.
  package static let maximumFileSize = 16 << 20

  /// Loads `page.html`, `site.css` and the fonts `Fonts/fonts.json` lists from `directory`.
  public static func load(from directory: URL) throws(ResourceError) -> SiteResources {
    try load(from: directory, fonts: nil)
  }

  /// Loads `page.html` and `site.css` from `directory`, and the faces of `fonts`, or of
  /// `Fonts/fonts.json` in `directory` when `fonts` is nil.
  package static func load(from directory: URL, fonts: FontSources?) throws(ResourceError)
    -> SiteResources
  {
    let pageURL = directory.appendingPathComponent("page.html")
    let page = try readText(pageURL)
    let template: Template
    do {
      template = try Template(page, name: pageURL.path)
    } catch {
      throw ResourceError(
        path: pageURL.path, problem: error.description, fix: "correct the template")
    }
    // `{{fonts}}` begins with the `@import` of the faces every page shares, which CSS honours
    // only before any other rule of its style sheet.
    if let slot = page.range(of: "{{fonts}}") {
      let before = page[..<slot.lowerBound]
      let opensAStyle =
        before.range(of: "<style", options: .backwards).map { tag in
          let rest = before[tag.upperBound...]
          return !rest.contains("<") && rest.last { !$0.isWhitespace } == ">"
        } ?? false
      guard opensAStyle else {
        throw ResourceError(
          path: pageURL.path,
          problem:
            "{{fonts}} is not the first thing in its <style> element, so the browser ignores the "
            + "@import of the faces every page shares (assets/fonts.css) that it begins with",
          fix:
            "write <style>{{fonts}}</style> as Templates/page.html does, and put rules of your "
            + "own in site.css or after {{fonts}}")
      }
    }
    let stylesheet = try readText(directory.appendingPathComponent("site.css"))
    let book: FontBook
    if let fonts {
      book = try loadFonts(fonts)
    } else {
      book = try loadFonts(from: directory.appendingPathComponent("Fonts"))
    }
    return SiteResources(pageTemplate: template, stylesheet: stylesheet, fonts: book)
  }

  /// Loads the faces `fonts.json` in `directory` lists into a font book.
  package static func loadFonts(from directory: URL) throws(ResourceError) -> FontBook {
    try loadFonts(fontSources(in: directory))
  }

  /// The faces `fonts.json` in `directory` lists, files resolved against `directory`.
  package static func fontSources(in directory: URL) throws(ResourceError) -> FontSources {
    let url = directory.appendingPathComponent(fontListName)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw ResourceError(
        path: url.path, problem: "no such file; a fonts folder lists its faces in \(fontListName)",
        fix:
          "add \(fontListName) listing each font file with its family and weight (see "
          + "Templates/Fonts/README.md), or pass --templates DIR pointing at Specimen's Templates "
          + "folder")
    }
    return try FontListFile.parse(read(url), at: url)
  }

  /// Loads `faces` and the `fallback` faces into a font book whose styles without a family use
  /// `defaultFamily`; every file must be a TrueType-outline font.
  ///
  /// Throws a ``ResourceError`` naming the file for a missing or unreadable file, a file that is
  /// not a font, a truncated or damaged font, a CFF-outline font (with the command that converts
  /// it), and two files registered as the same family and weight.
  package static func loadFonts(
    faces: [FontFaceSource], fallback: [FontFaceSource], defaultFamily: String
  ) throws(ResourceError) -> FontBook {
    try loadFonts(FontSources(faces: faces, fallback: fallback, defaultFamily: defaultFamily))
  }

  /// Loads `sources` into a font book (see ``loadFonts(faces:fallback:defaultFamily:)``).
  package static func loadFonts(_ sources: FontSources) throws(ResourceError) -> FontBook {
    let list = sources.listedIn.map(\.path) ?? "fonts"
    var typefaces: [Typeface] = []
    var registered: [FaceKey: URL] = [:]
    for source in sources.faces + sources.fallback {
      guard !source.family.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw ResourceError(
          path: source.file.path, problem: "is registered under an empty family name",
          fix: "give the face the family name type styles use, e.g. \"Brand Sans\"")
      }
      let key = FaceKey(family: source.family, weight: source.weight)
      if let previous = registered[key] {
        if previous.standardizedFileURL == source.file.standardizedFileURL { continue }
        throw ResourceError(
          path: source.file.path,
          problem:
            "is registered as \(DiagnosticText.quoted(source.family)) "
            + "\(source.weight.displayName), and so is \(DiagnosticText.quoted(previous.path))",
          fix: "give each family and weight one font file")
      }
      registered[key] = source.file
      typefaces.append(
        Typeface(family: source.family, weight: source.weight, font: try loadFont(source.file)))
    }
    guard !typefaces.isEmpty else {
      throw ResourceError(
        path: list, problem: "lists no font faces",
        fix: "list at least one TrueType font file with its family and weight")
    }
    guard typefaces.contains(where: { $0.family == sources.defaultFamily }) else {
      var seen = Set<String>()
      let families = typefaces.map(\.family).filter { seen.insert($0).inserted }
      throw ResourceError(
        path: list,
        problem:
          "the default font family \(DiagnosticText.quoted(sources.defaultFamily)) has no faces",
        fix:
          "register a face of that family or make one of these the default: "
          + families.map { DiagnosticText.quoted($0) }.joined(separator: ", "))
    }
    return FontBook(
      faces: typefaces, defaultFamily: sources.defaultFamily,
      fallbackFamilies: sources.fallbackFamilies)
  }

  /// Reads and parses one TrueType-outline font file; every problem is a ``ResourceError``
  /// naming the file, what is wrong and how to fix it. A symbolic link is followed; what it
  /// leads to must be a regular file of at most ``maximumFontSize`` bytes, checked before a byte
  /// is read (a FIFO, socket or device is refused without being read).
  package static func loadFont(_ url: URL) throws(ResourceError) -> OpenTypeFont {
    let path = url.path
    let data: Data
    do {
      data = try InputFile.read(path, limit: maximumFontSize)
    } catch {
      switch error {
      case .missing:
        throw ResourceError(
          path: path, problem: "no such font file",
          fix: "check the file's name and folder, or remove the face from the font list")
      case .folder:
        throw ResourceError(
          path: path, problem: "is a folder, not a font file", fix: "name the .ttf file inside it")
      case .special:
        throw ResourceError(path: path, problem: error.problem, fix: "name a .ttf font file")
      case .tooLarge:
        throw ResourceError(
          path: path, problem: error.problem,
          fix: "check that it is the right file, or subset it to the scripts the catalog shows "
            + "(e.g. with pyftsubset)")
      case .unreadable:
        throw ResourceError(
          path: path, problem: error.problem,
          fix: "check the file's permissions (it must be readable by you)")
      }
    }
    do {
      return try OpenTypeFont(data: data)
    } catch let error as FontError {
      throw fontProblem(error, path: path)
    } catch {
      throw ResourceError(
        path: path, problem: "is not a usable font: \(error)", fix: "use another font file")
    }
  }

  /// A ``FontError`` as a message about the file at `path`.
  private static func fontProblem(_ error: FontError, path: String) -> ResourceError {
    switch error.kind {
    case .notAFont, .collection:
      return ResourceError(path: path, problem: error.problem, fix: error.fix)
    case .truncated:
      return ResourceError(
        path: path, problem: "is truncated: \(error.location): \(error.problem)", fix: error.fix)
    case .unsupportedOutlines where error.table == "CFF " || error.table == "CFF2":
      let target = url(path).deletingPathExtension().appendingPathExtension("ttf").path
      return ResourceError(
        path: path, problem: error.problem,
        fix:
          "convert it to TrueType outlines: `pip install fonttools`, then run "
          + "`python3 tools/otf2ttf.py \(DiagnosticText.escaped(shellQuoted(path), limit: 300))` "
          + "in Specimen's checkout, which writes "
          + "\(DiagnosticText.quoted(target, limit: 300)); use that file instead")
    case .unsupportedOutlines:
      return ResourceError(path: path, problem: error.problem, fix: error.fix)
    case .malformed:
      return ResourceError(
        path: path, problem: "is damaged: \(error.location): \(error.problem)", fix: error.fix)
    }
  }

  private static func url(_ path: String) -> URL { URL(fileURLWithPath: path) }

  /// `text` as one POSIX shell word: bare when it is plain, else in single quotes.
  private static func shellQuoted(_ text: String) -> String {
    let plain = text.unicodeScalars.allSatisfy {
      $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0))
    }
    return plain && !text.isEmpty
      ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
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

  /// The bytes of a template or font list, at most ``maximumFileSize`` (see ``InputFile`` for the
  /// rules).
  private static func read(_ url: URL) throws(ResourceError) -> Data {
    do {
      return try InputFile.read(url.path, limit: maximumFileSize)
    } catch {
      let fix =
        switch error {
        case .tooLarge: "check that it is the right file"
        case .unreadable: "make it readable for this user"
        default: "pass --templates DIR pointing at Specimen's Templates folder"
        }
      throw ResourceError(path: url.path, problem: error.problem, fix: fix)
    }
  }

  private static func readText(_ url: URL) throws(ResourceError) -> String {
    let data = try read(url)
    guard let text = String(data: data, encoding: .utf8) else {
      throw ResourceError(path: url.path, problem: "is not UTF-8 text", fix: "save it as UTF-8")
    }
    return text
  }

  private struct FaceKey: Hashable {
    var family: String
    var weight: FontWeight
  }
}

/// A templates folder or font that cannot be used: which file, what is wrong, how to fix it.
public struct ResourceError: Error, CustomStringConvertible {
  /// The file.
  package let path: String
  /// What is wrong.
  package let problem: String
  /// How to fix it.
  package let fix: String

  /// `path: problem; fix`, the path with unprintable characters escaped.
  public var description: String {
    "\(DiagnosticText.escaped(path, limit: 300)): \(problem); \(fix)"
  }
}
