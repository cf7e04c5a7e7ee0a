import Specimen

extension RetryView: CellContent {
  /// Title and red retry label without the screen: centred across the cell in a list (as tall
  /// as the pair), centred both ways in a grid tile; e.g. one album of a grid failed to load.
  public func cellBody(in environment: Environment) -> ViewNode {
    switch environment.horizontalSizeClass {
    case .compact: pair(in: environment).frame(maxWidth: .infinity)
    case .regular: pair(in: environment).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}
