import EarshotTestSupport
import Foundation
import Testing

@testable import Speech

/// The voice checker accepts only what libespeak-ng 1.51 survives under every
/// setting Earshot allows (measured under AddressSanitizer, docs/fuzzing.md).
@Suite struct VoiceSafetyTests {
  func load(_ contents: String) throws -> Result<VoiceLibrary, VoiceError> {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try contents.write(to: folder.appendingPathComponent("x.voice"), atomically: true, encoding: .utf8)
    do { return .success(try VoiceLibrary.load(from: [folder])) } catch { return .failure(error) }
  }

  func error(_ contents: String) throws -> String? {
    if case .failure(let error) = try load(contents) {
      return error.description.components(separatedBy: "x.voice:").last
    }
    return nil
  }

  @Test(arguments: ["pitch 10 10", "pitch 20 20", "pitch 500 10", "pitch 30 30", "pitch 100 60"])
  func pitchesUnderTheHarmonicTableAreRefused(line: String) throws {
    let message = try #require(try error("language en-us\n\(line)\n"))
    #expect(message.hasPrefix("2:1: error: with --pitch 0 and range=50 this voice can start a phoneme at "))
    #expect(message.contains("'pitch "), "the hint gives a pitch line that is safe")
  }

  /// eSpeak NG's default and the shipped voices' own pitches stay accepted.
  @Test(arguments: ["pitch 82 118", "pitch 60 100", "pitch 115 110", "pitch 160 228", "pitch 41 41"])
  func ordinaryPitchesAreAccepted(line: String) throws {
    #expect(try error("language en-us\n\(line)\n") == nil)
  }

  /// A wider pitch range lowers eSpeak's base (wavegen.c:1133), so `range=` counts.
  @Test func theFilesOwnRangeIsPartOfTheCheck() throws {
    #expect(try error("language en-us\npitch 60 100\n") == nil)
    let message = try #require(try error("// earshot: range=100\nlanguage en-us\npitch 60 100\n"))
    #expect(message.hasPrefix("3:1: error: with --pitch 0 and range=100"))
  }

  /// Higher formants put more harmonics under them: measured, 300% overran at 39 Hz.
  @Test func formantsRaiseThePitchAVoiceNeeds() throws {
    let raised = (0...5).map { "formant \($0) 300 100 100" }.joined(separator: "\n")
    let message = try #require(try error("language en-us\npitch 82 118\n\(raised)\n"))
    #expect(message.contains("under the 48 Hz its formants need"))
    #expect(
      try error("language en-us\nformant 2 100 100 500\n")?.contains("'formant' value 500 is out of range") == true)
  }

  /// Found by VoiceSynthesisFuzzer: flutter takes the pitch down to eSpeak's 25 Hz floor,
  /// under what a formant at 219% needs.
  @Test func flutterLowersThePitchAVoiceReaches() throws {
    let voice = "// earshot: range=0\nlanguage en-us\nformant 5 219 219 219\n"
    #expect(try error(voice) == nil)
    let message = try #require(try error(voice + "flutter 61\n"))
    #expect(message.contains("can fall to 25 Hz with its flutter 61"), "\(message)")
    #expect(try error("language en-us\nflutter 100\n") == nil, "at 100% formants 25 Hz is enough")
  }

  @Test func negativeStressLengthsAreRefused() throws {
    let eight = { (value: Int) in Array(repeating: "\(value)", count: 8).joined(separator: " ") }
    let message = try #require(try error("language en-us\nstressAdd \(eight(-200))\n"))
    #expect(message.hasPrefix("2:1: error: stressAdd takes 200 from stress length 1, more than the 99"))
    #expect(try error("language en-us\nstressAdd \(eight(-30))\n") == nil, "eSpeak NG's own variants take up to 30")
    #expect(try error("language en-us\nstressLength \(eight(150))\nstressAdd \(eight(-50))\n") == nil)
    let summed = try #require(
      try error("language en-us\nstressLength \(eight(150))\nstressAdd \(eight(-100))\nstressAdd \(eight(-100))\n"))
    #expect(summed.hasPrefix("4:1: error: stress length 1 comes to -50"))
    let stretched = try error("language en-us\n" + String(repeating: "stressAdd \(eight(500))\n", count: 3))
    #expect(stretched?.contains("comes to 1500") == true)
  }

  /// Issue 36: `stressLength 1 100 ...` in German at 80-100 wpm crashed libespeak-ng in espeak_Synth (a vowel
  /// 0 samples long). eSpeak NG's own variants set lengths as low as 0 (as length 7) and 103.
  @Test func stressLengthsTooShortForAVowelAreRefused() throws {
    let message = try #require(try error("language de\nname R\nstressLength 1 100 100 100 100 100 100 100\n"))
    #expect(message.hasPrefix("3:1: error: stress length 1 comes to 1; eSpeak NG 1.51 can make a vowel 0 samples"))
    let summed = try #require(try error("language de\nstressLength 100 100\nstressAdd 0 -90\n"))
    #expect(summed.hasPrefix("3:1: error: stress length 2 comes to 10 (100 from stressLength, then stressAdd)"))
    let fallback = try #require(try error("language de\nstressLength 0 100 100 100 100 100 0 100\n"))
    #expect(fallback.contains("stress length 7 comes to 0, and the lengths set to 0 take this one"))
    #expect(try error("language de\nstressLength 0 16 120 120 0 0 200 200\n") == nil)
    #expect(try error("language de\nstressLength 0 1 2 3 4 5 6 7\nstressAdd 130 140 140 100 16 16 130 160\n") == nil)
  }

  /// Found by VoiceSynthesisFuzzer: eSpeak NG indexed its 7 stress marks with 5911.
  @Test func stressRulesUnstressedLevelsAreStressLevels() throws {
    let message = try #require(try error("language en-us\nstressRule 9 5911 3\n"))
    #expect(message.hasPrefix("2:14: error: 'stressRule' value 5911 is out of range; use 0 to 6 here"))
    #expect(try error("language en-us\nstressRule 2 0 2\n") == nil, "eSpeak NG's own lang files say this")
    #expect(try error("language en-us\nstressRule 2 0 2 0\n")?.contains("takes 1 to 3 numbers") == true)
  }

  @Test func aDictionaryMinimumLargerThanTheDictionaryIsRefused() throws {
    guard let data = EspeakData.installed(), let size = data.dictionarySize("en") else { return }
    let message = try #require(try error("language en-us\ndict_min 1000000\n"))
    #expect(message.hasPrefix("2:1: error: dict_min 1000000 is more than the \(size) bytes of"))
    #expect(try error("language en-us\ndict_min \(size)\n") == nil)
  }

  /// A `.voice` link to a system file printed its first word whole.
  @Test func aFileThatIsNotAVoiceIsQuotedOnlyAFewCharacters() throws {
    let message = try #require(try error("root:x:0:0:root:/root:/bin/bash\nlanguage en-us\n"))
    #expect(message.hasPrefix("1:1: error: unknown keyword 'root:x:0:0:r...'"), "\(message)")
    #expect(!message.contains("/bin/bash"))
  }

  /// eSpeak reads "\u{FEFF}language" as an unknown keyword: the staged copy it loads
  /// has no mark, so it reads the language line the checker read.
  @Test func aByteOrderMarkIsNotHandedToESpeak() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("bom.voice")
    try Data([0xEF, 0xBB, 0xBF] + Array("language de\n".utf8)).write(to: url)
    let voice = try #require(try VoiceLibrary.load(from: [folder]).voice(named: "bom"))
    let staged = try StagedVoice.stage(voice)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: staged.path))
    #expect(String(decoding: bytes, as: UTF8.self) == "language de\n")
  }
}
