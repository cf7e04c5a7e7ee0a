import SpecimenCore

extension RetryView: CellContent {
  /// Title and red retry label without the screen: centred across a list row (as tall as the
  /// pair), centred both ways in a grid item; e.g. one album of a grid failed to load.
  public func cellBody(in environment: Environment, placement: CellPlacement) -> ViewNode {
    switch placement {
    case .listRow: pair(in: environment).frame(maxWidth: .infinity)
    case .gridItem: pair(in: environment).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}
