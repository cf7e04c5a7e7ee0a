extension RetryView: CellContent {
  /// Title and red retry label without the screen: centred across the cell in a list (as tall
  /// as the pair), centred both ways in a grid tile; e.g. one album of a grid failed to load.
  public func cellBody(in environment: Environment) -> ViewNode {
    let pair = ViewNode.vStack(spacing: design.spacing) {
      if !viewModel.title.isEmpty {
        ViewNode.text(
          viewModel.title, style: design.titleStyle, color: environment.color(design.titleColor)
        )
        .role("title")
      }
      ViewNode.text(
        viewModel.retryTitle, style: design.retryStyle,
        color: environment.color(design.retryColor)
      )
      .role("retryLabel")
    }
    .role("retry")
    switch environment.horizontalSizeClass {
    case .compact: return pair.frame(maxWidth: .infinity)
    case .regular: return pair.frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }
}
