import Foundation
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Parses markup with Foundation's XML parser: is it well-formed, and which elements, attributes
/// and text does it hold.
package enum XMLWellFormedness {
  /// One element as the parser saw it.
  package struct Element: Equatable {
    /// The tag name.
    package var name: String
    /// The attributes, decoded.
    package var attributes: [String: String]
    /// The character data directly inside it, decoded.
    package var text: String
  }

  /// The elements of `xml` in document order; throws when it is not well-formed.
  package static func elements(in xml: String) throws -> [Element] {
    let collector = Collector()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = collector
    guard parser.parse() else {
      throw Malformed(
        description:
          "line \(parser.lineNumber), column \(parser.columnNumber): "
          + "\(parser.parserError.map { "\($0)" } ?? "unknown error")")
    }
    return collector.elements
  }

  /// Fails the test when `xml` is not well-formed.
  package static func assertWellFormed(
    _ xml: String, _ name: String = "markup", file: StaticString = #filePath, line: UInt = #line
  ) throws {
    do {
      _ = try elements(in: xml)
    } catch {
      XCTFail("\(name) is not well-formed XML: \(error)", file: file, line: line)
    }
  }

  /// Why a document did not parse.
  package struct Malformed: Error, CustomStringConvertible {
    /// Where and what.
    package var description: String
  }

  private final class Collector: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: name, attributes: attributes, text: ""))
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }
  }
}
