// swift-tools-version:6.0
import PackageDescription

// A team's own component beside the built-in ones, built against Specimen's public API only:
// Specimen is a separate package here, so nothing internal is reachable.
let package = Package(
  name: "CustomComponent",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "custom-catalog", targets: ["CustomComponent"])
  ],
  dependencies: [
    // The Specimen checkout this example lives in.
    .package(name: "Specimen", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "CustomComponent",
      dependencies: [
        .product(name: "Specimen", package: "Specimen"),
        .product(name: "SpecimenBuiltIn", package: "Specimen"),
      ])
  ]
)
