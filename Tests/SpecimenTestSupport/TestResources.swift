import Foundation
import Specimen
import SpecimenBuiltIn

/// Resources and engines shared by tests, loaded once from the checkout's `Templates/`.
package enum TestResources {
  /// The checkout's templates, stylesheet and fonts.
  package static let site: SiteResources = {
    do {
      return try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    } catch {
      fatalError("Templates/ cannot be loaded: \(error)")
    }
  }()

  /// The bundled fonts.
  package static var fonts: FontBook { site.fonts }

  /// A layout engine measuring with the bundled fonts.
  package static let engine = LayoutEngine(fonts: site.fonts)

  /// Lays out `component` in `environment` on a full screen.
  package static func layout(_ component: some CatalogComponent, in environment: Environment)
    -> LayoutNode
  {
    engine.layout(
      component.body(in: environment),
      in: Size(width: environment.width, height: environment.height))
  }
}
