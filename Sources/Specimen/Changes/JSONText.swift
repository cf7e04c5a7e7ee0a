/// JSON written by hand, where a file's layout is chosen line by line (the layout records,
/// a layout snapshot) and `JSONEncoder`'s would not do: its strings escaped in one place.
package enum JSONText {
  /// `text` as a JSON string: quotes, backslashes and control characters escaped, nothing else,
  /// as `JSONEncoder` escapes them (`\b`, `\t`, `\n`, `\f`, `\r`, the others `\u001f`).
  package static func string(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
      return "\"" + text + "\""
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{8}": result += "\\b"
      case "\u{C}": result += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
