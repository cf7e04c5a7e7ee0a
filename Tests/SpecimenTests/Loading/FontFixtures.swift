import Foundation
import Specimen

/// Font files for loader tests, made from the bundled ones.
enum FontFixtures {
  /// The bundled Inter Regular.
  static func inter() throws -> Data {
    try Data(
      contentsOf: ResourceLoader.packageTemplatesDirectory.appendingPathComponent(
        "Fonts/Inter-Regular.ttf"))
  }

  /// Inter with its `glyf` table renamed `CFF ` and an `OTTO` signature: a font whose outlines
  /// are (as far as its table directory says) PostScript ones.
  static func cffFlavoured() throws -> Data {
    var bytes = [UInt8](try inter())
    bytes.replaceSubrange(0..<4, with: Array("OTTO".utf8))
    let count = Int(bytes[4]) << 8 | Int(bytes[5])
    for record in 0..<count {
      let tag = 12 + record * 16
      if Array(bytes[tag..<tag + 4]) == Array("glyf".utf8) {
        bytes.replaceSubrange(tag..<tag + 4, with: Array("CFF ".utf8))
      }
    }
    return Data(bytes)
  }
}
