// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "Earshot",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "earshot", targets: ["earshot"]),
    // The layers as libraries, for the fuzz package (Fuzz/) and other tools.
    .library(name: "Diagnostics", targets: ["Diagnostics"]),
    .library(name: "ScreenReader", targets: ["ScreenReader"]),
    .library(name: "Scenario", targets: ["Scenario"]),
    .library(name: "Audit", targets: ["Audit"]),
    .library(name: "Playback", targets: ["Playback"]),
    .library(name: "Files", targets: ["Files"]),
    .library(name: "Speech", targets: ["Speech"]),
    .library(name: "Recording", targets: ["Recording"]),
    .library(name: "Training", targets: ["Training"]),
    .library(name: "EarshotCLI", targets: ["EarshotCLI"]),
    .library(name: "Import", targets: ["Import"]),
    .library(name: "Teams", targets: ["Teams"]),
    .library(name: "EarshotCommands", targets: ["EarshotCommands"]),
    .library(name: "Server", targets: ["Server"]),
    .library(name: "Rendering", targets: ["Rendering"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `earshot serve`: a maintained HTTP server on SwiftNIO, with an in-process test client.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
  ],
  targets: [
    // C libraries, each behind a module map and a shim header.
    .systemLibrary(
      name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    .systemLibrary(name: "CPCAudio", providers: [.apt(["libpcaudio-dev"])]),
    // libopusenc: speech as Ogg Opus for the hand-off page (a twentieth of the WAV's size).
    .systemLibrary(name: "COpusEnc", pkgConfig: "libopusenc", providers: [.apt(["libopusenc-dev"])]),
    // libyaml's event parser, the only part of YAML the scenario loader uses.
    .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),

    // Located problems with what to do about them: every layer reports through these.
    .target(name: "Diagnostics"),
    // The pure core: no I/O, no C.
    // Its word tables (Words/Tables/*.words) are embedded at build time by EmbedWordTables.
    .target(
      name: "ScreenReader", dependencies: ["Diagnostics"], exclude: ["Words/Tables"],
      plugins: ["EmbedWordTables"]),
    .executableTarget(name: "embed-word-tables", path: "Tools/embed-word-tables"),
    .plugin(name: "EmbedWordTables", capability: .buildTool(), dependencies: ["embed-word-tables"]),
    // Which Earshot this is: VERSION and the commit built, stamped by StampVersion on every build.
    .target(name: "EarshotVersion", plugins: ["StampVersion"]),
    .plugin(name: "StampVersion", capability: .buildTool()),
    .target(name: "Scenario", dependencies: ["Diagnostics", "ScreenReader", "Files", "CLibYAML"]),
    .target(name: "Audit", dependencies: ["ScreenReader"]),
    // The script language and its player: pure, no sound.
    .target(name: "Playback", dependencies: ["Diagnostics", "ScreenReader"]),
    // Files a command reads and writes: the output policy, atomic writes, temporary files,
    // termination handling, display paths. Foundation only.
    .target(name: "Files"),
    .target(name: "Speech", dependencies: ["Diagnostics", "Files", "CEspeakNG", "CPCAudio", "COpusEnc"]),
    // Sessions rendered to sound and files (WAV, captions, JSON): the only layer above Speech.
    .target(name: "Recording", dependencies: ["ScreenReader", "Playback", "Speech", "Files", "EarshotVersion"]),
    .target(name: "LineEditing", dependencies: ["CReadline"]),
    .target(name: "Training", dependencies: ["ScreenReader", "Scenario", "Audit", "Playback"]),
    // Real screens' accessibility dumps (uiautomator, Compose, idb, XCUITest) into scenarios, in the core's vocabulary.
    .target(name: "Import", dependencies: ["Diagnostics", "ScreenReader"]),
    // What the REPL, the hand-off page and the server show alike: the screen's picture, HTML text.
    .target(name: "Rendering", dependencies: ["ScreenReader"]),
    // The REPL, script sources, renderers and completion: what the executable wires up.
    .target(
      name: "EarshotCLI",
      dependencies: [
        "Diagnostics", "ScreenReader", "Scenario", "Audit", "Playback", "Files", "Speech", "Recording",
        "LineEditing", "Training", "Rendering",
      ]),
    // What teams run: scenario folders against golden transcripts, expectations, test
    // reports (JUnit, TAP, JSON, SARIF), the hand-off page. Printed lines go through a
    // `RunOutput`, so tests run it in-process and read what a user would see.
    .target(
      name: "Teams",
      dependencies: [
        "Diagnostics", "ScreenReader", "Scenario", "Audit", "Playback", "Files", "Speech", "Recording", "EarshotCLI",
        "EarshotVersion",
        "Import",  // earshot check DUMP and earshot compare import the dump in memory
        "Rendering",
      ]),
    // `earshot serve`: the playground and the classroom over HTTP on loopback (Hummingbird).
    .target(
      name: "Server",
      dependencies: [
        "Diagnostics", "ScreenReader", "Scenario", "Audit", "Playback", "Files", "Speech", "Recording", "Training",
        "Rendering", .product(name: "Hummingbird", package: "hummingbird"),
      ]),
    // The ArgumentParser commands: each parses, wires the libraries and maps failures to
    // exit statuses. The only library that imports ArgumentParser.
    .target(
      name: "EarshotCommands",
      dependencies: [
        "Diagnostics", "ScreenReader", "Scenario", "Audit", "Playback", "Files", "Speech", "Recording", "EarshotCLI",
        "Import", "Training", "Teams", "Server", "EarshotVersion",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "earshot", dependencies: ["EarshotCommands"]),
    .executableTarget(
      name: "earshot-bench",
      dependencies: [
        "ScreenReader", "Scenario", "Audit", "Speech", "Playback", "Recording", "Import", "Teams",
        "Server",
      ],
      path: "Benchmarks/earshot-bench"),

    // What the test targets share: the repository's paths, running earshot as a child
    // process, fixtures, and readers of what earshot writes (session JSON, WAV, Markdown).
    .target(
      name: "EarshotTestSupport", dependencies: ["Scenario", "ScreenReader", "Speech"],
      path: "Tests/EarshotTestSupport"),
    .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "Scenario", "EarshotTestSupport"]),
    .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "EarshotTestSupport"]),
    .testTarget(name: "AuditTests", dependencies: ["Audit", "Scenario", "EarshotTestSupport"]),
    .testTarget(
      name: "TrainingTests",
      dependencies: ["Training", "Audit", "Scenario", "Playback", "ScreenReader", "EarshotTestSupport"]),
    .testTarget(name: "SpeechTests", dependencies: ["Speech", "Files", "EarshotTestSupport"]),
    .testTarget(name: "FilesTests", dependencies: ["Files", "EarshotTestSupport"]),
    .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
    .testTarget(
      name: "PlaybackTests", dependencies: ["Playback", "Recording", "Files", "Scenario", "EarshotTestSupport"]),
    .testTarget(name: "ImportTests", dependencies: ["Import", "Scenario", "EarshotTestSupport", "Audit"]),
    .testTarget(
      name: "EarshotCLITests",
      dependencies: ["EarshotCLI", "Playback", "Scenario", "ScreenReader", "EarshotTestSupport", "Rendering"]),
    // What teams run, in-process: golden checks, expectations, reports, the spec and the
    // hand-off page, read as a user would see them, with no child process.
    .testTarget(
      name: "TeamsTests",
      dependencies: [
        "Teams", "EarshotCLI", "Playback", "Scenario", "ScreenReader", "EarshotTestSupport",
        "Import",  // the check-a-dump tests name each import format
      ]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "earshot", "EarshotCommands", "EarshotCLI", "Training", "Scenario", "Audit", "Playback", "ScreenReader",
        "EarshotTestSupport",
      ]),
    .testTarget(
      name: "ServerTests",
      dependencies: [
        "Server", "Scenario", "EarshotTestSupport", "Training",
        .product(name: "HummingbirdTesting", package: "hummingbird"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
