import EarshotTestSupport
import Foundation
import Testing

@testable import Speech

@Suite struct VoiceLibraryTests {
  @Test func bundledVoicesLoadWithTheirSettings() throws {
    let library = try TestSupport.bundledVoices()
    #expect(library.names == ["narrator", "talkback", "voiceover"])
    let voiceOver = try #require(library.voice(named: "voiceover"))
    let talkBack = try #require(library.voice(named: "TalkBack"))
    let narrator = try #require(library.voice(named: "narrator"))
    #expect((175...200).contains(voiceOver.settings.rate))
    #expect((175...190).contains(talkBack.settings.rate))
    #expect(narrator.settings.rate < talkBack.settings.rate)
    for voice in library.voices {
      #expect(!voice.summary.isEmpty)
      #expect(voice.settings == voice.settings.clamped)
    }
  }

  @Test func bundledVoicesSoundDifferent() throws {
    let engine = try SpeechEngine()
    let text = "Settings, heading"
    let rendered = try TestSupport.bundledVoices().voices.map { try engine.samples(for: text, voice: $0) }
    #expect(Set(rendered.map(\.count)).count == rendered.count)
    #expect(rendered.allSatisfy { TestSupport.rms($0) > 800 })
  }

  @Test(arguments: [
    ("language en-us\npich 100 200\n", "2:1: error: unknown keyword 'pich'; did you mean 'pitch'?"),
    ("language en-us\r\nname x\r\n\r\n  pich 100 200\r\n", "4:3: error: unknown keyword 'pich'; did you mean 'pitch'?"),
    ("language en-us\nStressLength 1 2\n", "2:1: error: unknown keyword 'StressLength'; did you mean 'stressLength'?"),
    (
      "language en-us\npitch 100 high\n",
      "2:11: error: 'pitch' takes whole numbers, found 'high'; for example 'pitch 82 118' (base and range in Hz)"
    ),
    (
      "language en-us\n  formant 9 100 100 100\n",
      "2:11: error: 'formant' value 9 is out of range; use 0 to 8 here; eSpeak NG 1.51 misbehaves beyond it"
    ),
    ("language en-us\nflutter\n", "2:9: error: 'flutter' takes 1 number, found 0"),
    (
      "name x\n",
      "1:1: error: voice file has no 'language' line; start it with 'language en-us', then 'phonemes en-us' and 'dictrules 3 6' for US English"
    ),
    ("language en-us\n// earshot: rat=190\n", "2:13: error: unknown setting 'rat'; did you mean 'rate'?"),
    ("language en-us\n// earshot: rate=900\n", "2:18: error: rate 900 is out of range; use a number from 80 to 450"),
    (
      "language en-us\n// earshot: volume=loud\n",
      "2:20: error: 'volume' takes a whole number, found 'loud'; use a number from 0 to 200"
    ),
    (
      "language en-us\n// earshot: rate 190\n",
      "2:13: error: expected setting=value in the earshot directive, found 'rate'; for example '// earshot: rate=185 pitch=50 range=50 volume=100'"
    ),
  ])
  func badVoiceFilesGiveLocatedErrors(contents: String, expected: String) throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try contents.write(to: folder.appendingPathComponent("x.voice"), atomically: true, encoding: .utf8)
    do {
      _ = try VoiceLibrary.load(from: [folder])
      Issue.record("expected an error for \(contents.debugDescription)")
    } catch {
      #expect(error.description == folder.appendingPathComponent("x.voice").path + ":" + expected)
    }
  }

  @Test func directivesSetSettingsAndSummary() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try """
    // A test voice.
    // earshot: rate=210 volume=90
    // earshot: pitch=40 summary=Quick test voice, for tests only
    language en-us   // trailing comment
    phonemes en-us
    dictrules 3 6
    """.write(to: folder.appendingPathComponent("quick.voice"), atomically: true, encoding: .utf8)
    let voice = try #require(try VoiceLibrary.load(from: [folder]).voice(named: "quick"))
    #expect(voice.settings == VoiceSettings(rate: 210, pitch: 40, range: 50, volume: 90))
    #expect(voice.summary == "Quick test voice, for tests only")
  }

  @Test func laterFoldersOverrideEarlierOnesByName() throws {
    let user = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: user) }
    try "// earshot: rate=300\nlanguage en-us\n".write(
      to: user.appendingPathComponent("voiceover.voice"), atomically: true, encoding: .utf8)
    try "language en-us\n".write(to: user.appendingPathComponent("extra.voice"), atomically: true, encoding: .utf8)
    let library = try VoiceLibrary.load(
      from: [Repository.root.appendingPathComponent("voices"), user])
    #expect(library.names == ["extra", "narrator", "talkback", "voiceover"])
    #expect(library.voice(named: "voiceover")?.settings.rate == 300)
    #expect(library.suggestion(for: "voicover") == "voiceover")
  }

  @Test func aMissingFolderIsAnError() {
    let missing = URL(fileURLWithPath: "/nonexistent/earshot-voices")
    #expect(throws: VoiceError.self) { try VoiceLibrary.load(from: [missing]) }
    do {
      _ = try VoiceLibrary.load(from: [missing])
    } catch {
      #expect(error.description.hasPrefix("/nonexistent/earshot-voices: error: voices folder not found"))
    }
  }
}
