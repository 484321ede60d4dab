// swift-tools-version:6.0
// The fuzz target over the scenario loader, in a package of its own so the main
// build stays free of sanitizer flags. It builds the main package's ScreenReader
// and Scenario sources through the symbolic links in Sources/ (the main package
// exports only the earshot executable, which another package cannot import).
// How to run it: docs/fuzzing.md.
import PackageDescription

/// Coverage instrumentation for libFuzzer on the code under test. (libyaml, in
/// Yams's CYaml, is instrumented too when built with the command in docs/fuzzing.md.)
let fuzzing: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer"])]

let package = Package(
  name: "EarshotFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0")
  ],
  targets: [
    .target(name: "ScreenReader", path: "Sources/ScreenReader", swiftSettings: fuzzing),
    .target(
      name: "Scenario",
      dependencies: ["ScreenReader", .product(name: "Yams", package: "Yams")],
      path: "Sources/Scenario", swiftSettings: fuzzing),
    .executableTarget(
      name: "ScenarioLoaderFuzzer",
      dependencies: ["Scenario"],
      path: "Sources/ScenarioLoaderFuzzer",
      swiftSettings: fuzzing,
      linkerSettings: [.unsafeFlags(["-sanitize=fuzzer"])]),
  ],
  swiftLanguageModes: [.v6]
)
