// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Earshot",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "earshot", targets: ["earshot"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
  ],
  targets: [
    // C libraries, each behind a module map and a shim header.
    .systemLibrary(
      name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    .systemLibrary(name: "CPCAudio", providers: [.apt(["libpcaudio-dev"])]),

    // The pure core: no I/O, no C.
    .target(name: "ScreenReader"),
    .target(name: "Scenario", dependencies: ["ScreenReader", "Yams"]),
    .target(name: "Audit", dependencies: ["ScreenReader"]),
    .target(name: "Speech", dependencies: ["CEspeakNG", "CPCAudio"]),
    .target(name: "Playback", dependencies: ["ScreenReader", "Speech"]),
    .target(name: "LineEditing", dependencies: ["CReadline"]),
    .target(name: "Training", dependencies: ["ScreenReader", "Scenario", "Audit", "Playback"]),
    .executableTarget(
      name: "earshot",
      dependencies: [
        "ScreenReader", "Scenario", "Audit", "Speech", "Playback", "LineEditing", "Training",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(
      name: "earshot-bench",
      dependencies: ["ScreenReader", "Scenario", "Speech", "Playback"],
      path: "Benchmarks/earshot-bench"),

    .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "Scenario"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Scenario"]),
    .testTarget(name: "AuditTests", dependencies: ["Audit", "Scenario"]),
    .testTarget(name: "TrainingTests", dependencies: ["Training", "Audit", "Scenario"]),
    .testTarget(name: "SpeechTests", dependencies: ["Speech"]),
    .testTarget(name: "PlaybackTests", dependencies: ["Playback", "Scenario"]),
    .testTarget(name: "EndToEndTests", dependencies: ["earshot", "Training", "Scenario", "Audit"]),
  ],
  swiftLanguageModes: [.v6]
)
