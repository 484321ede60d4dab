import Foundation

@testable import Speech

/// Shared fixtures for the Speech tests.
enum TestSupport {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func bundledVoices() throws -> VoiceLibrary {
    try VoiceLibrary.bundled(repositoryRoot: repositoryRoot)
  }

  static func voice(_ name: String) throws -> Voice {
    guard let voice = try bundledVoices().voice(named: name) else {
      throw TestFailure("bundled voice '\(name)' missing")
    }
    return voice
  }

  /// A fresh folder under the system temporary folder, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("earshot-speech-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
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

  /// Samples of a 16-bit mono WAV file's data chunk.
  static func wavSamples(_ data: Data) throws -> [Int16] {
    let bytes = [UInt8](data)
    var offset = 12
    while offset + 8 <= bytes.count {
      let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
      let size =
        Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
        | Int(bytes[offset + 7]) << 24
      if id == "data" {
        let end = min(bytes.count, offset + 8 + size)
        return stride(from: offset + 8, to: end - 1, by: 2).map {
          Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
      }
      offset += 8 + size + (size & 1)
    }
    throw TestFailure("no data chunk in WAV file")
  }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
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
    let root = try TestSupport.temporaryFolder()
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
    return try TestSupport.wavSamples(Data(contentsOf: output))
  }
}
