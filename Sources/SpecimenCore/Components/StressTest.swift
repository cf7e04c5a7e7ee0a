/// A variant the catalog generates from each component's first variant to stress its layout
/// without hand-written copy, as Xcode's pseudolanguages and text-size settings show an app.
///
/// Generated variants are drawn in every environment, light and dark, checked like the others,
/// and listed on the component page under *Stress tests*; their ids start with `stress-`, which
/// authors' variants may not use.
///
/// ```swift
/// let options = SiteOptions(stressTests: [.accented, .rightToLeft])  // or [] for none
/// ```
package enum StressTest: String, Sendable, CaseIterable {
  /// Every text accented and about 40 % longer (``Pseudolanguage/accented``).
  case accented
  /// Every text twice (``Pseudolanguage/doubleLength``).
  case doubleLength = "double-length"
  /// The layout mirrored as in a right-to-left language: leading and trailing swapped, the text
  /// as it is.
  case rightToLeft = "right-to-left"
  /// Type styles that scale with Dynamic Type at ``largeTextSize``.
  case largeText = "large-text"

  /// The text size of ``largeText``: AX3, the middle accessibility size (body 40/48 pt, 2.35 ×
  /// the default), large enough to show what truncates without being the extreme.
  package static let largeTextSize = ContentSizeCategory.accessibilityExtraLarge

  /// What every generated variant id starts with.
  package static let idPrefix = "stress-"

  /// The generated variant's id, e.g. `stress-right-to-left`.
  package var variantID: VariantID { VariantID(stringLiteral: Self.idPrefix + rawValue) }

  /// The generated variant's title.
  var title: String {
    switch self {
    case .accented: "Accented, 40 % longer"
    case .doubleLength: "Double length"
    case .rightToLeft: "Right to left"
    case .largeText: "Large text: \(Self.largeTextSize.shortName)"
    }
  }

  /// What the generated variant shows, naming the variant it comes from.
  func summary(from source: Variant) -> String {
    let base = "Generated from “\(source.title)”: "
    switch self {
    case .accented:
      return base
        + "every text with accented letters and about 40 % longer, as translations often are."
    case .doubleLength:
      return base + "every text twice as long."
    case .rightToLeft:
      return base
        + "laid out as in Arabic or Hebrew, leading and trailing swapped; the text itself is "
        + "left as it is."
    case .largeText:
      return base
        + "the reader's text size set to \(Self.largeTextSize.shortName), the middle "
        + "accessibility size; type styles that follow Dynamic Type grow, the others keep "
        + "their size."
    }
  }

  /// The variant generated from `source`.
  func variant(from source: Variant) -> Variant {
    Variant(
      id: variantID, title: title, summary: summary(from: source), elapsed: source.elapsed,
      component: StressedComponent(
        base: source.component, test: self, sourceID: source.id, sourceTitle: source.title))
  }
}

/// A component drawn under a ``StressTest``: its text transformed or its text size changed;
/// mirroring for right to left happens after layout (see ``Catalog``).
package struct StressedComponent: CatalogComponent, UsageWriting {
  /// The component the variant comes from.
  let base: any CatalogComponent
  /// The stress applied.
  package let test: StressTest
  /// The variant it comes from (its component's first).
  package let sourceID: VariantID
  /// The source variant's title, for the usage comment.
  package let sourceTitle: String

  /// Whether its view trees are its source's with their text mapped, or as they are: every
  /// stress but large text, which lays the base out in another environment. Such a variant's
  /// texts and usage code hold no character its source's do not (or an accented letter), so
  /// they are checked through its source's, and its rerun key is made from its source's.
  package var followsSourceTrees: Bool { test != .largeText }

  package func body(in environment: Environment) -> ViewNode {
    switch test {
    case .accented:
      base.body(in: environment).mappingText(Pseudolanguage.accented.transform)
    case .doubleLength:
      base.body(in: environment).mappingText(Pseudolanguage.doubleLength.transform)
    case .rightToLeft:
      base.body(in: environment)
    case .largeText:
      base.body(in: environment.with(contentSizeCategory: StressTest.largeTextSize))
    }
  }

  package var usage: String { comment + base.usage }

  /// The wrapped component's code, in `style`, after the comment.
  package func usage(in style: UsageStyle) -> String { comment + base.usage(in: style) }

  private var comment: String {
    "// Generated from “\(sourceTitle)” (\(test.title.lowercased())): the same code.\n"
  }
}

extension Identifier where Kind == VariantKind {
  /// Whether this is a generated stress test's id (it starts with ``StressTest/idPrefix``, which a
  /// registry's own variants may not).
  package var isStressTest: Bool { rawValue.hasPrefix(StressTest.idPrefix) }
}
