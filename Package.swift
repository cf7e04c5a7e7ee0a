// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Specimen",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "Specimen", targets: ["Specimen"]),
    .executable(name: "specimen", targets: ["SpecimenCLI"]),
  ],
  targets: [
    .target(name: "Specimen"),
    .executableTarget(name: "SpecimenCLI", dependencies: ["Specimen"]),
    .testTarget(
      name: "SpecimenTests",
      dependencies: ["Specimen", "SpecimenCLI"],
      exclude: ["Site/__Snapshots__"]
    ),
  ]
)
