/// How a component's rules name what is drawn, in a designer's words: a token's value in force
/// first, then its name in lower-case words, e.g. `16 pt (inset)`, `270 pt (modal width)`, so a
/// rule reads true on every team's site and shows no code name.
///
/// ```swift
/// let environment = Environment.compact.with(tokens: registry.tokens)
/// "The message keeps \(RuleText.spacing(inset, in: environment)) from every edge."
/// // “The message keeps 16 pt (inset) from every edge.”
/// ```
public enum RuleText {
  /// A number as Specimen writes one everywhere: at most two decimals, no trailing zeros,
  /// `16`, `23.8`, `-0.25`.
  public static func number(_ value: Double) -> String { PointFormat.string(value) }

  /// A length in points, without its token: `16 pt`, `23.8 pt`.
  public static func points(_ length: Length) -> String { "\(number(length.points)) pt" }

  /// A spacing token's points in `environment`, then its name: `16 pt (inset)`,
  /// `270 pt (modal width)`.
  public static func spacing(_ token: SpacingToken, in environment: Environment) -> String {
    "\(points(environment.spacing(token))) (\(words(token.name)))"
  }

  /// A corner-radius token's points in `environment`, then its name: `16 pt (card)`.
  public static func radius(_ token: RadiusToken, in environment: Environment) -> String {
    "\(points(environment.radius(token))) (\(words(token.name)))"
  }

  /// A type style in force in `environment`, its family (when not the default), weight, size
  /// and line height, then its name: `Regular 17/22 (body)`, `Manrope Regular 17/23.8 (body)`.
  public static func style(_ style: TypeStyle, in environment: Environment) -> String {
    let style = environment.style(style)
    let family = style.family.map { "\($0) " } ?? ""
    return "\(family)\(style.weight.displayName) "
      + "\(PointFormat.string(style.size))/\(PointFormat.string(style.lineHeight)) "
      + "(\(words(style.name)))"
  }

  /// A colour token's value in force in `environment`, in each theme when they differ, then
  /// its name: `black at 30 % (dim)`, `#14213D in light, #FBF8F3 in dark (label)`.
  public static func color(_ token: ColorToken, in environment: Environment) -> String {
    "\(colorValue(token, in: environment)) (\(words(token.name)))"
  }

  /// A token's or a part's name as a designer says it: its camelCase, snake_case or
  /// kebab-case words split and lower-cased, spaces kept, an all-capitals word (`AX3`, `URL`)
  /// kept as it is: `modalWidth` → `modal width`, `negativeButton` → `negative button`,
  /// `row title 2` → `row title 2`.
  package static func words(_ name: String) -> String {
    // Names are ASCII almost always: split on their bytes, with the same rules (ASCII's
    // upper-case letters are A to Z, its lower-case a to z, its numbers 0 to 9).
    name.utf8.allSatisfy({ $0 < 0x80 }) ? asciiWords(Array(name.utf8)) : characterWords(name)
  }

  /// ``words(_:)`` of any name, read character by character.
  static func characterWords(_ name: String) -> String {
    var words: [String] = []
    var word = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if character == " " || character == "_" || character == "-" {
        if !word.isEmpty { words.append(word) }
        word = ""
        continue
      }
      if character.isUppercase, let last = word.last {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        // A new word starts at `Width` in `modalWidth`, and at `Field` in `URLField`.
        if last.isLowercase || last.isNumber
          || (last.isUppercase && next?.isLowercase == true)
        {
          words.append(word)
          word = ""
        }
      }
      word.append(character)
    }
    if !word.isEmpty { words.append(word) }
    return words.map { word in
      word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber } ? word : word.lowercased()
    }.joined(separator: " ")
  }

  /// ``words(_:)`` of an ASCII name, given as its bytes.
  static func asciiWords(_ name: [UInt8]) -> String {
    func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    var words: [ArraySlice<UInt8>] = []
    var start = 0
    for index in name.indices {
      let byte = name[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") {
        if start < index { words.append(name[start..<index]) }
        start = index + 1
        continue
      }
      if isUpper(byte), start < index {
        let last = name[index - 1]
        let next = index + 1 < name.count ? name[index + 1] : nil
        // A new word starts at `Width` in `modalWidth`, and at `Field` in `URLField`.
        if isLower(last) || isDigit(last) || (isUpper(last) && next.map(isLower) == true) {
          words.append(name[start..<index])
          start = index
        }
      }
    }
    if start < name.count { words.append(name[start...]) }
    var result: [UInt8] = []
    result.reserveCapacity(name.count + words.count)
    for word in words {
      if !result.isEmpty { result.append(UInt8(ascii: " ")) }
      if word.count > 1 && word.allSatisfy({ isUpper($0) || isDigit($0) }) {
        result.append(contentsOf: word)
      } else {
        result.append(contentsOf: word.lazy.map { isUpper($0) ? $0 + 0x20 : $0 })
      }
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The value alone of a colour token in force in `environment`: `black at 30 %`.
  package static func colorValue(_ token: ColorToken, in environment: Environment) -> String {
    let resolved = environment.tokens.color(named: token.name) ?? token
    let increased = [
      resolved.lightIncreasedContrast.map { ", \(describe($0)) in light with increased contrast" },
      resolved.darkIncreasedContrast.map { ", \(describe($0)) in dark with increased contrast" },
    ].compactMap { $0 }.joined()
    guard resolved.light != resolved.dark else { return describe(resolved.light) + increased }
    return "\(describe(resolved.light)) in light, \(describe(resolved.dark)) in dark" + increased
  }

  /// An environment by its display name, size, size classes and safe-area insets (the
  /// non-zero ones, in UIKit's order: top, leading, bottom, trailing):
  /// `iPhone landscape (812 × 375 pt, width compact, height compact, safe area: leading 44,
  /// bottom 21, trailing 44 pt)`; `… , no safe-area insets)` when it has none.
  public static func environment(_ environment: Environment) -> String {
    let insets = environment.safeArea
    let safeArea = [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
      ("trailing", insets.trailing),
    ].map { ($0.0, $0.1.points) }.filter { $0.1 != 0 }.map { "\($0.0) \(PointFormat.string($0.1))" }
    return "\(environment.displayName) (\(PointFormat.string(environment.width)) × "
      + "\(PointFormat.string(environment.height)) pt, width \(environment.horizontalSizeClass.rawValue), "
      + "height \(environment.verticalSizeClass.rawValue), "
      + (safeArea.isEmpty
        ? "no safe-area insets)" : "safe area: \(safeArea.joined(separator: ", ")) pt)")
  }

  /// `black`, `white` or `#RRGGBB`, with `at 30 %` when not opaque.
  private static func describe(_ color: RGBAColor) -> String {
    let name =
      switch color.hexRGB {
      case "#000000": "black"
      case "#FFFFFF": "white"
      case let hex: hex
      }
    guard color.alpha != 255 else { return name }
    return "\(name) at \(Int((color.opacity * 100).rounded())) %"
  }
}
