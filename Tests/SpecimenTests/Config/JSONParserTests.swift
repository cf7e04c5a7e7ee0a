import XCTest

@testable import Specimen

/// The position-keeping JSON parser: values, offsets, and an error with line and column for
/// every kind of malformed input.
final class JSONParserTests: XCTestCase {
  private func parse(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  /// The error `text` fails with, as `line:column problem`.
  private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line)
    -> (location: String, problem: String, fix: String)
  {
    let bytes = Array(text.utf8)
    do {
      let value = try JSONParser.parse(bytes)
      XCTFail("parsed \(value) from \(text)", file: file, line: line)
      return ("", "", "")
    } catch {
      return ("\(SourceLocation(offset: error.offset, in: bytes))", error.problem, error.fix)
    }
  }

  func testParsesEveryKindOfValueWithItsOffset() throws {
    let value = try parse(#"{"a": [1, -2.5e1, true, false, null], "b": {"c": "d"}}"#)
    let members = try XCTUnwrap(value.members)
    XCTAssertEqual(members.map(\.key), ["a", "b"])
    XCTAssertEqual(members[0].keyOffset, 1)
    let elements = try XCTUnwrap(value["a"]?.elements)
    XCTAssertEqual(
      elements.map(\.kind), [.number(1), .number(-25), .bool(true), .bool(false), .null])
    XCTAssertEqual(elements.map(\.offset), [7, 10, 18, 24, 31])
    XCTAssertEqual(value["b"]?["c"]?.string, "d")
    XCTAssertEqual(value["b"]?["c"]?.offset, 49)
  }

  func testDecodesEscapesAndSurrogatePairs() throws {
    let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\uD83D\uDE00", "é😀"]"#)
    let strings = try XCTUnwrap(value.elements).map(\.string)
    XCTAssertEqual(strings, ["\"\\/\u{08}\u{0C}\n\r\t", "é😀", "é😀"])
  }

  func testSkipsAByteOrderMarkAndSurroundingWhitespace() throws {
    let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(" \r\n\t{}\n".utf8))
    XCTAssertEqual(value.members?.count, 0)
  }

  func testHugeNumbersAreInfiniteRatherThanErrors() throws {
    XCTAssertEqual(try parse("1e999").number, .infinity)
  }

  func testColumnsCountCharactersNotBytes() {
    let bytes = Array("{\n  \"é😀\": x}".utf8)
    XCTAssertEqual(
      SourceLocation(offset: bytes.count - 2, in: bytes), SourceLocation(line: 2, column: 9))
  }

  func testTrailingCommaInAnObject() {
    let error = failure("{\n  \"a\": 1,\n}")
    XCTAssertEqual(error.location, "3:1")
    XCTAssertTrue(error.problem.contains("trailing comma"), error.problem)
    XCTAssertTrue(error.fix.contains("remove the comma"), error.fix)
  }

  func testTrailingCommaInAnArray() {
    let error = failure("[1, 2,]")
    XCTAssertEqual(error.location, "1:7")
    XCTAssertTrue(error.problem.contains("trailing comma"), error.problem)
  }

  func testMissingCommaBetweenMembers() {
    let error = failure("{\"a\": 1\n \"b\": 2}")
    XCTAssertEqual(error.location, "2:2")
    XCTAssertTrue(error.problem.contains("after the value of “a”"), error.problem)
    XCTAssertTrue(error.fix.contains("add a comma"), error.fix)
  }

  func testMissingColon() {
    let error = failure(#"{"a" 1}"#)
    XCTAssertEqual(error.location, "1:6")
    XCTAssertTrue(error.problem.contains("colon"), error.problem)
  }

  func testUnterminatedStringNamesWhereItStarts() {
    let error = failure("{\"title\": \"Acme}\n")
    XCTAssertEqual(error.location, "1:17")
    XCTAssertTrue(error.problem.contains("line break"), error.problem)
    let atEnd = failure("[\"abc")
    XCTAssertEqual(atEnd.location, "1:2")
    XCTAssertTrue(atEnd.problem.contains("never closed"), atEnd.problem)
  }

  func testUnclosedObjectNamesWhereItStarts() {
    let error = failure("{\n  \"a\": {\"b\": 1}\n")
    XCTAssertEqual(error.location, "3:1")
    XCTAssertTrue(error.problem.contains("starts at line 1, column 1"), error.problem)
  }

  func testDuplicateKeyNamesBothPlaces() {
    let error = failure("{\"a\": 1,\n \"a\": 2}")
    XCTAssertEqual(error.location, "2:2")
    XCTAssertTrue(error.problem.contains("“a” appears twice"), error.problem)
    XCTAssertTrue(error.problem.contains("line 1, column 2"), error.problem)
  }

  func testBadLiteralsAndNumbers() {
    XCTAssertTrue(failure("[True]").problem.contains("“True” is not a JSON value"))
    XCTAssertTrue(failure("[nul]").problem.contains("“nul” is not a JSON value"))
    XCTAssertTrue(failure("[012]").problem.contains("leading zero"))
    XCTAssertTrue(failure("[1.]").problem.contains("decimal point"))
    XCTAssertTrue(failure("[-]").problem.contains("not followed by a digit"))
    XCTAssertTrue(failure("[1e]").problem.contains("exponent"))
    XCTAssertTrue(failure("[+1]").problem.contains("not the start of a JSON value"))
    XCTAssertTrue(failure("['a']").problem.contains("single quotes"))
    XCTAssertTrue(failure("[NaN]").problem.contains("“NaN” is not a JSON value"))
  }

  func testCommentsAreRejected() {
    let error = failure("{\n  // the title\n  \"a\": 1}")
    XCTAssertEqual(error.location, "2:3")
    XCTAssertTrue(error.problem.contains("comment"), error.problem)
  }

  func testBadEscapesAndSurrogates() {
    XCTAssertTrue(failure(#"["\x"]"#).problem.contains("\\x is not a JSON escape"))
    XCTAssertTrue(failure(#"["\u12"]"#).problem.contains("four hexadecimal digits"))
    XCTAssertTrue(failure(#"["\uD83D"]"#).problem.contains("surrogate"))
    XCTAssertTrue(failure(#"["\uDE00"]"#).problem.contains("surrogate"))
  }

  func testControlCharacterInAString() {
    let error = failure("[\"a\u{01}b\"]")
    XCTAssertEqual(error.location, "1:4")
    XCTAssertTrue(error.problem.contains("U+0001"), error.problem)
  }

  func testInvalidUTF8NamesTheByte() {
    let bytes: [UInt8] = Array("{\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
    do {
      _ = try JSONParser.parse(bytes)
      XCTFail("parsed invalid UTF-8")
    } catch {
      XCTAssertEqual(error.offset, 7)
      XCTAssertTrue(error.problem.contains("0xC3 is not UTF-8"), error.problem)
      XCTAssertEqual(error.fix, "save the file as UTF-8")
    }
    for bad: [UInt8] in [
      [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82],
    ] {
      XCTAssertThrowsError(try JSONParser.parse([0x22] + bad + [0x22]), "\(bad)")
    }
  }

  func testEmptyFileAndTrailingContent() {
    XCTAssertTrue(failure("  \n").problem.contains("empty"))
    let trailing = failure("{} {}")
    XCTAssertEqual(trailing.location, "1:4")
    XCTAssertTrue(trailing.problem.contains("after the end"), trailing.problem)
  }

  func testNestingDeeperThanTheLimitIsAnErrorNotACrash() {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    XCTAssertTrue(failure(deep).problem.contains("nested more than 256 deep"))
    XCTAssertNoThrow(
      try parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)))
  }

  func testTruncatedDocumentsFailAtEveryCut() {
    let text = #"{"a": [1, {"b": "c\u00e9"}], "d": true}"#
    for length in 0..<text.utf8.count {
      XCTAssertThrowsError(
        try JSONParser.parse(Array(text.utf8.prefix(length))), "cut at \(length)")
    }
  }
}
