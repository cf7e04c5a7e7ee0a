// swift-tools-version:6.0
import PackageDescription

// A team's own component beside the built-in ones, built against Specimen's public API only:
// Specimen is a separate package here, so nothing internal is reachable.
//
// - `Banner`: the team's component library (one folder per component, plus `Registry.withBanner`).
// - `custom-catalog`: the command that writes the catalog with the Banner in it.
// - `BannerTests`: the Banner's layout rules, its Builder/config parity, and its snapshots
//   (SpecimenTesting: golden SVG drawings and a layout record, beside the test file).
let package = Package(
  name: "CustomComponent",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Banner", targets: ["Banner"]),
    .executable(name: "custom-catalog", targets: ["custom-catalog"]),
  ],
  dependencies: [
    // The Specimen checkout this example lives in.
    .package(name: "Specimen", path: "../..")
  ],
  targets: [
    .target(
      name: "Banner",
      dependencies: [
        .product(name: "Specimen", package: "Specimen"),
        .product(name: "SpecimenBuiltIn", package: "Specimen"),
      ]),
    .executableTarget(
      name: "custom-catalog",
      dependencies: [
        "Banner",
        .product(name: "SpecimenCommandLine", package: "Specimen"),
      ]),
    .testTarget(
      name: "BannerTests",
      dependencies: [
        "Banner",
        .product(name: "Specimen", package: "Specimen"),
        .product(name: "SpecimenBuiltIn", package: "Specimen"),
        .product(name: "SpecimenCommandLine", package: "Specimen"),
        .product(name: "SpecimenTesting", package: "Specimen"),
      ],
      exclude: ["Banner/__Snapshots__"]),
  ]
)
