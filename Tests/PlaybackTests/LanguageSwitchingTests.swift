import EarshotTestSupport
import Foundation
import Playback
import Recording
import ScreenReader
import Speech
import Testing

/// A German TalkBack reading an English label: its own words get German phonemes
/// and the label English ones, within one utterance, measured two ways: eSpeak NG's
/// phonemes for each run against the `espeak-ng -x` command in each language, and
/// the recorded samples against a single-voice synthesis of each run.
@Suite struct LanguageSwitchingTests {
  static let yaml = """
    elements:
      - checkbox: { label: Subscribe, lang: en }
      - checkbox: Benachrichtigungen
    """

  /// `espeak-ng -q -x -v LANGUAGE TEXT`, its phoneme words (nil without the command).
  static func commandPhonemes(_ text: String, language: String) throws -> [Substring]? {
    let path = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    guard let path else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = ["-q", "-x", "-v", language, text]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return words(output)
  }

  static func words(_ phonemes: String) -> [Substring] {
    phonemes.split(whereSeparator: { " _:|!,".contains($0) || $0.isNewline })
  }

  @Test func aGermanReaderSaysAnEnglishLabelWithEnglishPhonemes() throws {
    let screen = try PlaybackFixtures.screen(Self.yaml)
    #expect(screen.languages == ["en-us"])
    let engine = try SpeechEngine()
    let (cast, notes) = try PlaybackFixtures.cast().forSession(
      locale: "de", languages: screen.languages, engine: engine)
    #expect(notes.isEmpty)
    var player = Player(screen: screen, platform: .android, locale: "de")
    let recorder = Recorder(engine: engine, cast: cast, measuresParts: true)
    let steps = try [ScriptCommand.engine(.first, typed: "first"), .engine(.next, typed: "next")].map {
      try player.run($0)
    }
    for (index, step) in steps.enumerated() { try recorder.append(Timeline.segments(for: step, index: index)) }

    let english = try #require(steps[0].results[0].events.utterances.first)
    #expect(english.text == "nicht aktiviert, Subscribe, Kästchen")
    guard case .speechInVoices(let runs) = cast.speech(of: english, platform: .android) else {
      Issue.record("one voice for a German reader's words around an English label")
      return
    }
    #expect(runs.map(\.text) == ["nicht aktiviert, ", "Subscribe, ", "Kästchen"])

    // Phonemes: each run in its language, as the espeak-ng command says it in that language.
    let heard = try runs.map { try engine.phonemes(for: $0.text, voice: $0.voice) }
    #expect(heard[0].contains("n'ICt") && heard[0].contains("akti:v'i:rt"), "\(heard[0])")
    #expect(heard[1].contains("s@bskr'aIb"), "\(heard[1])")
    #expect(heard[2].contains("k'EstC@n"), "\(heard[2])")
    let languages = ["de", "en-us", "de"]
    for (index, run) in runs.enumerated() {
      if let expected = try Self.commandPhonemes(run.text, language: languages[index]) {
        #expect(Self.words(heard[index]) == expected, "\(run.text)")
      }
    }
    // The German voice would have said the label another way ("z'Upskri:b@").
    let germanVoice = cast.voice(for: .android)
    #expect(try engine.phonemes(for: "Subscribe", voice: germanVoice) != heard[1])

    // Sound: the recording holds each run exactly as its voice says it alone,
    // with eSpeak's own comma pause between them.
    let placed = try #require(
      recorder.placed.first { segment in
        if case .utterance(let utterance, _) = segment.segment.content { utterance.text == english.text } else { false }
      })
    let recorded = Array(recorder.samples[placed.startSample..<placed.endSample])
    var expected: [Int16] = []
    for (index, run) in runs.enumerated() {
      expected += try engine.samples(for: run.text, voice: run.voice)
      if index < runs.count - 1 {
        expected += repeatElement(0, count: try engine.pause(after: run.text, voice: run.voice))
      }
    }
    #expect(recorded == expected)
    let label = try engine.samples(for: "Subscribe, ", voice: runs[1].voice)
    let labelInGerman = try engine.samples(for: "Subscribe, ", voice: germanVoice)
    let labelStart =
      try engine.samples(for: runs[0].text, voice: runs[0].voice).count
      + engine.pause(after: runs[0].text, voice: runs[0].voice)
    #expect(Array(recorded[labelStart..<(labelStart + label.count)]) == label)
    #expect(label != labelInGerman)
    // The pause between runs is the one a single voice makes between the same clauses.
    let oneVoice = try engine.samples(for: english.text, voice: germanVoice)
    let firstClause = try engine.samples(for: "nicht aktiviert,", voice: germanVoice)
    let restInGerman = try engine.samples(for: "Subscribe, Kästchen", voice: germanVoice)
    let pause = try engine.pause(after: runs[0].text, voice: germanVoice)
    #expect(oneVoice.count - firstClause.count - restInGerman.count == pause)

    // The German label is German throughout: one run, one voice.
    let german = try #require(steps[1].results[0].events.utterances.first)
    guard case .speech(let text, let voice) = cast.speech(of: german, platform: .android) else {
      Issue.record("a German utterance in several voices")
      return
    }
    #expect(text == "nicht aktiviert, Benachrichtigungen, Kästchen")
    let germanPhonemes = try engine.phonemes(for: "Benachrichtigungen", voice: voice)
    #expect(germanPhonemes.contains("b@n'axrICt,IgUN@n"), "\(germanPhonemes)")
  }

  /// A word German VoiceOver's table lacks ("collapsed", unpublished) is English, and
  /// the English voice speaks it: an utterance's audio is a function of its runs, so
  /// the English run sounds exactly as an English session says the same text.
  @Test func anEnglishFallbackIsSpokenByTheEnglishVoice() throws {
    let screen = try PlaybackFixtures.screen(
      "elements:\n  - dropdown: { label: Land, options: [Deutschland, Österreich] }")
    let engine = try SpeechEngine()
    let (german, notes) = try PlaybackFixtures.cast().forSession(locale: "de", languages: [], engine: engine)
    #expect(notes.isEmpty)
    let (english, _) = try PlaybackFixtures.cast().forSession(locale: "en", languages: [], engine: engine)
    var player = Player(screen: screen, platform: .ios, locale: "de")
    let step = try player.run(.engine(.first, typed: "first"))
    let utterance = try #require(step.results[0].events.utterances.first)
    #expect(utterance.text == "Land, Taste, collapsed")
    #expect(utterance.languageRuns.map(\.language) == ["de", "en-us"])
    guard case .speechInVoices(let runs) = german.speech(of: utterance, platform: .ios) else {
      Issue.record("the English fallback spoken in the German voice")
      return
    }
    #expect(runs.map(\.text) == ["Land, Taste, ", "collapsed"])
    let fallback = try engine.samples(for: "collapsed", voice: runs[1].voice)
    #expect(fallback == (try engine.samples(for: "collapsed", voice: english.voice(for: .ios))))
    #expect(fallback != (try engine.samples(for: "collapsed", voice: german.voice(for: .ios))))
  }

  /// The JSON's part timings follow the runs: the label starts after the reader's
  /// words and their pause, and the utterance lists its languages.
  @Test func partTimingsFollowTheRuns() throws {
    let screen = try PlaybackFixtures.screen(Self.yaml)
    let engine = try SpeechEngine()
    let (cast, _) = try PlaybackFixtures.cast().forSession(locale: "de", languages: screen.languages, engine: engine)
    var player = Player(screen: screen, platform: .android, locale: "de")
    let recorder = Recorder(engine: engine, cast: cast, measuresParts: true)
    let step = try player.run(.engine(.first, typed: "first"))
    try recorder.append(Timeline.segments(for: step, index: 0))
    let placed = try #require(recorder.placed.first { !$0.parts.isEmpty })
    #expect(placed.parts.count == 3)
    let spans = placed.parts.compactMap { $0 }
    #expect(spans.count == 3)
    // In order, apart: the comma pauses lie between them.
    for index in 1..<spans.count {
      let gap = spans[index].lowerBound - spans[index - 1].upperBound
      #expect(gap > Audio.sampleRate / 20, "pause \(gap) samples before part \(index)")
    }
  }

  /// The core's list of eSpeak NG languages is the installed library's.
  @Test func theLanguageListIsTheInstalledEspeakNGs() throws {
    let installed = Set(try SpeechEngine().installedLanguages().map { $0.lowercased() })
    #expect(Set(SpeechLanguage.espeakTags) == installed)
  }
}
