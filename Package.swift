// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Specimen",
  platforms: [.macOS(.v13)],
  products: [
    // The engine a team depends on to draw its own design system.
    .library(name: "Specimen", targets: ["Specimen"]),
    // The component authoring API alone (design system, view tree, components), which `Specimen`
    // re-exports: a package of components that depends on it cannot reach layout, render or site
    // code. `tools/check-public-api.sh` builds SpecimenBuiltIn on it.
    .library(name: "SpecimenCore", targets: ["SpecimenCore"]),
    // The built-in design system (the seeds' components), a client of the engine's public API.
    .library(name: "SpecimenBuiltIn", targets: ["SpecimenBuiltIn"]),
    // The `specimen` command as a library: a team's own command with its own components is one
    // line, `SpecimenCommand.main(registry: Registry.builtIn.adding(.myComponent))`.
    .library(name: "SpecimenCommandLine", targets: ["SpecimenCommandLine"]),
    // Snapshot tests of a team's own components: `assertSnapshot(of: banner, as: .svg(…))` in
    // its test target (XCTest or Swift Testing), references beside the test file.
    .library(name: "SpecimenTesting", targets: ["SpecimenTesting"]),
    .executable(name: "specimen", targets: ["SpecimenCLI"]),
    // Times the engine: `swift run -c release specimen-benchmark catalog --variants 10000`
    // (a synthetic catalog generated as `specimen` does) and `... specimen-benchmark text`.
    .executable(name: "specimen-benchmark", targets: ["SpecimenBenchmark"]),
  ],
  targets: [
    // The component authoring API: design system, view tree, components, diagnostics. It cannot
    // reach layout, render, site or IO code; `Specimen` re-exports it.
    .target(name: "SpecimenCore"),
    .target(name: "Specimen", dependencies: ["SpecimenCore"]),
    // On SpecimenCore alone: a component cannot reach the later stages.
    .target(name: "SpecimenBuiltIn", dependencies: ["SpecimenCore"]),
    .target(name: "SpecimenCommandLine", dependencies: ["Specimen"]),
    .target(name: "SpecimenTesting", dependencies: ["Specimen"]),
    .executableTarget(
      name: "SpecimenCLI", dependencies: ["SpecimenBuiltIn", "SpecimenCommandLine"]),
    .executableTarget(
      name: "SpecimenBenchmark",
      dependencies: ["Specimen", "SpecimenBuiltIn", "SpecimenCommandLine"]),
    // The checkout's resources, folder snapshots, seeded randomness and the soak switch, shared
    // by the test targets (snapshot assertions are SpecimenTesting's).
    .target(
      name: "SpecimenTestSupport", dependencies: ["Specimen", "SpecimenBuiltIn"],
      path: "Tests/SpecimenTestSupport"),
    .testTarget(
      name: "SpecimenTests",
      dependencies: [
        "Specimen", "SpecimenBuiltIn", "SpecimenCLI", "SpecimenCommandLine", "SpecimenCore",
        "SpecimenTestSupport",
      ],
      exclude: ["Config/Fixtures"]
    ),
    .testTarget(
      name: "SpecimenTestingTests",
      dependencies: ["Specimen", "SpecimenTesting"],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "SpecimenBenchmarkTests",
      dependencies: ["Specimen", "SpecimenBuiltIn", "SpecimenBenchmark"]),
    .testTarget(
      name: "SpecimenBuiltInTests",
      dependencies: ["Specimen", "SpecimenBuiltIn", "SpecimenTestSupport", "SpecimenTesting"],
      exclude: ["Site/__Snapshots__"]
    ),
  ]
)
