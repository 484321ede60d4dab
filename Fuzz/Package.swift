// swift-tools-version:6.0
// The fuzz target over the scenario loader, in a package of its own so the main
// build stays free of sanitizer flags. It depends on the main package's
// Scenario and ScreenReader libraries (products of the package one folder up),
// so it always builds the code in the working tree. How to run it: docs/fuzzing.md.
import PackageDescription

/// Coverage instrumentation for libFuzzer, and libFuzzer itself at link time.
/// The libraries under test are instrumented by the build command in
/// docs/fuzzing.md (`-Xswiftc -sanitize=fuzzer`), which applies to every target.
let fuzzing: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

let package = Package(
  name: "EarshotFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Earshot", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "ScenarioLoaderFuzzer",
      dependencies: [
        .product(name: "Scenario", package: "Earshot"),
        .product(name: "ScreenReader", package: "Earshot"),
      ],
      path: "Sources/ScenarioLoaderFuzzer",
      swiftSettings: fuzzing,
      linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])])
  ],
  swiftLanguageModes: [.v6]
)
