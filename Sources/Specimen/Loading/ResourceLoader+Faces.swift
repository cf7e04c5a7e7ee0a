import Foundation

extension ResourceLoader {
  /// Loads a team's font files into a font book: each weight's stack is the default family's
  /// face of that weight, then the fallback faces (of that weight, else their first), so a
  /// character the team's family lacks is drawn by the first fallback that has it.
  ///
  /// ```swift
  /// let book = try ResourceLoader.loadFonts(
  ///   faces: config.faces, fallback: config.fallback, defaultFamily: config.defaultFamily)
  /// ```
  public static func loadFonts(
    faces: [FontFaceSource], fallback: [FontFaceSource], defaultFamily: String?
  ) throws(ResourceError) -> FontBook {
    let family = defaultFamily ?? faces.first?.family
    var loaded: [FontFaceSource: Typeface] = [:]
    var ids = Set<String>()
    for source in faces + fallback {
      let font = try loadFace(source.file)
      var id = "face-" + slug(source.family) + "-" + source.weight.rawValue
      while !ids.insert(id).inserted { id += "-2" }
      loaded[source] = Typeface(
        id: id, family: "\(source.family) \(source.weight.rawValue.capitalized)", font: font)
    }
    var stacks: [FontWeight: [Typeface]] = [:]
    let fallbackFamilies = fallback.map(\.family).reduce(into: [String]()) {
      if !$0.contains($1) { $0.append($1) }
    }
    for weight in FontWeight.allCases {
      guard let primary = faces.first(where: { $0.family == family && $0.weight == weight })
      else { continue }
      var stack = [loaded[primary]!]
      for name in fallbackFamilies {
        let members = fallback.filter { $0.family == name }
        if let face = members.first(where: { $0.weight == weight }) ?? members.first {
          stack.append(loaded[face]!)
        }
      }
      stacks[weight] = stack
    }
    guard stacks[.regular] != nil || !stacks.isEmpty else {
      throw ResourceError(
        path: faces.first?.file.path ?? "fonts",
        problem: "no face of the default family \(DiagnosticText.quoted(family ?? ""))",
        fix: "list a face of the default family in fonts.faces")
    }
    if stacks[.regular] == nil, let first = FontWeight.allCases.compactMap({ stacks[$0] }).first {
      stacks[.regular] = first
    }
    return FontBook(stacks: stacks)
  }

  /// Reads and checks one font file: an OpenType font with TrueType (`glyf`) outlines.
  static func loadFace(_ url: URL) throws(ResourceError) -> OpenTypeFont {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ResourceError(
        path: url.path, problem: "cannot be read",
        fix: "check the font's path in the config (it is relative to the config's folder)")
    }
    let font: OpenTypeFont
    do {
      font = try OpenTypeFont(data: data)
    } catch {
      let signature = data.prefix(4)
      let known: [Data] = [
        Data([0, 1, 0, 0]), Data("OTTO".utf8), Data("true".utf8), Data("ttcf".utf8),
      ]
      if !known.contains(signature) {
        throw ResourceError(
          path: url.path,
          problem: "is not a font file (it does not start with an OpenType or TrueType header)",
          fix: "name a .ttf file, or an .otf file with TrueType (glyf) outlines")
      }
      var detail = "\(error)"
      if let error = error as? FontError {
        detail =
          (error.table.map { "font table '\($0)'" } ?? "font header")
          + (error.offset.map { " at byte \($0)" } ?? "") + ": " + error.problem
      }
      throw ResourceError(
        path: url.path, problem: "is not a usable font (\(detail))",
        fix: "use an intact copy of the font file")
    }
    if font.tables["glyf"] == nil || font.tables["loca"] == nil {
      let cff = font.tables["CFF "] != nil || font.tables["CFF2"] != nil
      throw ResourceError(
        path: url.path,
        problem: cff
          ? "has CFF (PostScript) outlines; Specimen embeds TrueType (glyf) outlines only"
          : "has no TrueType (glyf) outlines",
        fix: "use the family's .ttf files, or convert the outlines to TrueType with fontTools "
          + "(cu2qu, as tools/make_fonts.py does for Inter)")
    }
    return font
  }

  private static func slug(_ text: String) -> String {
    let words = text.lowercased().unicodeScalars.split {
      !(("a"..."z").contains($0) || ("0"..."9").contains($0))
    }.map { String(String.UnicodeScalarView($0)) }
    return words.isEmpty ? "family" : words.joined(separator: "-")
  }
}
