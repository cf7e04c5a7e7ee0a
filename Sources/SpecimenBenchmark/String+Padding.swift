extension String {
  /// The string right-aligned in `width` characters (never cut).
  func leftPadded(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }

  /// The string left-aligned in `width` characters (never cut).
  func rightPadded(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }
}
