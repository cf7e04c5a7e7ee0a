import SpecimenCore

/// What a screen shows, as one value (seed 004): loading, loaded with its data, or failed with a
/// message. A screen switches over it, so it can never be "loading" and "failed" at once —
/// there are no `isLoading`/`isError` flags to disagree.
///
/// ```swift
/// var state: ViewState<[Album]> = .loading
/// state = .loaded(albums)
/// state = .error(message: "Couldn’t load your albums.")
/// ```
public enum ViewState<Data: Sendable>: Sendable {
  /// The data is on its way: the loading view shows.
  case loading
  /// The data arrived: the content shows.
  case loaded(Data)
  /// Loading failed: the retry view shows `message`.
  case error(message: String)

  /// The case's name: `loading`, `loaded` or `error`.
  public var name: String {
    switch self {
    case .loading: "loading"
    case .loaded: "loaded"
    case .error: "error"
    }
  }
}

extension ViewState: Equatable where Data: Equatable {}
