#!/usr/bin/env bash
# Check that the built-in design system (Sources/SpecimenBuiltIn) compiles against the engine's
# PUBLIC API only, exactly as a team's own components must: its sources are built as a target of a
# separate throwaway package that depends on this checkout's `SpecimenCore` library (the component
# authoring API, which `Specimen` re-exports) by path, as SpecimenBuiltIn depends on the
# SpecimenCore target alone. Inside this repository `package` symbols of the engine are visible to
# it; here they are not.
# (SpecimenTesting ships in this package, like the command line, and may use `package` symbols:
# a team reaches the engine's drawings through its public `Snapshotting` strategies.)
#
#   bash tools/check-public-api.sh
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/specimen-public-api.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources"
cp -R "$repo/Sources/SpecimenBuiltIn" "$work/Sources/SpecimenBuiltIn"
cat >"$work/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PublicAPICheck",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Specimen", path: "$repo")],
  targets: [
    // A module name of its own: target names must be unique across the package graph.
    .target(
      name: "BuiltInOnPublicAPI",
      dependencies: [.product(name: "SpecimenCore", package: "Specimen")],
      path: "Sources/SpecimenBuiltIn"),
  ]
)
SWIFT
echo "check-public-api: building Sources/SpecimenBuiltIn against SpecimenCore's public API"
if ! swift build --package-path "$work" --scratch-path "$work/.build" -Xswiftc -warnings-as-errors \
  >"$work/build.log" 2>&1; then
  grep -E "error:" "$work/build.log" | sed "s|$work/Sources/|Sources/|" | sort -u | head -n 40 >&2
  echo "check-public-api: FAILED: SpecimenBuiltIn uses engine symbols that are not public" >&2
  exit 1
fi
echo "check-public-api: SpecimenBuiltIn compiles against the public API alone"
