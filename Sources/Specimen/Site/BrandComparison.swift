/// The Foundations page's "Across brands" table of a catalog of several brands: every token of
/// any brand, a row each, a column per brand with its value there (a colour's light and dark,
/// and increased contrast where it has them), rows where the brands differ marked first in the
/// row and counted in the lead. Pure.
struct BrandComparison: Sendable {
  /// The brands, in order, and each one's tokens.
  let brands: [(brand: Brand, tokens: DesignTokens)]

  /// One row: a token's kind and name, and its value in each brand (nil where it has none).
  struct Row: Equatable, Sendable {
    /// `Colour`, `Type`, `Spacing` or `Radius`.
    var kind: String
    /// The token's name.
    var name: String
    /// The value as the page says it, per brand in order; nil where the brand lacks it.
    var values: [String?]
    /// True when two brands differ (or one lacks the token).
    var differs: Bool { Set(values.map { $0 ?? "" }).count > 1 }
  }

  /// Every token of every brand, by kind (colours, type, spacing, radius), each kind in the
  /// order the brands first list its tokens.
  var rows: [Row] {
    func rows<Token>(
      _ kind: String, _ list: (DesignTokens) -> [Token], name: (Token) -> String,
      value: (Token) -> String
    ) -> [Row] {
      var names: [String] = []
      var seen = Set<String>()
      var byBrand: [[String: String]] = []
      for (_, tokens) in brands {
        var values: [String: String] = [:]
        for token in list(tokens) {
          let key = name(token)
          values[key] = value(token)
          if seen.insert(key).inserted { names.append(key) }
        }
        byBrand.append(values)
      }
      return names.map { key in Row(kind: kind, name: key, values: byBrand.map { $0[key] }) }
    }
    return rows("Colour", \.colors, name: \.name) { token in
      let themes = token.hasIncreasedContrast ? Theme.allCases : Theme.standard
      return themes.map { FoundationsPage.describe(token.resolved(in: $0)) }
        .joined(separator: " / ")
    }
      + rows("Type", \.typeStyles, name: \.name) { style in
        TokenCoverage.describe(style) + (style.family.map { ", \($0)" } ?? "")
      }
      + rows("Spacing", \.spacing, name: \.name) { "\(MarkupRenderer.number($0.points)) pt" }
      + rows("Radius", \.radii, name: \.name) { "\(MarkupRenderer.number($0.points)) pt" }
  }

  /// The section: a lead with the count of tokens that differ, then the table.
  func section(heading: Markup) -> Markup {
    let rows = self.rows
    let differing = rows.filter(\.differs).count
    let names = brands.map(\.brand.name)
    return .el(
      "section", [Attribute("class", "foundation")],
      [
        heading,
        .el(
          "p",
          text: "Every token of the \(names.count) brands, side by side: \(differing) of "
            + "\(rows.count) differ between them (marked ≠). A colour reads light / dark"
            + (brands.contains { $0.tokens.themes.count > 2 }
              ? " / light, increased contrast / dark, increased contrast" : "")
            + "; — where a brand has no such token."),
        .el(
          "div", [Attribute("class", "measurements")],
          [
            .el(
              "table", [Attribute("class", "brand-compare")],
              [
                .el(
                  "thead",
                  [
                    .el(
                      "tr",
                      ([.el("th", [Attribute("scope", "col")], text: "Token")]
                        + names.map { .el("th", [Attribute("scope", "col")], text: $0) }))
                  ]),
                .el(
                  "tbody",
                  rows.map { row in
                    .el(
                      "tr", row.differs ? [Attribute("class", "differs")] : [],
                      [
                        .el(
                          "th", [Attribute("scope", "row")],
                          text: (row.differs ? "≠ " : "") + "\(row.kind) · \(row.name)")
                      ] + row.values.map { .el("td", text: $0 ?? "—") })
                  }),
              ])
          ]),
      ])
  }
}
