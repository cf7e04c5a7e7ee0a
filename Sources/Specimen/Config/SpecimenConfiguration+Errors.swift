import Foundation

extension SpecimenConfiguration {
  /// `error`, thrown by a later stage about something this config made, as a ``ConfigError``
  /// at the place in the config that made it; nil for any other error.
  ///
  /// - A font file the config names that cannot be loaded (``ResourceError``): at the entry
  ///   that names it, e.g. `fonts.faces[1].file`.
  /// - A text of one of the config's variants with a character no font draws
  ///   (``SiteError/missingGlyph``): at the setting that holds it, e.g.
  ///   `variants[0].content.title`, else at the variant.
  /// - A forbidden character in a text of one of its variants (``ContentError``): at the
  ///   variant (its own texts are refused while the config is read).
  /// - A type style of one of its variants whose family has no faces
  ///   (``SiteError/unknownFontFamily``): at the setting that names it, else at the variant.
  ///
  /// ```swift
  /// do {
  ///   let fonts = config.fonts?.sources(fallbackFrom: bundled)
  ///   let resources = try ResourceLoader.load(from: templates, fonts: fonts)
  ///   site = try SiteAssembler(resources: resources).build(registry: config.apply(to: .builtIn))
  /// } catch {
  ///   // specimen.json:43:18: variants[0].content.title: no font … can draw U+1F600 …
  ///   print(config.configError(for: error) ?? error)
  /// }
  /// ```
  package func configError(for error: any Error) -> ConfigError? {
    switch error {
    case let error as ResourceError:
      return fontFileError(error)
    case let error as ContentError:
      guard let variant = error.variant, let spec = madeVariant(error.component, variant) else {
        return nil
      }
      // Its texts are refused while reading (``ConfigNode/text(example:)``): what is left is
      // text the component makes itself, or usage code quoting a token's name.
      return spec.node.error(
        "the \(error.place) of \(error.component)/\(variant) has "
          + ContentCharacter.described(error.scalar, at: error.position, in: error.text),
        fix: ContentCharacter.fix)
    case SiteError.missingGlyph(let component, let variant, let character, let text):
      guard let spec = madeVariant(component, variant) else { return nil }
      let scalar = UInt32(character.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      let node = scalar.flatMap { textNode(containing: $0, in: spec) } ?? spec.node
      return node.error(
        "no font of the style's face stack can draw \(character) in "
          + "\(DiagnosticText.quoted(text)) (\(component)/\(variant))",
        fix: fonts == nil
          ? "remove the character, or add “fonts” to this config with a font file that has it "
            + "in “fallback”"
          : "remove the character, or add a font file that has it to “fonts”.“fallback”")
    case SiteError.missingPageGlyph(let place, let character, let text):
      guard
        let spec = variants.first(where: { place.hasPrefix("\($0.component)/\($0.id): ") })
      else { return nil }
      return spec.node.error(
        "no font of the page can draw \(character) in \(DiagnosticText.quoted(text)) (\(place))",
        fix: fonts == nil
          ? "remove the character, or add “fonts” to this config with a font file that has it "
            + "in “fallback”"
          : "remove the character, or add a font file that has it to “fonts”.“fallback”")
    case SiteError.unknownFontFamily(let component, let variant, let style, let family, let known):
      guard let spec = madeVariant(component, variant) else { return nil }
      // The design value naming the style (a style's key, `titleStyle`, before a colour's
      // that happens to share the name).
      let naming = spec.design.filter { $0.node.value.string == style }
      let node =
        (naming.first { ["style", "font"].contains(where: $0.key.lowercased().contains) }
        ?? naming.first)?.node ?? spec.node
      return node.error(
        "the type style \(DiagnosticText.quoted(style)) is drawn in the font family "
          + "\(DiagnosticText.quoted(family)), which has no faces (\(component)/\(variant))",
        fix: "add faces of \(DiagnosticText.quoted(family)) to “fonts”.“faces”, or name a type "
          + "style drawn in one of "
          + known.map { DiagnosticText.quoted($0) }.joined(separator: ", "))
    default:
      return nil
    }
  }

  /// The config's variant `id` of `component`, if the config made it.
  private func madeVariant(_ component: ComponentID, _ id: VariantID)
    -> ConfigFile.VariantSpecification?
  {
    variants.first { $0.component == component.rawValue && $0.id == id }
  }

  /// The first content value (a text, or an element of a list of texts) that holds `scalar`.
  private func textNode(containing scalar: Unicode.Scalar, in spec: ConfigFile.VariantSpecification)
    -> ConfigNode?
  {
    for (_, node) in spec.content {
      if let text = node.value.string, text.unicodeScalars.contains(scalar) { return node }
      if let elements = try? node.array(),
        let element = elements.first(where: {
          $0.value.string?.unicodeScalars.contains(scalar) ?? false
        })
      {
        return element
      }
    }
    return nil
  }

  /// A font file that cannot be loaded, at the entry of `fonts` that names it.
  private func fontFileError(_ error: ResourceError) -> ConfigError? {
    let path = URL(fileURLWithPath: error.path).standardizedFileURL.path
    guard let (_, reference) = fontFiles.first(where: { $0.url.path == path }) else {
      return nil
    }
    let name = ConfigLoader.displayName(reference.path, relativeTo: file)
    return reference.node.error(
      "\(DiagnosticText.escaped(name, limit: 200)): \(error.problem)", fix: error.fix)
  }
}
