/// Helpers that write Swift source for usage snippets.
enum SwiftSource {
  /// `text` as a Swift string literal, with quotes, backslashes and control characters escaped.
  static func literal(_ text: String) -> String {
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

  /// A Builder chain: `head` then one `.call` per line, indented, ending in `.build()`.
  static func builderChain(_ head: String, _ calls: [String]) -> String {
    ([head] + calls.map { "  .\($0)" } + ["  .build()"]).joined(separator: "\n")
  }

  /// A number as Swift source: `120` rather than `120.0`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A colour token reference for usage code, e.g. `Palette.systemRed`.
  static func token(_ token: ColorToken) -> String { "Palette.\(token.name)" }
}
