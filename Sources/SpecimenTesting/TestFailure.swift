import XCTest

#if canImport(Testing)
  import Testing
#endif

/// Reports a failure to the test framework running the current test: an issue under Swift
/// Testing, an `XCTFail` under XCTest.
enum TestFailure {
  /// Fails the current test with `message` at the given place.
  static func report(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: Testing.SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
      }
    #endif
    XCTFail(message, file: filePath, line: line)
  }
}
