/// One variant laid out in one environment: the unit the catalog draws and tests inspect.
package struct Drawing: Sendable {
  /// The component.
  package var componentID: ComponentID
  /// The variant.
  package var variantID: VariantID
  /// The variant's title.
  package var variantTitle: String
  /// The component's name.
  package var componentName: String
  /// Where it was laid out.
  package var environment: Environment
  /// The laid-out screen.
  package var layout: LayoutNode

  /// The standalone file's path inside the site, e.g. `svg/modal/korean-regular-dark.svg`.
  package var path: String {
    "svg/\(componentID)/\(variantID)-\(environment.id).svg"
  }

  /// The path of its redline overlay inside the site, e.g.
  /// `redlines/modal/korean-regular-compact.svg`: one file per environment, light and dark
  /// sharing it (their layouts measure the same).
  package var overlayPath: String {
    "redlines/\(componentID)/\(variantID)-\(environment.name).svg"
  }

  /// A document-unique id for the drawing's elements, e.g. `modal_two-buttons_compact-light`:
  /// ids never contain `_`, so no two drawings share one (`modal-x` + `y` and `modal` + `x-y`
  /// would both be `modal-x-y` joined with hyphens).
  package var elementID: String { "\(componentID)_\(variantID)_\(environment.id)" }

  /// The accessible title, e.g. `Modal, Two buttons: iPhone portrait 375 × 812, light`.
  package var title: String {
    "\(componentName), \(variantTitle): \(environment.displayName) "
      + "\(MarkupRenderer.number(environment.width)) × \(MarkupRenderer.number(environment.height)), "
      + "\(environment.theme.displayName)"
  }
}
