import Testing

@testable import Specimen

@Suite struct DynamicTypeTests {
  /// Rows written out independently from Apple's HIG Dynamic Type sizes table (iOS).
  @Test func tableMatchesApplesRows() {
    #expect(DynamicTypeStyle.body.metrics(at: .large) == TextMetrics(size: 17, lineHeight: 22))
    #expect(
      DynamicTypeStyle.body.metrics(at: .accessibilityExtraExtraExtraLarge)
        == TextMetrics(size: 53, lineHeight: 62))
    #expect(DynamicTypeStyle.headline.metrics(at: .large) == TextMetrics(size: 17, lineHeight: 22))
    #expect(DynamicTypeStyle.largeTitle.metrics(at: .large) == TextMetrics(size: 34, lineHeight: 41))
    #expect(DynamicTypeStyle.caption2.metrics(at: .extraSmall) == TextMetrics(size: 11, lineHeight: 13))
    #expect(
      DynamicTypeStyle.footnote.metrics(at: .accessibilityExtraLarge)
        == TextMetrics(size: 33, lineHeight: 40))
    // Title 3 at the two largest accessibility sizes (the table had Title 1's AX3 and AX4 there).
    #expect(
      DynamicTypeStyle.title3.metrics(at: .accessibilityExtraExtraLarge)
        == TextMetrics(size: 49, lineHeight: 58))
    #expect(
      DynamicTypeStyle.title3.metrics(at: .accessibilityExtraExtraExtraLarge)
        == TextMetrics(size: 55, lineHeight: 65))
    let bodySizes = ContentSizeCategory.allCases.map { DynamicTypeStyle.body.metrics(at: $0).size }
    #expect(bodySizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test func everyStyleGrowsMonotonically() {
    for style in DynamicTypeStyle.allCases {
      let sizes = ContentSizeCategory.allCases.map { style.metrics(at: $0) }
      for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
        #expect(smaller.size <= larger.size, "\(style)")
        #expect(smaller.lineHeight <= larger.lineHeight, "\(style)")
        #expect(larger.lineHeight >= larger.size, "\(style)")
      }
    }
  }

  @Test func shortNamesAndAccessibilitySizes() {
    #expect(ContentSizeCategory.accessibilityMedium.shortName == "AX1")
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.shortName == "AX5")
    #expect(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count == 5)
    #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
  }

  @Test func optedInStyleScalesAndFixedStyleKeepsItsSize() {
    let message = TypeStyle(
      "message", weight: .regular, size: 15, lineHeight: 20, dynamicTypeStyle: .subheadline)
    let fixed = TypeStyle("fixed", weight: .regular, size: 15, lineHeight: 20)
    let ax3 = message.scaled(to: .accessibilityExtraLarge)
    #expect(ax3.size == 36)
    #expect(ax3.lineHeight == 43)
    let custom = TypeStyle("custom", weight: .regular, size: 34, lineHeight: 44, dynamicTypeStyle: .body)
    #expect(custom.scaled(to: .accessibilityExtraLarge).size == 80)
    #expect(custom.scaled(to: .accessibilityExtraLarge).lineHeight == 96)
    #expect(fixed.scaled(to: .accessibilityExtraLarge) == fixed)
    #expect(message.scaled(to: .large) == message)
  }

  @Test func environmentStyleFollowsItsCategory() {
    let body = TypeStyle("body", weight: .regular, size: 17, lineHeight: 22, dynamicTypeStyle: .body)
    var environment = Environment.defaults[0]
    #expect(environment.contentSizeCategory == .large)
    #expect(environment.style(body) == body)
    environment.contentSizeCategory = .accessibilityExtraLarge
    #expect(environment.style(body).size == 40)
    #expect(environment.style(body).lineHeight == 48)
  }
}
