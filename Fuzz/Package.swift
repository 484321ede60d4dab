// swift-tools-version:6.0
// The fuzz targets (the scenario loader, the voice-file checker, voice synthesis, the
// script parser, import, courses, golden transcripts),
// in a package of their own so the main build stays free of sanitizer flags. They
// depend on the main package's libraries (products of the package one folder up),
// so they always build the code in the working tree. How to run them: docs/fuzzing.md.
import Foundation
import PackageDescription

/// The sanitizers of the fuzz targets: libFuzzer's coverage and driver, and whatever
/// `EARSHOT_FUZZ_SANITIZERS` adds (`fuzzer,address` for AddressSanitizer). One flag, as
/// the build command's `-Xswiftc -sanitize=...` (which instruments the libraries under
/// test, docs/fuzzing.md) must be: of several `-sanitize=` flags swiftc keeps only the last.
let sanitizers = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_SANITIZERS"] ?? "fuzzer"
let fuzzing: [SwiftSetting] = [.unsafeFlags(["-sanitize=\(sanitizers)"])]
let fuzzingLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=\(sanitizers)"])]

/// A fuzz target: the folder `Sources/NAME` (FuzzTarget.swift and a one-line main.swift),
/// built with the sanitizers above and handed to libFuzzer by `FuzzDriver`.
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: name, dependencies: ["FuzzDriver"] + dependencies, path: "Sources/\(name)",
    swiftSettings: fuzzing, linkerSettings: fuzzingLink)
}

let package = Package(
  name: "EarshotFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Earshot", path: "..")
  ],
  targets: [
    // The entry point every fuzz target hands to libFuzzer's driver, and the private
    // folder targets write their input into.
    .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
    // What both voice targets do with a voice file: stage it and load it as --voices does.
    .target(
      name: "VoiceFuzzing", dependencies: ["FuzzDriver", .product(name: "Speech", package: "Earshot")],
      path: "Sources/VoiceFuzzing"),
    fuzzTarget(
      "ScenarioLoaderFuzzer",
      [.product(name: "Scenario", package: "Earshot"), .product(name: "ScreenReader", package: "Earshot")]),
    fuzzTarget("VoiceFileFuzzer", ["VoiceFuzzing", .product(name: "Speech", package: "Earshot")]),
    fuzzTarget("VoiceSynthesisFuzzer", ["VoiceFuzzing", .product(name: "Speech", package: "Earshot")]),
    // Not a fuzzer: issue 36's deterministic sweep of every accepted voice keyword x settings x
    // language, built like the fuzz targets so AddressSanitizer covers it (docs/fuzzing.md).
    .executableTarget(
      name: "VoiceSweep",
      dependencies: [.product(name: "Speech", package: "Earshot"), .product(name: "ScreenReader", package: "Earshot")],
      path: "Sources/VoiceSweep", swiftSettings: [.unsafeFlags(["-sanitize=address"])],
      linkerSettings: [.unsafeFlags(["-sanitize=address"])]),
    fuzzTarget(
      "ScriptParserFuzzer",
      [
        .product(name: "EarshotCLI", package: "Earshot"), .product(name: "Playback", package: "Earshot"),
        .product(name: "Scenario", package: "Earshot"), .product(name: "ScreenReader", package: "Earshot"),
      ]),
    fuzzTarget(
      "ImportFuzzer", [.product(name: "Import", package: "Earshot"), .product(name: "Scenario", package: "Earshot")]),
    fuzzTarget(
      "CourseFuzzer",
      [.product(name: "Training", package: "Earshot"), .product(name: "Scenario", package: "Earshot")]),
    fuzzTarget(
      "GoldenFuzzer",
      [
        .product(name: "Teams", package: "Earshot"), .product(name: "Files", package: "Earshot"),
        .product(name: "Playback", package: "Earshot"), .product(name: "Diagnostics", package: "Earshot"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
