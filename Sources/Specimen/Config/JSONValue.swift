/// A JSON value with the byte offset it starts at in its document, so a reader can name the
/// line and column of anything it rejects (Foundation's `JSONSerialization` cannot).
package struct JSONValue: Sendable, Equatable {
  /// What the value is.
  package enum Kind: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; a literal too large for a `Double` is infinite.
    case number(Double)
    /// A string, escapes decoded.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object's members in document order (keys are unique: the parser rejects duplicates).
    case object([JSONMember])
  }

  /// What the value is.
  package var kind: Kind
  /// The offset in 32 bits (a document is at most ``ConfigLoader/maximumFileSize`` bytes):
  /// a token file's tree holds several values per token, and this keeps each to 24 bytes.
  private var storedOffset: UInt32

  /// The byte offset of the value's first character in its document.
  package var offset: Int {
    get { Int(storedOffset) }
    set { storedOffset = UInt32(clamping: newValue) }
  }

  /// Creates a value.
  package init(_ kind: Kind, offset: Int) {
    self.kind = kind
    storedOffset = UInt32(clamping: offset)
  }

  /// The members when this is an object.
  package var members: [JSONMember]? {
    if case .object(let members) = kind { members } else { nil }
  }

  /// The string when this is a string.
  package var string: String? {
    if case .string(let text) = kind { text } else { nil }
  }

  /// The number when this is a number.
  package var number: Double? {
    if case .number(let value) = kind { value } else { nil }
  }

  /// The elements when this is an array.
  package var elements: [JSONValue]? {
    if case .array(let elements) = kind { elements } else { nil }
  }

  /// The member called `key` when this is an object.
  package subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }

  /// What a message calls this kind of value: `a string`, `an object`…
  package var typeDescription: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// One `"key": value` of a JSON object, with the offset of its key.
package struct JSONMember: Sendable, Equatable {
  /// The key, escapes decoded.
  package var key: String
  /// The value.
  package var value: JSONValue
  /// The key's offset in 32 bits, as ``JSONValue`` keeps its own.
  private var storedKeyOffset: UInt32

  /// The byte offset of the key's opening quote.
  package var keyOffset: Int {
    get { Int(storedKeyOffset) }
    set { storedKeyOffset = UInt32(clamping: newValue) }
  }

  /// Creates a member.
  package init(key: String, keyOffset: Int, value: JSONValue) {
    self.key = key
    self.value = value
    storedKeyOffset = UInt32(clamping: keyOffset)
  }
}

/// A line and column in a text file, both counted from 1; the column counts Unicode scalars.
package struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  package var line: Int
  /// The column, from 1, in Unicode scalars (a tab counts as one).
  package var column: Int

  /// Creates a location.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  package var description: String { "\(line):\(column)" }

  /// The location of byte `offset` in UTF-8 `bytes` (an offset past the end is the end).
  package init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var lineStart = 0
    let end = min(max(offset, 0), bytes.count)
    var index = 0
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    var column = 1
    for byte in bytes[lineStart..<end] where byte & 0xC0 != 0x80 {  // not a continuation byte
      column += 1
    }
    self.init(line: line, column: column)
  }
}

/// Malformed JSON: where (a byte offset), what and how to fix it.
package struct JSONSyntaxError: Error, Equatable, Sendable {
  /// The byte offset of the problem.
  package var offset: Int
  /// What is wrong.
  package var problem: String
  /// How to fix it.
  package var fix: String

  /// Creates an error.
  package init(offset: Int, problem: String, fix: String) {
    self.offset = offset
    self.problem = problem
    self.fix = fix
  }
}
