extension Environment {
  /// This environment at the text size of the catalog's large-text stress test (accessibility
  /// extra large, AX3): every type style with a Dynamic Type style is drawn at that size.
  ///
  /// ```swift
  /// assertSnapshot(of: banner, as: .svg(environment: Environment.compact.withLargeText()))
  /// ```
  public func withLargeText() -> Environment {
    with(contentSizeCategory: StressTest.largeTextSize)
  }
}
