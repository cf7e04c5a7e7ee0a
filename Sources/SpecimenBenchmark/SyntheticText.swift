/// Deterministic copy of the kinds a real catalog holds: short and long English (that wraps),
/// Korean (Hangul syllables, which the bundled Specimen Hangul face draws), the two mixed, and
/// long words (compounds, URLs, file names) that no line break helps. Latin text keeps to
/// characters the bundled Inter faces have.
struct SyntheticText {
  /// The sequence every choice comes from.
  var random: SeededGenerator

  /// Starts the text at `seed`.
  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  static let english = [
    "photo", "album", "shared", "library", "backup", "storage", "plan", "device", "account",
    "settings", "camera", "memory", "trip", "summer", "friends", "family", "download", "upload",
    "delete", "restore", "remove", "invite", "link", "copy", "share", "favourite", "hidden",
    "recent", "people", "places", "video", "screenshot", "selfie", "portrait", "panorama",
    "your", "the", "a", "all", "some", "every", "new", "old", "this", "that", "these", "from",
    "to", "in", "on", "with", "without", "after", "before", "while", "until", "and", "or",
    "but", "not", "now", "later", "today", "yesterday", "soon", "again", "still", "only",
    "will", "can", "could", "should", "must", "is", "are", "was", "be", "been", "have", "has",
    "keep", "lose", "find", "open", "close", "save", "edit", "change", "update", "check",
    "connection", "network", "payment", "card", "month", "week", "day", "hour", "minutes",
    "quickly", "safely", "automatically", "privately", "securely", "gently", "briefly",
    "Lisbon", "Seoul", "Iceland", "Jeju", "Busan", "Kyoto", "Porto", "Oslo", "Sunday",
  ]

  static let korean = [
    "사진", "앨범", "공유", "저장", "삭제", "복구", "동영상", "기기", "계정", "설정", "카메라",
    "추억", "여행", "여름", "가족", "친구", "다운로드", "업로드", "링크", "복사", "즐겨찾기", "숨김",
    "최근", "사람들", "장소", "스크린샷", "인물", "파노라마", "모든", "새로운", "이전", "다음",
    "지금", "나중에", "오늘", "어제", "곧", "다시", "아직", "네트워크", "연결", "결제", "카드",
    "이번", "달", "주", "시간", "분", "빠르게", "안전하게", "자동으로", "서울", "제주도", "부산",
    "경주", "리스본", "아이슬란드", "바다", "불국사", "봄", "가을", "겨울", "타임캡슐", "이름",
    "입력", "확인", "취소", "완료", "실패", "성공", "알림", "신고하기", "수정하기", "보관함",
    "사진을", "앨범에", "친구와", "기기에서", "계정으로", "저장했어요", "삭제할까요", "불러오는",
    "중입니다", "있습니다", "없습니다", "해 주세요", "할 수", "잠시 후", "변경되었습니다",
  ]

  static let longWords = [
    "Donaudampfschifffahrtsgesellschaftskapitän",
    "Rechtsschutzversicherungsgesellschaften",
    "Kraftfahrzeughaftpflichtversicherung",
    "internationalization-and-localization",
    "https://photos.example.com/albums/2024/summer-in-lisbon/shared?invite=8f3a9c2e71d4",
    "photo_2024-07-14_18-32-05_IMG_4821_edited_final_v3.HEIC",
    "antidisestablishmentarianism",
    "supercalifragilisticexpialidocious",
    "사진첩자동백업서비스이용약관변경안내",
  ]

  /// A label for a button or a row: one to three words.
  mutating func label() -> String {
    switch random.int(0...9) {
    case 0...5: return capitalized(words(random.int(1...2), from: Self.english))
    case 6...8: return words(random.int(1...2), from: Self.korean)
    default: return capitalized(words(random.int(2...3), from: Self.english))
    }
  }

  /// A title: a short line, sometimes longer than its slot, sometimes one long word.
  mutating func title() -> String {
    switch random.int(0...19) {
    case 0...9: return sentence(random.int(2...5), from: Self.english, end: "")
    case 10...13: return sentence(random.int(6...10), from: Self.english, end: "")
    case 14...16: return words(random.int(2...4), from: Self.korean)
    case 17...18: return mixed(random.int(3...6), end: "")
    default: return random.pick(Self.longWords)
    }
  }

  /// A message: a sentence, a paragraph that wraps over several lines, Korean, mixed, or a
  /// sentence with a long word in it.
  mutating func message() -> String {
    switch random.int(0...19) {
    case 0...4: return sentence(random.int(4...10), from: Self.english, end: ".")
    case 5...9: return paragraph(sentences: random.int(2...5))
    case 10...12: return sentence(random.int(3...8), from: Self.korean, end: ".")
    case 13...14:
      return (0..<random.int(2...4)).map { _ in
        sentence(random.int(4...9), from: Self.korean, end: ".")
      }.joined(separator: " ")
    case 15...17: return mixed(random.int(6...16), end: ".")
    default:
      return sentence(random.int(2...4), from: Self.english, end: "") + " "
        + random.pick(Self.longWords) + " "
        + sentence(random.int(1...3), from: Self.english, end: ".")
        .lowercased()
    }
  }

  /// Two or three short lines separated by line breaks.
  mutating func lines() -> String {
    (0..<random.int(2...3)).map { _ in
      random.chance(0.7)
        ? sentence(random.int(2...6), from: Self.english, end: ".")
        : sentence(random.int(2...5), from: Self.korean, end: ".")
    }.joined(separator: "\n")
  }

  /// A paragraph of English sentences, long enough to wrap in every slot.
  mutating func paragraph(sentences: Int) -> String {
    (0..<sentences).map { _ in sentence(random.int(6...16), from: Self.english, end: ".") }
      .joined(separator: " ")
  }

  /// `count` words from `list` separated by spaces.
  mutating func words(_ count: Int, from list: [String]) -> String {
    (0..<count).map { _ in random.pick(list) }.joined(separator: " ")
  }

  /// `count` words from `list`, capitalized and ended with `end`.
  mutating func sentence(_ count: Int, from list: [String], end: String) -> String {
    capitalized(words(count, from: list)) + end
  }

  /// English and Korean words in one sentence, as a Korean app names places and products.
  mutating func mixed(_ count: Int, end: String) -> String {
    capitalized(
      (0..<count).map { _ in random.pick(random.chance(0.5) ? Self.english : Self.korean) }
        .joined(separator: " ")) + end
  }

  /// `text` with its first letter in upper case (Hangul has no case and stays as it is).
  func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
