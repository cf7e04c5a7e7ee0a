import SpecimenCore

extension SampleCard {
  /// A card as the catalog and config files make them: an image name, a title and a subtitle
  /// (an empty image or subtitle is left out), with a tap action.
  static func sample(image: String, title: String, subtitle: String) -> SampleCard {
    var builder = SampleCard.Builder()
    if !image.isEmpty { builder = builder.setImage(named: image) }
    builder = builder.setTitle(title)
    if !subtitle.isEmpty { builder = builder.setSubtitle(subtitle) }
    return builder.setTapAction { _ in }.build()
  }

  /// Cards from a config file's lists: one per title, with the image and subtitle at the same
  /// place in their lists, if any.
  static func samples(titles: [String], images: [String]?, subtitles: [String]?) -> [SampleCard] {
    titles.enumerated().map { index, title in
      sample(
        image: images.flatMap { index < $0.count ? $0[index] : nil } ?? "", title: title,
        subtitle: subtitles.flatMap { index < $0.count ? $0[index] : nil } ?? "")
    }
  }

  /// The settings a config file gives cards with, kept until `items` makes them: `itemImages`
  /// and `itemSubtitles`, lists in the order of `items`' titles.
  /// Sample cards for a config's item titles, with the `itemImages` and `itemSubtitles` given
  /// beside them.
  static func samples(titles: [String], _ config: ConfigValues) -> [any CellContent] {
    samples(
      titles: titles, images: config.textList("itemImages"),
      subtitles: config.textList("itemSubtitles"))
  }
}
