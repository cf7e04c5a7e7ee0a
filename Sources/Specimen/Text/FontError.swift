/// What was wrong with a font file, where, and how to fix it.
public struct FontError: Error, Equatable, CustomStringConvertible {
  /// The sfnt table tag the problem was found in (`"cmap"`, `"glyf"`…), or nil for the file header.
  public let table: String?
  /// The absolute byte offset in the font file where the problem was found, when known.
  public let offset: Int?
  /// What is wrong, in one sentence.
  public let problem: String
  /// What to do about it.
  public let fix: String

  /// Creates an error from its parts.
  public init(table: String?, offset: Int?, problem: String, fix: String) {
    self.table = table
    self.offset = offset
    self.problem = problem
    self.fix = fix
  }

  /// A one-line message: location, problem and fix.
  public var description: String {
    var location = table.map { "font table '\($0)'" } ?? "font file"
    if let offset { location += " at byte \(offset)" }
    return "\(location): \(problem). Fix: \(fix)."
  }

  /// A read past the end of a table or of the file.
  static func truncated(table: String?, offset: Int, what: String, needed: Int, available: Int)
    -> FontError
  {
    FontError(
      table: table, offset: offset,
      problem:
        "\(what) needs \(needed) bytes but only \(available) remain; the file is truncated or corrupt",
      fix: "use an intact font file (regenerate bundled fonts with tools/make-fonts.sh)")
  }

  /// A structurally invalid value inside a table.
  static func malformed(_ table: String, offset: Int?, _ problem: String) -> FontError {
    FontError(
      table: table, offset: offset, problem: problem,
      fix: "the font is malformed; check it with `ttx -l` or fontTools and use an intact copy")
  }
}
