/// A component that writes its usage code itself, values as a style says: a wrapper, such as a
/// stress test, that adds to the code of the component it wraps.
package protocol UsageWriting {
  /// The usage code, values written as `style` says.
  func usage(in style: UsageStyle) -> String
}
