import EarshotTestSupport
import Foundation
import Testing

/// Earshot as `make install` lays it out (PREFIX/bin/earshot, PREFIX/share/earshot/voices),
/// run by name from the PATH in another folder, as a user's shell runs it: it finds its
/// voices from its own place, and says where it looked when they are gone.
/// (`make check-install` runs the real `make install` and its man page and completions.)
@Suite struct InstallLayoutTests {
  /// A prefix holding the built binary and the voices, as `make install` places them.
  func installed() throws -> URL {
    let prefix = try Repository.temporaryFolder()
    let bin = prefix.appendingPathComponent("bin")
    let share = prefix.appendingPathComponent("share/earshot")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: try ChildProcess.earshot(), to: bin.appendingPathComponent("earshot"))
    try FileManager.default.copyItem(
      at: Repository.root.appendingPathComponent("voices"), to: share.appendingPathComponent("voices"))
    return prefix
  }

  /// `earshot ARGUMENTS` found on the PATH (only PREFIX/bin and the system's), run in `folder`.
  func run(_ arguments: [String], prefix: URL, in folder: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["earshot"] + arguments
    process.currentDirectoryURL = folder
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = prefix.appendingPathComponent("bin").path + ":/usr/bin:/bin"
    environment.removeValue(forKey: "EARSHOT_HOME")
    environment.removeValue(forKey: "EARSHOT_VOICES")
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func aCopyOnThePathSpeaksAndListsItsVoices() throws {
    let prefix = try installed()
    defer { try? FileManager.default.removeItem(at: prefix) }
    let elsewhere = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    try FileManager.default.copyItem(
      atPath: Repository.path("scenarios/checkbox.yaml"), toPath: elsewhere.appendingPathComponent("s.yaml").path)
    let played = try run(["play", "s.yaml", "--no-audio", "--wav", "out.wav"], prefix: prefix, in: elsewhere)
    #expect(played.status == 0, "\(played.output)")
    let wav = try Data(contentsOf: elsewhere.appendingPathComponent("out.wav"))
    #expect(wav.count > 100_000, "the WAV holds \(wav.count) bytes")
    let voices = try run(["voices"], prefix: prefix, in: elsewhere)
    #expect(voices.status == 0)
    #expect(voices.output.contains("from \(prefix.path)/share/earshot/voices/voiceover.voice"), "\(voices.output)")
  }

  @Test func withNoVoicesItSaysWhereItLookedAndExitsTwo() throws {
    let prefix = try installed()
    defer { try? FileManager.default.removeItem(at: prefix) }
    try FileManager.default.removeItem(at: prefix.appendingPathComponent("share/earshot/voices"))
    let voices = try run(["voices"], prefix: prefix, in: prefix)
    #expect(voices.status == 2)
    #expect(voices.output.contains("no voices found: looked in \(prefix.path)/bin/voices"), "\(voices.output)")
    #expect(voices.output.contains("\(prefix.path)/share/earshot/voices"))
    #expect(voices.output.contains("EARSHOT_HOME"))
    let played = try run(
      ["play", Repository.path("scenarios/checkbox.yaml"), "--no-audio", "--wav", "x.wav"], prefix: prefix, in: prefix)
    #expect(played.status == 2)
    #expect(played.output.contains("no voice named 'voiceover': looked in"), "\(played.output)")
  }
}
