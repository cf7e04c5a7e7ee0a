import Foundation

/// A way to snapshot values of one type: how to turn a value into a `Format` (text, for
/// Specimen's markup) and how to store and compare that format.
///
/// Specimen's strategies are ``svg(environment:resources:)``, ``layout(environment:resources:)``
/// and ``page``; ``pullback(_:)`` makes one for another type of value:
///
/// ```swift
/// // A `Banner.ViewModel` snapshotted as the SVG drawing of the banner it makes.
/// let strategy: Snapshotting<Banner.ViewModel, String> =
///   Snapshotting.svg(environment: .compact).pullback { model in
///     var banner = Banner()
///     banner.viewModel = model
///     return banner
///   }
/// ```
public struct Snapshotting<Value, Format> {
  /// The reference file's extension, without the dot: `svg`, `json`, `html`, `txt`.
  package var pathExtension: String
  /// How snapshots are stored and compared.
  package var diffing: Diffing<Format>
  /// Makes the snapshot of a value; an error it throws fails the assertion.
  public var snapshot: (Value) throws -> Format

  /// A strategy from its parts.
  public init(
    pathExtension: String, diffing: Diffing<Format>,
    snapshot: @escaping (Value) throws -> Format
  ) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = snapshot
  }

  /// This strategy for values of another type, which `transform` turns into this one's.
  public func pullback<NewValue>(_ transform: @escaping (NewValue) throws -> Value)
    -> Snapshotting<NewValue, Format>
  {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) {
      try snapshot(transform($0))
    }
  }
}

/// How snapshots of one format are stored in reference files and compared.
public struct Diffing<Value> {
  /// The bytes of a reference file holding `value`.
  package var toData: (Value) -> Data
  /// The value a reference file's bytes hold.
  package var fromData: (Data) -> Value
  /// What differs from the reference to the actual snapshot, in words; nil when they match.
  package var diff: (_ reference: Value, _ actual: Value) -> String?

  /// A diffing from its parts.
  public init(
    toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
    diff: @escaping (_ reference: Value, _ actual: Value) -> String?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

extension Diffing where Value == String {
  /// Text stored as UTF-8 and compared line by line: a unified diff with three lines of
  /// context, each changed line shown beside the line it replaces, and under a pair that
  /// differs in an attribute, the first such attribute (`? fill="#FFFFFF" → fill="#2C2C2E"`).
  public static var lines: Diffing<String> {
    Diffing(
      toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
      diff: { reference, actual in
        reference == actual ? nil : LineDiff.unified(expected: reference, actual: actual)
      })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// Text as it is, compared by ``Diffing/lines``, in a `.txt` file unless the snapshot's name
  /// has an extension of its own (`index.html`).
  public static var lines: Snapshotting<String, String> {
    Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
  }
}
