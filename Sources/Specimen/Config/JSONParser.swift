/// A strict JSON parser (RFC 8259) that keeps each value's byte offset: pure, bytes in, values
/// out. It rejects what `JSONSerialization` would silently accept or reject without a place:
/// duplicate keys, trailing commas, comments, invalid UTF-8, lone surrogates, and nesting
/// deeper than ``maximumDepth``.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"title": "Acme"}"#.utf8))
/// value["title"]?.string  // "Acme"
/// ```
package enum JSONParser {
  /// How deeply arrays and objects may nest.
  package static let maximumDepth = 256

  /// Parses one JSON document (an optional UTF-8 byte-order mark, one value, whitespace).
  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var parser = Parser(bytes: bytes)
    try parser.checkEncoding()
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw JSONSyntaxError(
        offset: parser.index, problem: "the file is empty",
        fix: "write a JSON object, e.g. {}")
    }
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw JSONSyntaxError(
        offset: parser.index,
        problem: "unexpected \(parser.describeCurrent()) after the end of the JSON value",
        fix: "remove it, or wrap the values in one object or array")
    }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    // MARK: Values

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard index < bytes.count else {
        throw JSONSyntaxError(
          offset: index, problem: "the file ends where a value was expected",
          fix: "complete the value, or remove the comma or colon before it")
      }
      let start = index
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth + 1)
      case UInt8(ascii: "["): return try array(depth: depth + 1)
      case UInt8(ascii: "\""): return JSONValue(.string(try string()), offset: start)
      case UInt8(ascii: "t"):
        try literal("true")
        return JSONValue(.bool(true), offset: start)
      case UInt8(ascii: "f"):
        try literal("false")
        return JSONValue(.bool(false), offset: start)
      case UInt8(ascii: "n"):
        try literal("null")
        return JSONValue(.null, offset: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return JSONValue(.number(try number()), offset: start)
      case UInt8(ascii: "'"):
        throw JSONSyntaxError(
          offset: index, problem: "a string in single quotes",
          fix: "JSON strings use double quotes: \"…\"")
      case UInt8(ascii: "/"):
        throw JSONSyntaxError(
          offset: index, problem: "a comment", fix: "JSON has no comments; remove it")
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        throw JSONSyntaxError(
          offset: index, problem: "\(describeCurrent()) where a value was expected",
          fix: "remove the trailing comma before it, or add the missing value")
      case let byte where isWordByte(byte):
        try literal("true")  // throws, naming the word
        return JSONValue(.bool(true), offset: start)
      default:
        throw JSONSyntaxError(
          offset: index, problem: "\(describeCurrent()) is not the start of a JSON value",
          fix: "write a string in double quotes, a number, true, false, null, an object or an "
            + "array")
      }
    }

    mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      let start = index
      try checkDepth(depth)
      index += 1  // {
      var members: [JSONMember] = []
      var seen: [String: Int] = [:]
      skipWhitespace()
      if peek(UInt8(ascii: "}")) {
        index += 1
        return JSONValue(.object([]), offset: start)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count else { throw unterminated("object", start: start, "}") }
        guard bytes[index] == UInt8(ascii: "\"") else {
          if bytes[index] == UInt8(ascii: "/") {
            throw JSONSyntaxError(
              offset: index, problem: "a comment", fix: "JSON has no comments; remove it")
          }
          if bytes[index] == UInt8(ascii: "}") {
            throw JSONSyntaxError(
              offset: index, problem: "a trailing comma before “}”",
              fix: "remove the comma after the last member")
          }
          throw JSONSyntaxError(
            offset: index,
            problem: "\(describeCurrent()) where a key in double quotes was expected",
            fix: "write each key in double quotes, e.g. \"title\": …")
        }
        let keyOffset = index
        let key = try string()
        if let first = seen[key] {
          let location = SourceLocation(offset: first, in: bytes)
          throw JSONSyntaxError(
            offset: keyOffset,
            problem:
              "the key \(DiagnosticText.quoted(key)) appears twice in one object (first at "
              + "line \(location.line), column \(location.column))",
            fix: "keep one of them")
        }
        seen[key] = keyOffset
        skipWhitespace()
        guard peek(UInt8(ascii: ":")) else {
          throw JSONSyntaxError(
            offset: index,
            problem:
              "\(describeCurrent()) after the key \(DiagnosticText.quoted(key)); a colon was expected",
            fix: "write a colon between the key and its value")
        }
        index += 1
        skipWhitespace()
        let value = try value(depth: depth)
        members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
        skipWhitespace()
        guard index < bytes.count else { throw unterminated("object", start: start, "}") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return JSONValue(.object(members), offset: start)
        }
        throw JSONSyntaxError(
          offset: index,
          problem:
            "\(describeCurrent()) after the value of \(DiagnosticText.quoted(key)); a comma or "
            + "“}” was expected",
          fix: "add a comma between members, or close the object with “}”")
      }
    }

    mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      let start = index
      try checkDepth(depth)
      index += 1  // [
      var elements: [JSONValue] = []
      skipWhitespace()
      if peek(UInt8(ascii: "]")) {
        index += 1
        return JSONValue(.array([]), offset: start)
      }
      while true {
        skipWhitespace()
        guard index < bytes.count else { throw unterminated("array", start: start, "]") }
        if bytes[index] == UInt8(ascii: "]") {
          throw JSONSyntaxError(
            offset: index, problem: "a trailing comma before “]”",
            fix: "remove the comma after the last element")
        }
        elements.append(try value(depth: depth))
        skipWhitespace()
        guard index < bytes.count else { throw unterminated("array", start: start, "]") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return JSONValue(.array(elements), offset: start)
        }
        throw JSONSyntaxError(
          offset: index,
          problem: "\(describeCurrent()) after an array element; a comma or “]” was expected",
          fix: "add a comma between elements, or close the array with “]”")
      }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
      let start = index
      index += 1  // "
      var scalars = String.UnicodeScalarView()
      var runStart = index
      func flush(_ end: Int) {
        if end > runStart {
          scalars.append(
            contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
      }
      while true {
        guard index < bytes.count else {
          throw JSONSyntaxError(
            offset: start, problem: "a string that is never closed",
            fix: "end the string with a double quote")
        }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          flush(index)
          index += 1
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush(index)
          scalars.append(try escape())
          runStart = index
        case 0x00..<0x20:
          let name =
            byte == 0x0A ? "a line break" : (byte == 0x09 ? "a tab" : "a control character")
          throw JSONSyntaxError(
            offset: index,
            problem:
              "\(name) (U+\(hex4(UInt32(byte)))) inside a string; the string may be missing its "
              + "closing quote",
            fix: byte == 0x0A
              ? "close the string on the line it starts, or write \\n for a line break"
              : "write it as an escape, e.g. \\t or \\u\(hex4(UInt32(byte)))")
        default:
          index += 1
        }
      }
    }

    /// Reads the escape at `index` (a backslash) and returns its scalar.
    mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
      let start = index
      index += 1
      guard index < bytes.count else {
        throw JSONSyntaxError(
          offset: start, problem: "a string that ends in a backslash",
          fix: "write \\\\ for a backslash and close the string")
      }
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""): return "\""
      case UInt8(ascii: "\\"): return "\\"
      case UInt8(ascii: "/"): return "/"
      case UInt8(ascii: "b"): return "\u{08}"
      case UInt8(ascii: "f"): return "\u{0C}"
      case UInt8(ascii: "n"): return "\n"
      case UInt8(ascii: "r"): return "\r"
      case UInt8(ascii: "t"): return "\t"
      case UInt8(ascii: "u"):
        let first = try hexQuad(escapeStart: start)
        if (0xD800...0xDBFF).contains(first) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else { throw loneSurrogate(first, at: start) }
          let secondStart = index
          index += 2
          let second = try hexQuad(escapeStart: secondStart)
          guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(first, at: start) }
          return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw loneSurrogate(first, at: start) }
        return scalar
      default:
        index -= 1
        throw JSONSyntaxError(
          offset: start, problem: "\\\(describeCurrent(quoted: false)) is not a JSON escape",
          fix: "use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX; write \\\\ for a backslash"
        )
      }
    }

    mutating func hexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
      var value: UInt32 = 0
      for _ in 0..<4 {
        guard index < bytes.count, let digit = hexDigit(bytes[index]) else {
          throw JSONSyntaxError(
            offset: escapeStart, problem: "\\u must be followed by four hexadecimal digits",
            fix: "write the code point as \\uXXXX, e.g. \\u00E9")
        }
        value = value << 4 | digit
        index += 1
      }
      return value
    }

    func loneSurrogate(_ value: UInt32, at offset: Int) -> JSONSyntaxError {
      JSONSyntaxError(
        offset: offset,
        problem: "\\u\(hex4(value)) is half of a surrogate pair without its other half",
        fix: "write the character itself, or both halves (\\uD83D\\uDE00)")
    }

    mutating func number() throws(JSONSyntaxError) -> Double {
      let start = index
      func fail(_ problem: String) -> JSONSyntaxError {
        JSONSyntaxError(
          offset: start, problem: problem,
          fix: "write a JSON number such as 16, -0.5 or 1e3 (no leading zeros, no “+”, no "
            + "trailing “.”)")
      }
      if peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw fail("“-” is not followed by a digit")
      }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
        if index < bytes.count, isDigit(bytes[index]) {
          throw fail("a number with a leading zero")
        }
      } else {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
      if peek(UInt8(ascii: ".")) {
        index += 1
        guard index < bytes.count, isDigit(bytes[index]) else {
          throw fail("a decimal point without digits after it")
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
      if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
        index += 1
        if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
          throw fail("an exponent without digits")
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let value = Double(text) else { throw fail("“\(text)” is not a number") }
      return value
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
      let expected = Array(
        UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
      guard bytes.count - index >= expected.count,
        Array(bytes[index..<index + expected.count]) == expected
      else {
        var end = index
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        let found = String(decoding: bytes[index..<max(end, index + 1)], as: UTF8.self)
        throw JSONSyntaxError(
          offset: index, problem: "\(DiagnosticText.quoted(found)) is not a JSON value",
          fix: "write true, false or null in lower case, or put text in double quotes")
      }
      index += expected.count
      if index < bytes.count, isWordByte(bytes[index]) {
        throw JSONSyntaxError(
          offset: index - expected.count, problem: "unexpected letters after \(word)",
          fix: "put text in double quotes")
      }
    }

    // MARK: Helpers

    mutating func skipWhitespace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
      guard depth <= JSONParser.maximumDepth else {
        throw JSONSyntaxError(
          offset: index,
          problem: "arrays and objects are nested more than \(JSONParser.maximumDepth) deep",
          fix: "flatten the structure")
      }
    }

    func unterminated(_ what: String, start: Int, _ close: String) -> JSONSyntaxError {
      let location = SourceLocation(offset: start, in: bytes)
      return JSONSyntaxError(
        offset: index,
        problem:
          "the file ends inside the \(what) that starts at line \(location.line), column "
          + "\(location.column)",
        fix: "close it with “\(close)” (and check for a missing closing quote or bracket)")
    }

    /// The character at `index` for a message, e.g. `“x”` or `the end of the file`.
    func describeCurrent(quoted: Bool = true) -> String {
      guard index < bytes.count else { return "the end of the file" }
      var end = index + 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      let text = String(decoding: bytes[index..<end], as: UTF8.self)
      return quoted ? DiagnosticText.quoted(text) : DiagnosticText.escaped(text)
    }

    /// Throws at the first byte that is not valid UTF-8.
    func checkEncoding() throws(JSONSyntaxError) {
      var position = 0
      while position < bytes.count {
        let lead = bytes[position]
        let length: Int
        var minimum: UInt32 = 0
        switch lead {
        case 0x00...0x7F:
          position += 1
          continue
        case 0xC2...0xDF:
          length = 2
          minimum = 0x80
        case 0xE0...0xEF:
          length = 3
          minimum = 0x800
        case 0xF0...0xF4:
          length = 4
          minimum = 0x10000
        default: throw notUTF8(position)
        }
        guard position + length <= bytes.count else { throw notUTF8(position) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for continuation in bytes[position + 1..<position + length] {
          guard continuation & 0xC0 == 0x80 else { throw notUTF8(position) }
          value = value << 6 | UInt32(continuation & 0x3F)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else {
          throw notUTF8(position)
        }
        position += length
      }
    }

    func notUTF8(_ offset: Int) -> JSONSyntaxError {
      JSONSyntaxError(
        offset: offset,
        problem: "byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) is not UTF-8 text",
        fix: "save the file as UTF-8")
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || isDigit(byte)
      || byte == UInt8(ascii: "_")
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func hex4(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
  }
}
