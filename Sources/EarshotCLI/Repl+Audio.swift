import Files
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
    revealed = false  // ears only: what is said now has not been shown
    reading = nil  // whatever was reading is cut off by this
    let job = muted ? nil : live?.play(segments, cast: cast)
    if let recording, let engine {
      do {
        let samples = try Recorder.render(segments, engine: engine, cast: cast)
        if let failure = recording.add(samples, job: job, live: live?.player) { error(failure) }
      } catch {
        self.error("recording: \(error.description)")
      }
    }
    return job
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
      if platform == .ios { castInEnglish.voiceOver = voice } else { castInEnglish.talkBack = voice }
    }
    // The new voice speaks the locale's language and the app's, as the old one did.
    deriveVoices(locale: player.locale, freshSettings: targets)
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

  /// `record FILE.wav` (`record! FILE.wav` replaces an existing file): streams what is
  /// heard to the file until `stop`. Refuses the loaded scenario, folders and anything
  /// `OutputFile` would not replace.
  mutating func startRecording(_ target: String, replacing: Bool) {
    let command = replacing ? "record!" : "record"
    let problems = OutputPolicy(inputs: [.init(path, role: "the loaded scenario")]).problems([
      OutputTarget(option: command, path: target, kind: .wav, replaceFlag: "record! \(target)", mayReplace: replacing)
    ])
    if let problem = problems.first, !target.isEmpty { return error(problem) }
    guard !target.isEmpty, target == "-" || target.lowercased().hasSuffix(".wav") || OutputTarget.isStream(target)
    else {
      return error("'\(command)' takes a file name ending in .wav, e.g. \(command) /tmp/session.wav")
    }
    var status = stat()
    if !replacing, !OutputTarget.isStream(target), stat(target, &status) == 0 {
      return error("\(target) already exists; 'record! \(target)' replaces it, or give another name")
    }
    if engine == nil {
      do {
        engine = try SpeechEngine()
      } catch {
        return self.error("recording needs speech: \(error.description)")
      }
    }
    finishRecording()
    do {
      recording = try ReplRecording(path: target)
    } catch {
      return self.error(error.description)
    }
    ReplRecording.active.withLock { $0 = recording }
    note("recording to \(target); 'stop' saves it")
  }

  /// `stop`: completes the file. When it cannot be written (its folder went away, the
  /// disk is full) the recording is kept, and `save FILE.wav` puts it elsewhere.
  mutating func finishRecording() {
    guard let recording else { return }
    self.recording = nil
    do {
      let milliseconds = try recording.finish(live: live?.player)
      ReplRecording.active.withLock { $0 = nil }
      note("saved \(recording.path) (\(milliseconds) ms)")
    } catch {
      unsaved = recording
      ReplRecording.active.withLock { $0 = recording }
      self.error(
        "cannot save \(recording.path) (\(error.reason)); the recording is kept: 'save FILE.wav' saves it elsewhere")
    }
  }

  /// `save FILE.wav`: puts a recording that could not be saved into another file.
  mutating func saveUnsaved(_ target: String) {
    guard let unsaved else { return note("nothing unsaved: 'record FILE.wav' records, 'stop' saves") }
    guard !target.isEmpty else { return error("'save' takes a file name, e.g. save /tmp/session.wav") }
    let problems = OutputPolicy(inputs: [.init(path, role: "the loaded scenario")]).problems([
      OutputTarget(option: "save", path: target, kind: .wav)
    ])
    if let problem = problems.first { return error(problem) }
    do {
      try unsaved.save(toPath: target)
      self.unsaved = nil
      ReplRecording.active.withLock { $0 = nil }
      note("saved \(target) (\(unsaved.milliseconds) ms)")
    } catch {
      self.error("cannot save \(target) (\(error.reason)); the recording is still kept")
    }
  }

  /// At the end of the REPL (Ctrl-D, end of input, `quit`): a recording in progress is
  /// saved, and one that could not be saved goes to the recovery folder.
  mutating func rescueRecordings() {
    finishRecording()
    guard let unsaved else { return }
    self.unsaved = nil
    ReplRecording.active.withLock { $0 = nil }
    switch unsaved.rescue(live: live?.player) {
    case .success(let saved): note("the unsaved recording is in \(saved.path) (\(saved.milliseconds) ms)")
    case .failure(let failure): error("the unsaved recording is lost: \(failure.description)")
    }
  }
}
