import EarshotTestSupport
import Foundation
import Synchronization
import Testing

@testable import Speech

@Suite struct SpeechEngineTests {
  static let announcement = "Subscribe, checkbox, not checked, double tap to toggle"

  @Test(.enabled(if: EspeakCommand.isAvailable, "needs the espeak-ng command (apt-get install espeak-ng)"))
  func announcementMatchesTheEspeakCommandAndIsNotSilent() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    let library = try engine.samples(for: Self.announcement, voice: voice)
    let command = try EspeakCommand.samples(for: Self.announcement, voice: voice)

    let ratio = Double(TestSupport.voicedLength(library)) / Double(TestSupport.voicedLength(command))
    #expect(abs(ratio - 1) < 0.10, "library \(library.count) vs espeak-ng \(command.count) samples")
    #expect(TestSupport.rms(library) > 1000)
    #expect(Audio.seconds(sampleCount: library.count) > 2)
  }

  @Test func cutOffTruncatesTheUtterance() throws {
    let voice = try TestSupport.voice("talkback")
    let engine = try SpeechEngine()
    let text = "Settings. Wi-Fi, on, switch button, double tap to toggle. Bluetooth, off, switch button."
    let full = try engine.samples(for: text, voice: voice)

    var received: [Int16] = []
    var chunks = 0
    let completed = try engine.synthesize(text, voice: voice) { chunk in
      received.append(contentsOf: chunk)
      chunks += 1
      return chunks < 2
    }
    #expect(!completed)
    #expect(chunks == 2)
    #expect(received.count * 10 < full.count)
    #expect(Array(full.prefix(received.count)) == received)
  }

  @Test func markupCharactersAreReadAsPlainText() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    let label = try engine.samples(for: "<b>&[[x]]", voice: voice)
    let letters = try engine.samples(for: "b and x", voice: voice)
    // Spoken as "b and x", with short pauses where eSpeak sees brackets: not swallowed
    // as a tag or as phoneme input, and nothing much added.
    let ratio = Double(TestSupport.voicedLength(label)) / Double(TestSupport.voicedLength(letters))
    #expect(ratio > 0.8 && ratio < 2, "label \(label.count), letters \(letters.count)")

    // SSML would make this one word, slowly; as data every word of it is read.
    let ssml = try engine.samples(for: "<prosody rate=\"x-slow\">hi</prosody>", voice: voice)
    let hi = try engine.samples(for: "hi", voice: voice)
    #expect(ssml.count > hi.count * 3)
  }

  @Test func controlCharactersAreReadAsSpaces() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    // U+0001 would start an eSpeak embedded command ("5S" = speed 5).
    let withControl = try engine.samples(for: "\u{1}5S hello\u{0}there", voice: voice)
    let withSpaces = try engine.samples(for: " 5S hello there", voice: voice)
    #expect(withControl == withSpaces)
  }

  @Test func sameTextGivesSameSamplesWhateverCameBefore() throws {
    let voice = try TestSupport.voice("narrator")
    let engine = try SpeechEngine()
    func render(_ text: String) throws -> [Int16] {
      var samples: [Int16] = []
      try engine.synthesize(text, voice: voice) {
        samples.append(contentsOf: $0)
        return true
      }
      return samples
    }
    let first = try render(Self.announcement)
    _ = try render("Alert. Volume, 50 percent, adjustable")
    let afterAlert = try render(Self.announcement)
    _ = try render(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 8))
    let afterLong = try render(Self.announcement)
    var chunks = 0
    try engine.synthesize("Cut off, in the middle of a sentence that goes on and on.", voice: voice) { _ in
      chunks += 1
      return chunks < 3
    }
    let afterCutOff = try render(Self.announcement)
    #expect(first == afterAlert)
    #expect(first == afterLong)
    #expect(first == afterCutOff)
  }

  @Test func freshEnginesRenderASequenceByteIdentically() throws {
    let voiceOver = try TestSupport.voice("voiceover")
    let talkBack = try TestSupport.voice("talkback")
    func render(warmUp: String?) throws -> Data {
      let engine = try SpeechEngine()
      if let warmUp { _ = try engine.samples(for: warmUp, voice: talkBack) }
      var samples: [Int16] = []
      samples += try engine.samples(for: "Photos, heading", voice: voiceOver)
      samples += [Int16](repeating: 0, count: Audio.sampleCount(milliseconds: 250))
      samples += EarconSynthesizer.samples(for: .windowOpened)
      samples += try engine.samples(for: "Delete photo? Cancel, button. Delete, button", voice: talkBack)
      samples += try engine.samples(for: Self.announcement, voice: voiceOver)
      return WAVEncoding.data(samples: samples)
    }
    let first = try render(warmUp: nil)
    let second = try render(warmUp: "Something else entirely, spoken first, to change the engine's history.")
    #expect(first == second)
    #expect(first.count > 100_000)
  }

  @Test func phraseCacheReturnsTheSameSamplesWithoutSynthesising() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    let first = try engine.samples(for: "Back, button", voice: voice)
    #expect(engine.cachedPhraseCount == 1)
    let second = try engine.samples(for: "Back, button", voice: voice)
    #expect(first == second)
    #expect(engine.cachedPhraseCount == 1)
    let faster = try engine.samples(for: "Back, button", voice: voice.with(settings: VoiceSettings(rate: 300)))
    #expect(engine.cachedPhraseCount == 2)
    #expect(faster.count < first.count)
  }

  @Test func aStagedCopyRemovedMidRunIsWrittenAgain() throws {
    // The copy eSpeak NG loads is shared by every Earshot process of this user; a
    // `/tmp` cleaner or another process removing it must not break a running REPL.
    let voiceOver = try TestSupport.voice("voiceover")
    let talkBack = try TestSupport.voice("talkback")
    let engine = try SpeechEngine()
    func speak(_ text: String, _ voice: Voice) throws -> [Int16] {
      var samples: [Int16] = []
      _ = try engine.synthesize(text, voice: voice) {
        samples.append(contentsOf: $0)
        return true
      }
      return samples
    }
    let first = try speak("Back, button", voiceOver)
    _ = try speak("Something else", talkBack)
    voiceOver.removeStagedCopy()
    #expect(try speak("Back, button", voiceOver) == first)
  }

  @Test func enginesOnManyThreadsTakeTurns() throws {
    let voices = try TestSupport.bundledVoices().voices
    let texts = ["Photos, heading", "Back, button", "Volume, 50 percent, adjustable"]
    let reference = try SpeechEngine()
    let expected = try texts.map { text in try voices.map { try reference.samples(for: text, voice: $0) } }
    let results = Mutex<[Int: [Int16]]>([:])
    DispatchQueue.concurrentPerform(iterations: 12) { index in
      guard let engine = try? SpeechEngine() else { return }
      let text = texts[index % texts.count]
      let voice = voices[index % voices.count]
      var samples: [Int16] = []
      _ = try? engine.synthesize(text, voice: voice) {
        samples.append(contentsOf: $0)
        return true
      }
      results.withLock { $0[index] = samples }
    }
    for index in 0..<12 {
      #expect(results.withLock { $0[index] } == expected[index % texts.count][index % voices.count])
    }
  }

  @Test func phraseCacheDropsTheOldestPhrasesWhenFull() {
    var cache = PhraseCache(capacity: 10)
    let url = URL(fileURLWithPath: "/v.voice")
    func key(_ text: String) -> PhraseCache.Key {
      PhraseCache.Key(voiceName: "v", voiceFile: url, settings: VoiceSettings(), text: text)
    }
    cache.store([1, 2, 3, 4], for: key("a"))
    cache.store([5, 6, 7, 8], for: key("b"))
    cache.store([9, 10, 11], for: key("c"))
    #expect(cache.samples(for: key("a")) == nil)
    #expect(cache.samples(for: key("b")) == [5, 6, 7, 8])
    #expect(cache.totalSamples == 7)
    cache.store(Array(repeating: 0, count: 11), for: key("too long"))
    #expect(cache.samples(for: key("too long")) == nil)
  }

  @Test func blankTextProducesNoSamples() throws {
    let engine = try SpeechEngine()
    #expect(try engine.samples(for: "  \n ", voice: TestSupport.voice("voiceover")).isEmpty)
  }

  @Test func callingTheEngineFromInsideOnChunkThrows() throws {
    let voice = try TestSupport.voice("voiceover")
    let engine = try SpeechEngine()
    var inner: SpeechError?
    try engine.synthesize("Hello", voice: voice) { _ in
      do throws(SpeechError) {
        _ = try engine.samples(for: "again", voice: voice)
      } catch {
        inner = error
      }
      return false
    }
    #expect(inner == .reentrantCall)
  }

  @Test func aBadVoiceFileGivesALocatedError() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.voice")
    try "language en-us\nphonemes en-us\npich 120 180\n".write(to: file, atomically: true, encoding: .utf8)
    let voice = Voice(name: "broken", fileURL: file, settings: VoiceSettings(), summary: "")
    let engine = try SpeechEngine()
    do {
      _ = try engine.samples(for: "hello", voice: voice)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "\(file.path):3:1: error: unknown keyword 'pich'; did you mean 'pitch'?")
    }
  }

  @Test func missingDataGivesOneClearSentence() {
    #expect(throws: SpeechError.dataMissing(path: "/nonexistent/espeak-ng-data")) {
      try EspeakRuntime.checkDataFolder("/nonexistent/espeak-ng-data")
    }
    let message = SpeechError.dataMissing(path: "/x").description
    #expect(message == "eSpeak NG data not found (/x); install it with: sudo apt-get install espeak-ng-data")
    #expect(throws: Never.self) { try EspeakRuntime.checkDataFolder(EspeakRuntime.dataFolder()) }
  }

  @Test func stagedVoicePathsSuitEspeak() throws {
    let staged = try StagedVoice.stage(TestSupport.voice("voiceover"))
    #expect(staged.path.utf8.count <= 59)
    #expect(staged.path == staged.path.lowercased())
    #expect(!staged.path.contains("+"))
    #expect(
      FileManager.default.contents(atPath: staged.path)
        == (try Data(contentsOf: TestSupport.voice("voiceover").fileURL)))
  }

  /// Two recordings starting together stage the same voice at the same moment; both must load it.
  @Test func oneVoiceStagedFromManyThreadsAtOnce() async throws {
    let voice = try TestSupport.voice("narrator")
    let first = try StagedVoice.stage(voice)
    unlink(first.path)
    let paths = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<16 {
        group.addTask { try StagedVoice.stage(voice).path }
      }
      return try await group.reduce(into: Set<String>()) { $0.insert($1) }
    }
    #expect(paths == [first.path])
    #expect(FileManager.default.contents(atPath: first.path) == (try Data(contentsOf: voice.fileURL)))
  }
}
