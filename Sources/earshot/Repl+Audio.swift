import Foundation
import Playback
import ScreenReader
import Speech

/// Sound: speaking, voices and rate, and `record` / `stop`.
extension Repl {
  /// Says the segments (cutting off what was playing) and adds them to a recording.
  mutating func speak(_ segments: [TimelineSegment]) {
    guard !segments.isEmpty else { return }
    spokenCount += 1
    if let recording {
      do {
        try recording.recorder.append(segments)
      } catch {
        self.error("recording: \(error.description)")
      }
    }
    if !muted { live?.play(segments, cast: cast) }
  }

  /// `voice` lists; `voice NAME` sets the voice of the screen reader(s) in play;
  /// `voice ios NAME` / `voice android NAME` sets one.
  mutating func setVoice(_ argument: String) {
    guard let library = voices, !library.voices.isEmpty else {
      return error("no voices found (voices/ is missing next to Earshot)")
    }
    let names = library.names
    guard !argument.isEmpty else {
      print("  voices: " + names.joined(separator: ", "))
      return note("VoiceOver speaks with \(cast.voiceOver.name), TalkBack with \(cast.talkBack.name)")
    }
    var targets = player.sessions.map(\.platform)
    var name = argument
    let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2, let platform = Platform(userInput: words[0]) {
      targets = [platform]
      name = words[1]
    }
    guard let voice = library.voice(named: name) else {
      let suggestion = Suggestion.didYouMean(name, among: names)
      return error("no voice named '\(name)'" + (suggestion.isEmpty ? "; voices: " + names.joined(separator: ", ") : suggestion))
    }
    for platform in targets {
      if platform == .ios { cast.voiceOver = voice } else { cast.talkBack = voice }
    }
    note(targets.map(\.screenReaderName).joined(separator: " and ") + " now speak\(targets.count == 1 ? "s" : "") with \(voice.name)")
  }

  mutating func setRate(_ argument: String) {
    guard let rate = Int(argument), VoiceSettings.rateRange.contains(rate) else {
      return error("'rate' takes words per minute, \(VoiceSettings.rateRange.lowerBound)-\(VoiceSettings.rateRange.upperBound), e.g. rate 220")
    }
    cast.voiceOver.settings.rate = rate
    cast.talkBack.settings.rate = rate
    note("rate \(rate) words per minute")
  }

  mutating func startRecording(_ target: String) {
    guard target.lowercased().hasSuffix(".wav") else {
      return error("'record' takes a file name ending in .wav, e.g. record /tmp/session.wav")
    }
    let folder = (target as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard folder.isEmpty || (FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) else {
      return error("no folder '\(folder)' to record into")
    }
    if engine == nil {
      do {
        engine = try SpeechEngine()
      } catch {
        return self.error("recording needs speech: \(error.description)")
      }
    }
    guard let engine else { return }
    finishRecording()
    recording = ReplRecording(path: target, recorder: Recorder(engine: engine, cast: cast))
    note("recording to \(target); 'stop' saves it")
  }

  mutating func finishRecording() {
    guard let recording else { return }
    self.recording = nil
    do {
      let sink = try WAVFileSink(url: URL(fileURLWithPath: recording.path))
      try sink.write(recording.recorder.samples)
      try sink.finish()
      note("saved \(recording.path) (\(Recorder.milliseconds(recording.recorder.samples.count)) ms)")
    } catch {
      self.error("cannot write \(recording.path): \(error)")
    }
  }
}
