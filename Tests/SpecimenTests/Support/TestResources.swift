import Foundation

@testable import Specimen

/// Resources and engines shared by tests, loaded once from the checkout's `Templates/`.
enum TestResources {
  /// The checkout's templates, stylesheet and fonts.
  static let site: SiteResources = {
    do {
      return try ResourceLoader.load(from: ResourceLoader.packageTemplatesDirectory)
    } catch {
      fatalError("Templates/ cannot be loaded: \(error)")
    }
  }()

  /// The bundled fonts.
  static var fonts: FontBook { site.fonts }

  /// A layout engine measuring with the bundled fonts.
  static let engine = LayoutEngine(fonts: site.fonts)

  /// Lays out `component` in `environment` on a full screen.
  static func layout(_ component: some CatalogComponent, in environment: Environment) -> LayoutNode
  {
    engine.layout(
      component.body(in: environment),
      in: Size(width: environment.width, height: environment.height))
  }
}
