import Foundation
import Playback
import Recording
import Rendering
import Scenario
import ScreenReader
import Speech
import Training

/// The quiz's sound: the voices for each item, speech on the device, and what is
/// kept for `--wav` and `--wav-each`.
extension QuizTerminal {
  /// The readers' voices in the settings' language and at their rate (the narrator keeps its own).
  public func useVoices(_ settings: Course.Settings, for screen: Screen) {
    var voices = baseCast
    if let rate = settings.rate {
      voices.voiceOver.settings.rate = rate
      voices.talkBack.settings.rate = rate
    }
    let made = voices.forSession(
      locale: settings.locale ?? "en", languages: screen.languages, engine: engine ?? (try? SpeechEngine()))
    cast = made.cast
    for note in made.notes where !notesSaid.contains(note) {
      notesSaid.insert(note)
      print(style.dim("Speech: \(note)"))
    }
  }

  public func startClip() {
    capture = []
  }

  /// The clip written to the `--wav-each` folder, and where it went said.
  public func finishClip(named name: String) {
    guard let folder = clipFolder, let samples = capture else { return }
    capture = nil
    guard !samples.isEmpty else { return }
    do {
      let path = try Self.newWAV(in: folder, named: name, samples: samples)
      let seconds = Double(samples.count) / Double(Audio.sampleRate)
      print(style.note("  Play \(path)") + style.dim(" (\(String(format: "%.1f", seconds)) s)"))
    } catch {
      print(style.error("  cannot write \(name).wav in \(folder): \(error)"))
    }
  }

  /// Writes a WAV under a name no other file has (a second run's "exercise-1.wav" is "exercise-1-2.wav").
  static func newWAV(in folder: String, named name: String, samples: [Int16]) throws -> String {
    var attempt = 1
    var path = URL(fileURLWithPath: folder).appendingPathComponent(name + ".wav").path
    while FileManager.default.fileExists(atPath: path) {
      attempt += 1
      path = URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(attempt).wav").path
    }
    let sink = try WAVFileSink(url: URL(fileURLWithPath: path))
    try sink.write(samples)
    try sink.finish()
    return path
  }

  /// Speaks a step in full (the next one waits for it) and adds it to the recordings.
  /// False when Ctrl-C cut it off.
  public func speak(_ step: Step) -> Bool {
    let segments = Timeline.segments(
      for: step, index: spokenCount, hintsEnabled: hintsEnabled, earconsEnabled: earconsEnabled)
    guard !segments.isEmpty else { return true }
    spokenCount += 1
    if recorded != nil || capture != nil, let engine {
      do {
        let samples = try Recorder.render(segments, engine: engine, cast: cast)
        recorded? += samples
        capture? += samples
      } catch {
        print(style.error("  recording: \(error.description)"))
      }
    }
    guard let live else { return true }
    // Heard in full before what follows, unless Ctrl-C cuts it off (then the rest of a walk is skipped too).
    live.play(segments, cast: cast)
    while live.isSpeaking {
      if editor.takeInterrupt() {
        live.interrupt()
        return false
      }
      usleep(20_000)
    }
    return true
  }
}
