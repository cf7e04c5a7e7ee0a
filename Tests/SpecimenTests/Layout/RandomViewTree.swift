import SpecimenTestSupport

@testable import Specimen
@testable import SpecimenBuiltIn

/// Seeded random view trees for the differential layout tests: nested stacks (natural and
/// equally filled, every alignment and spacing), layers, spacers, fixed, capped and flexible
/// frames, padding, fixed sizes, backgrounds, roles, images, empties, and text of every kind the
/// catalog draws (short, wrapping, Korean, long words, line breaks, line limits).
struct RandomViewTree {
  private var random: SeededRandom

  /// A generator whose trees `seed` decides.
  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// A screen size: mostly phone and tablet sizes, sometimes tiny or empty.
  mutating func screen() -> Size {
    let widths: [Double] = [0, 12, 120, 320, 375, 414.5, 768, 1024]
    let heights: [Double] = [0, 30, 200, 667, 812, 1366]
    return Size(width: pick(widths), height: pick(heights))
  }

  /// A tree at most `depth` levels deep.
  mutating func tree(depth: Int) -> ViewNode {
    guard depth > 0 else { return leaf() }
    switch Int.random(in: 0..<14, using: &random) {
    case 0, 1, 2:
      let children = self.children(depth: depth)
      let spacing = Length(pick([0, 0, 4, 8, 12.5, 16]))
      if Bool.random(using: &random) {
        let alignment = pick(HorizontalAlignment.allCases)
        return .vStack(spacing: spacing, alignment: alignment) { children }
      }
      let alignment = pick(VerticalAlignment.allCases)
      let distribution: Distribution = chance(4) ? .fillEqually : .natural
      return .hStack(spacing: spacing, alignment: alignment, distribution: distribution) {
        children
      }
    case 3:
      let children = self.children(depth: depth)
      return .zStack(alignment: alignment()) { children }
    case 4:
      return tree(depth: depth - 1).frame(
        width: chance(2) ? Length(pick([0, 24, 44, 100, 270])) : nil,
        height: chance(2) ? Length(pick([0, 20, 44, 56, 300])) : nil, alignment: alignment())
    case 5:
      return tree(depth: depth - 1).frame(
        minWidth: chance(3) ? pick([10, 80, 200]) : nil,
        minHeight: chance(3) ? pick([10, 56]) : nil,
        maxWidth: chance(2) ? pick([.infinity, 150, 400]) : nil,
        maxHeight: chance(2) ? pick([.infinity, 60, 500]) : nil, alignment: alignment())
    case 6:
      let insets = EdgeInsets(
        top: Length(pick([0, 4, 16])), leading: Length(pick([0, 8, 24])),
        bottom: Length(pick([0, 4, 16])), trailing: Length(pick([0, 8, 24.5])))
      return tree(depth: depth - 1).padding(insets)
    case 7:
      return tree(depth: depth - 1).fixedSize(
        horizontal: Bool.random(using: &random), vertical: Bool.random(using: &random))
    case 8:
      return tree(depth: depth - 1).background(
        chance(2) ? .rectangle(fill: gray, cornerRadius: 12) : tree(depth: depth - 1))
    case 9:
      return tree(depth: depth - 1).role(pick(["card", "title", "button", "row"]))
    case 10:
      return tree(depth: depth - 1).appear(after: 0.5)
    default:
      return leaf()
    }
  }

  private mutating func children(depth: Int) -> [ViewNode] {
    (0..<Int.random(in: 0...4, using: &random)).map { _ in tree(depth: depth - 1) }
  }

  private mutating func leaf() -> ViewNode {
    switch Int.random(in: 0..<9, using: &random) {
    case 0: return .spacer(minLength: pick([0, 0, 8]))
    case 1: return .rectangle(fill: gray)
    case 2:
      return .image(
        width: pick([16, 44, 120]), height: pick([16, 44, 90]), label: "Photo", color: gray)
    case 3: return .divider(color: gray, thickness: 1, axis: chance(2) ? .vertical : .horizontal)
    case 4: return .empty
    default:
      let words = (0..<Int.random(in: 1...12, using: &random)).map { _ in pick(Self.words) }
      return .text(
        words.joined(separator: chance(6) ? "\n" : " "),
        style: pick([Typography.title, Typography.body, Typography.message, Typography.caption]),
        color: gray, alignment: pick(HorizontalAlignment.allCases),
        lineLimit: chance(3) ? pick([1, 2]) : nil)
    }
  }

  private static let words = [
    "Delete", "this", "photo?", "It", "will", "be", "removed", "from", "all", "your", "devices.",
    "사진을", "삭제할까요?", "확인", "https://example.com/a/very/long/path/that/does/not/break",
    "Supercalifragilisticexpialidocious", "OK", "", "Cancel", "naïve", "façade",
  ]

  private let gray = Paint.literal(RGBAColor(red: 128, green: 128, blue: 128))

  private mutating func alignment() -> Alignment {
    Alignment(
      horizontal: pick(HorizontalAlignment.allCases), vertical: pick(VerticalAlignment.allCases))
  }

  private mutating func chance(_ oneIn: Int) -> Bool {
    Int.random(in: 0..<oneIn, using: &random) == 0
  }

  private mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
}
