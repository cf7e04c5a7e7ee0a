/// Helpers that write Swift source for usage snippets.
///
/// ```swift
/// SwiftSource.literal("Say \"hi\"")  // "\"Say \\\"hi\\\"\""
/// SwiftSource.number(120)         // "120"
/// ```
package enum SwiftSource {
  /// `source` with each line break (U+000A) replaced by `replacement`: `"\n  "` indents a
  /// nested expression under the line that holds it, `" "` makes it one line. (Foundation's
  /// `replacingOccurrences` does the same several times slower on Linux, and usage code is
  /// written for every variant of every build.)
  package static func replacingLineBreaks(in source: String, with replacement: String) -> String {
    guard source.utf8.contains(UInt8(ascii: "\n")) else { return source }
    var result = ""
    result.reserveCapacity(source.utf8.count)
    for line in source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.offset > 0 { result += replacement }
      result += Substring(line.element)
    }
    return result
  }

  /// `text` as a Swift string literal, with quotes, backslashes and control characters escaped.
  package static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A number as Swift source: `120` rather than `120.0`; `1e+20` for a huge one, and `.nan`,
  /// `.infinity` or `-.infinity` for a non-finite one.
  package static func number(_ value: Double) -> String {
    if value.isNaN { return ".nan" }
    if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A type name as a constant's name: `BottomModal` → `bottomModal`, `URLBadge` → `urlBadge`.
  package static func lowerCamelCase(_ name: String) -> String {
    let characters = Array(name)
    let upper = characters.prefix { $0.isUppercase }.count
    guard upper > 0 else { return name }
    // A run of capitals before a lower-case letter keeps its last capital: `URLBadge`.
    let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
    return characters.prefix(lowered).map { $0.lowercased() }.joined()
      + String(characters.dropFirst(lowered))
  }
}
