// swift-tools-version:6.0
// The fuzz targets (the scenario loader, the voice-file checker, voice synthesis, the script parser),
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

let package = Package(
  name: "EarshotFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "Earshot", path: "..")
  ],
  targets: [
    // The entry point every fuzz target hands to libFuzzer's driver.
    .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
    .executableTarget(
      name: "ScenarioLoaderFuzzer",
      dependencies: [
        "FuzzDriver",
        .product(name: "Scenario", package: "Earshot"),
        .product(name: "ScreenReader", package: "Earshot"),
      ],
      path: "Sources/ScenarioLoaderFuzzer",
      swiftSettings: fuzzing,
      linkerSettings: fuzzingLink),
    .executableTarget(
      name: "VoiceFileFuzzer",
      dependencies: ["FuzzDriver", .product(name: "Speech", package: "Earshot")],
      path: "Sources/VoiceFileFuzzer",
      swiftSettings: fuzzing,
      linkerSettings: fuzzingLink),
    .executableTarget(
      name: "VoiceSynthesisFuzzer",
      dependencies: ["FuzzDriver", .product(name: "Speech", package: "Earshot")],
      path: "Sources/VoiceSynthesisFuzzer",
      swiftSettings: fuzzing,
      linkerSettings: fuzzingLink),
    .executableTarget(
      name: "ScriptParserFuzzer",
      dependencies: [
        "FuzzDriver",
        .product(name: "EarshotCLI", package: "Earshot"),
        .product(name: "Playback", package: "Earshot"),
        .product(name: "Scenario", package: "Earshot"),
        .product(name: "ScreenReader", package: "Earshot"),
      ],
      path: "Sources/ScriptParserFuzzer",
      swiftSettings: fuzzing,
      linkerSettings: fuzzingLink),
  ],
  swiftLanguageModes: [.v6]
)
