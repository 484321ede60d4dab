import Foundation
import Playback
import Recording
import ScreenReader
import Speech

/// Sound: speaking, voices and rate, and `record` / `stop`.
extension Repl {
  /// Says the segments (cutting off what was playing) and adds them to a recording.
  @discardableResult
  mutating func speak(_ segments: [TimelineSegment]) -> LivePlayer.JobID? {
    guard !segments.isEmpty else { return nil }
    spokenCount += 1
    if let recording {
      do {
        try recording.recorder.append(segments)
      } catch {
        self.error("recording: \(error.description)")
      }
    }
    reading = nil  // whatever was reading is cut off by this
    return muted ? nil : live?.play(segments, cast: cast)
  }

  /// Before a command that moves, reads or checks focus: when continuous reading was cut
  /// off (by Ctrl-C, `mute`, or this very command), focus stays on the element it had
  /// reached, as on a device, instead of the last one.
  mutating func settleReading() {
    guard let reading, let live else { return }
    self.reading = nil
    live.interrupt()
    guard let segment = live.player.cutOffSegment(of: reading.job) else { return }
    player.placeFocus(ReadingCutOff.focus(of: reading.step, segments: reading.segments, cutSegment: segment))
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
      return error(
        "no voice named '\(name)'" + (suggestion.isEmpty ? "; voices: " + names.joined(separator: ", ") : suggestion))
    }
    for platform in targets {
      if platform == .ios { cast.voiceOver = voice } else { cast.talkBack = voice }
    }
    note(
      targets.map(\.screenReaderName).joined(separator: " and ")
        + " now speak\(targets.count == 1 ? "s" : "") with \(voice.name)")
  }

  /// `rate`, `pitch` and `volume`: one setting, for both screen readers' voices.
  mutating func setVoiceSetting(_ name: String, _ argument: String) {
    let (range, unit, keyPath): (ClosedRange<Int>, String, WritableKeyPath<VoiceSettings, Int>) =
      switch name {
      case "rate": (VoiceSettings.rateRange, " words per minute", \.rate)
      case "pitch": (VoiceSettings.pitchRange, " (50 is the voice's own)", \.pitch)
      default: (VoiceSettings.volumeRange, " (100 is normal)", \.volume)
      }
    guard let value = Int(argument), range.contains(value) else {
      return error(
        "'\(name)' takes a number from \(range.lowerBound) to \(range.upperBound)\(unit), e.g. \(name) \(range.lowerBound + (range.upperBound - range.lowerBound) / 2)"
      )
    }
    cast.voiceOver.settings[keyPath: keyPath] = value
    cast.talkBack.settings[keyPath: keyPath] = value
    note("\(name) \(value)\(unit)")
  }

  mutating func startRecording(_ target: String) {
    guard target.lowercased().hasSuffix(".wav") else {
      return error("'record' takes a file name ending in .wav, e.g. record /tmp/session.wav")
    }
    let folder = (target as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard
      folder.isEmpty
        || (FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue)
    else {
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
