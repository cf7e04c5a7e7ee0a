/// Measures strings with a ``FontBook``: per character, the first face that has a glyph.
package struct TextMeasurer: Sendable {
  /// The faces to measure with.
  package let fonts: FontBook

  /// Creates a measurer.
  package init(fonts: FontBook) {
    self.fonts = fonts
  }

  /// The advance width of `text` in points.
  package func width(of text: some StringProtocol, style: TypeStyle) -> Double {
    runs(of: text, style: style).reduce(0) { $0 + $1.width }
  }

  /// The advance width of each of `characters` in points, exactly as ``width(of:style:)`` adds
  /// it up: widths are additive (the fonts have no kerning), so a line breaker can sum them.
  /// A character of one code point is measured once (keyed by code point: characters compare
  /// by canonical equivalence, but `é` and `e` + U+0301 have different advances).
  func advances(of characters: [Character], style: TypeStyle) -> [Double] {
    var known: [Unicode.Scalar: Double] = [:]
    return characters.map { character in
      let scalars = character.unicodeScalars
      guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
      else { return width(of: String(character), style: style) }
      if let advance = known[scalar] { return advance }
      let advance = width(of: String(character), style: style)
      known[scalar] = advance
      return advance
    }
  }

  /// `text` split into runs by face, each with its width.
  ///
  /// A character no face covers is measured with the primary face's `.notdef` glyph. Ignorable
  /// code points (``IgnorableCharacter``) have no width and need no face: they join the run of
  /// the character before them (at the start, the run after them).
  package func runs(of text: some StringProtocol, style: TypeStyle) -> [TextRun] {
    let faces = fonts.faces(for: style)
    guard !faces.isEmpty else { return [] }
    // Faces are looked at in place by index: a `Typeface` copy retains its whole parsed font.
    let notdefAdvance =
      Double(faces[0].font.advanceWidth(of: GlyphID(rawValue: 0))) * style.size
      / Double(faces[0].font.unitsPerEm)
    var runs: [TextRun] = []
    var runFace = -1
    var leadingIgnorables = ""
    for character in text {
      if IgnorableCharacter.isIgnorable(character) {
        if runs.isEmpty {
          leadingIgnorables.append(character)
        } else {
          runs[runs.count - 1].text.append(character)
        }
        continue
      }
      var chosen: Int?
      var advance = 0.0
      for scalar in character.unicodeScalars where !IgnorableCharacter.isIgnorable(scalar) {
        if let (face, width) = Self.advance(of: scalar, in: faces, size: style.size) {
          if chosen == nil { chosen = face }
          advance += width
        } else {
          if chosen == nil { chosen = 0 }
          advance += notdefAdvance
        }
      }
      let face = chosen ?? 0
      if face == runFace {
        runs[runs.count - 1].text.append(character)
        runs[runs.count - 1].width += advance
      } else {
        runs.append(TextRun(typefaceID: faces[face].id, text: String(character), width: advance))
        runFace = face
      }
    }
    if !leadingIgnorables.isEmpty {
      if runs.isEmpty {
        runs.append(TextRun(typefaceID: faces[0].id, text: leadingIgnorables, width: 0))
      } else {
        runs[0].text = leadingIgnorables + runs[0].text
      }
    }
    return runs
  }

  /// The index in `faces` of the first face with a glyph for `scalar`, and its advance.
  private static func advance(of scalar: Unicode.Scalar, in faces: [Typeface], size: Double)
    -> (Int, Double)?
  {
    for index in faces.indices {
      if let width = faces[index].advance(of: scalar, size: size) { return (index, width) }
    }
    return nil
  }
}
