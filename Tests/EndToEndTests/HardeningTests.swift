import EarshotTestSupport
import Foundation
import Testing

/// Issue #23's reproductions, run against the built `earshot` as a user would: each
/// failed before its fix (a crash, a hang, a leak of a file's contents, a silent
/// success) and now ends in a clear error with exit status 2.
@Suite(.serialized) struct HardeningTests {
  static let tour = ReliabilityTests.tour

  // MARK: - Voice files libespeak-ng must survive

  /// Each crashed libespeak-ng 1.51 (SIGSEGV in PeaksToHarmspect) after the checker
  /// had accepted it, leaving the WAV's `.part` file behind.
  @Test(arguments: [
    ("pitch 10 10", [String]()), ("pitch 20 20", []), ("pitch 500 10", []), ("pitch 30 30", ["--pitch", "0"]),
  ])
  func voicesThatWouldCrashESpeakAreRefusedBeforeItSeesThem(line: String, options: [String]) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let voice = folder.appendingPathComponent("low.voice")
    try "language en-us\n\(line)\n".write(to: voice, atomically: true, encoding: .utf8)
    let wav = folder.appendingPathComponent("out.wav").path
    let run = try ReliabilityTests.shell(
      "\"$EARSHOT\" play \"\(Self.tour)\" --no-audio --voices \"\(folder.path)\" --voice low --wav \"\(wav)\" "
        + options.joined(separator: " ") + " </dev/null")
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("\(voice.path):2:1: error: with --pitch 0"), "\(run.stderr)")
    #expect(run.stderr.contains("would write past its harmonic table"))
    #expect(try ReliabilityTests.leftovers(in: folder).isEmpty)
  }
}
