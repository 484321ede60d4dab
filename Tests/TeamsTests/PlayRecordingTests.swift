import EarshotTestSupport
import Foundation
import Teams
import Testing

/// `play --wav --captions --json`: the three files of a session agree with each
/// other to within 10 ms, the captions are valid WebVTT, and the same script
/// always writes the same bytes. Recorded in-process through the Teams library.
@Suite struct PlayRecordingTests {
  static let script = """
    # A training recording: narration, both screen readers, a pause.
    say "First, the check box"
    next
    next
    activate
    wait 400ms
    touch Unsubscribe everywhere
    activate
    next
    """

  struct Recording {
    var wav: Data
    var vtt: Data
    var json: Data
    var transcript: String
  }

  /// Plays the script from `scripts` (the JSON names the script file, so runs
  /// that should match read the same one), writing the files to a fresh folder.
  /// With `ownScript`, plays the shipped scenario's own `script:` instead.
  func record(scripts: URL? = nil, scenario: String = "scenarios/tour.yaml", ownScript: Bool = false) throws
    -> Recording
  {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = (scripts ?? folder).appendingPathComponent("training.script")
    try Data(Self.script.utf8).write(to: script)
    let wav = folder.appendingPathComponent("session.wav")
    let vtt = folder.appendingPathComponent("session.vtt")
    let json = folder.appendingPathComponent("session.json")
    let output = InProcessPlay.run(
      PlayOptions(
        scenario: Repository.path(scenario), platform: .both, script: ownScript ? nil : script.path, wav: wav.path,
        captions: vtt.path, json: json.path))
    #expect(output.status == 0, "\(output.stderr)")
    // Nothing is left behind but the three files asked for.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(
      left
        == (scripts == nil
          ? ["session.json", "session.vtt", "session.wav", "training.script"]
          : ["session.json", "session.vtt", "session.wav"]))
    return Recording(
      wav: try Data(contentsOf: wav), vtt: try Data(contentsOf: vtt), json: try Data(contentsOf: json),
      transcript: output.stdout)
  }

  @Test(arguments: ["scenarios/tour.yaml", "scenarios/alert.yaml", "scenarios/dropdown.yaml"])
  func eachUtteranceInTheJSONStartsWhereItsSoundBeginsInTheWAV(_ scenario: String) throws {
    // The training script on the tour; the shipped scenarios' own scripts otherwise.
    let recording = try record(scenario: scenario, ownScript: scenario != "scenarios/tour.yaml")
    let session = try SessionDocument.decode(recording.json)
    let (samples, rate) = try WAVData.samples([UInt8](recording.wav))
    #expect(rate == session.sampleRate)
    #expect(abs(samples.count * 1000 / rate - session.durationMs) <= 1)
    let tolerance = rate / 100  // 10 ms
    // Where each sound of the session ends (earcons, narration, utterances): an
    // earcon ringing out just before an utterance is not the utterance's sound.
    var ends: [Int] = session.commands.compactMap { $0.narration?.endMs }
    for result in session.commands.flatMap(\.platforms) {
      ends += result.earcons.compactMap(\.endMs) + result.utterances.map(\.endMs)
    }
    var errors: [Double] = []
    let utterances = session.commands.flatMap { $0.platforms.flatMap(\.utterances) }
    #expect(utterances.count >= 4)
    for utterance in utterances {
      let start = utterance.startMs * rate / 1000
      let previousEnd = (ends.filter { $0 <= utterance.startMs }.max() ?? 0) * rate / 1000
      // The first sample clearly above silence, from 10 ms before the start
      // (or the end of the sound before it) to 10 ms after.
      let window = max(0, start - tolerance, previousEnd + 1)..<min(samples.count, start + tolerance)
      let onset = window.first { abs(Int(samples[$0])) > 300 }
      #expect(onset != nil, "no sound within 10 ms of '\(utterance.text)' at \(utterance.startMs) ms")
      if let onset { errors.append(Double(abs(onset - start)) * 1000 / Double(rate)) }
      #expect(utterance.endMs > utterance.startMs)
      #expect(utterance.parts.first?.startMs == utterance.startMs && utterance.parts.last?.endMs == utterance.endMs)
    }
    #expect(errors.allSatisfy { $0 <= 10 }, "alignment errors in ms: \(errors)")
  }

  @Test(arguments: ["scenarios/tour.yaml", "scenarios/alert.yaml"])
  func theCaptionsAreValidWebVTTWithACuePerUtteranceAlignedToTheJSON(_ scenario: String) throws {
    let recording = try record(scenario: scenario, ownScript: scenario != "scenarios/tour.yaml")
    let cues = try PlayVTTParser.parse(String(decoding: recording.vtt, as: UTF8.self))
    let session = try SessionDocument.decode(recording.json)
    var spoken: [(start: Int, end: Int, text: String, voice: String)] = []
    for command in session.commands {
      if let narration = command.narration {
        spoken.append((narration.startMs, narration.endMs, narration.text, "Narrator"))
      }
      for result in command.platforms {
        for utterance in result.utterances {
          spoken.append((utterance.startMs, utterance.endMs, utterance.text, result.screenReader))
        }
      }
    }
    #expect(cues.count == spoken.count)
    for (cue, expected) in zip(cues, spoken) {
      #expect(abs(cue.startMilliseconds - expected.start) <= 10)
      #expect(abs(cue.endMilliseconds - expected.end) <= 10)
      #expect(cue.plainText == expected.text)
      #expect(cue.voice == expected.voice)
    }
    // Both screen readers (and the narrator, when there is one) are captioned.
    #expect(Set(cues.compactMap(\.voice)).isSuperset(of: ["VoiceOver", "TalkBack"]))
  }

  @Test func theCaptionParserRejectsWhatIsNotWebVTT() {
    let broken = [
      "WEBVTTX\n\n00:00.000 --> 00:01.000\nhi\n",
      "WEBVTT\n\n00:00:01.000 --> 00:00:00.500\nbackwards\n",
      "WEBVTT\n\n00:00.000 --> 00:02.000\none\n\n00:01.000 --> 00:03.000\noverlaps\n",
      "WEBVTT\n\n0:00.000 --> 00:01.000\none-digit minutes\n",
      "WEBVTT\n\n00:00.000 --> 00:01.000\nfish & chips\n",
      "WEBVTT\n\n00:00.000 --> 00:01.000\n",
    ]
    for text in broken {
      #expect(throws: PlayVTTParser.Failure.self, "\(text)") { try PlayVTTParser.parse(text) }
    }
    #expect(throws: Never.self) {
      try PlayVTTParser.parse("WEBVTT\n\n01:00:00.000 --> 01:00:01.000\n<v A>fish &amp; chips\n")
    }
  }

  @Test func twoRunsOfTheSameScriptWriteTheSameBytes() throws {
    let scripts = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scripts) }
    let first = try record(scripts: scripts)
    let second = try record(scripts: scripts)
    #expect(first.wav == second.wav)
    #expect(first.vtt == second.vtt)
    #expect(first.json == second.json)
    #expect(first.transcript == second.transcript)
    #expect(first.wav.count > 44 + 2 * 22_050)
  }
}
