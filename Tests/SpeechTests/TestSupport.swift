import EarshotTestSupport
import Foundation

@testable import Speech

/// Shared fixtures for the Speech tests.
enum TestSupport {
  static func bundledVoices() throws -> VoiceLibrary {
    try Fixtures.bundledVoices()
  }

  static func voice(_ name: String) throws -> Voice {
    guard let voice = try bundledVoices().voice(named: name) else {
      throw TestFailure("bundled voice '\(name)' missing")
    }
    return voice
  }

  static func rms(_ samples: [Int16]) -> Double {
    guard !samples.isEmpty else { return 0 }
    let sum = samples.reduce(0.0) { $0 + Double($1) * Double($1) }
    return (sum / Double(samples.count)).squareRoot()
  }

  /// Length without leading and trailing near-silence.
  static func voicedLength(_ samples: [Int16], threshold: Int16 = 300) -> Int {
    guard let first = samples.firstIndex(where: { abs(Int($0)) > threshold }),
      let last = samples.lastIndex(where: { abs(Int($0)) > threshold })
    else { return 0 }
    return last - first + 1
  }
}

/// The `espeak-ng` command, to compare the library's output with.
enum EspeakCommand {
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("espeak-ng")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  static var isAvailable: Bool { executable != nil }

  /// Runs `espeak-ng -w` for `text` with `voice`'s file and settings.
  ///
  /// espeak-ng 1.51's `-v` takes only names from its data folder, not a file path, so the
  /// voice file is put in a private data folder that links to the installed data.
  static func samples(for text: String, voice: Voice) throws -> [Int16] {
    guard let executable else { throw TestFailure("espeak-ng not installed") }
    let root = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let data = root.appendingPathComponent("espeak-ng-data", isDirectory: true)
    let voices = data.appendingPathComponent("voices", isDirectory: true)
    try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
    let installed = EspeakRuntime.dataFolder()
    for entry in try FileManager.default.contentsOfDirectory(atPath: installed) where entry != "voices" {
      try FileManager.default.createSymbolicLink(
        atPath: data.appendingPathComponent(entry).path,
        withDestinationPath: (installed as NSString).appendingPathComponent(entry))
    }
    try FileManager.default.copyItem(at: voice.fileURL, to: voices.appendingPathComponent("testvoice"))

    let output = root.appendingPathComponent("out.wav")
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--path=\(root.path)", "-v", "testvoice", "-s", "\(voice.settings.rate)",
      "-p", "\(voice.settings.pitch)", "-a", "\(voice.settings.volume)",
      "-z",  // no final pause, like the library calls
      "-w", output.path, text,
    ]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw TestFailure("espeak-ng exited with \(process.terminationStatus)")
    }
    return try WAVData.samples([UInt8](Data(contentsOf: output))).samples
  }
}
