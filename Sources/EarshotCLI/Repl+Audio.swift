import Files
import Foundation
import Playback
import Recording
import ScreenReader
import Speech

/// Sound: speaking, a voice setting (`rate`, `pitch`, `volume`), and finishing a
/// recording (`stop`, the end of the session).
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

  /// `rate`, `pitch` and `volume`: one setting (at `keyPath`, within `range`), for
  /// both screen readers' voices; `unit` follows the number in what is said back.
  mutating func setVoiceSetting(
    _ name: String, _ argument: String, range: ClosedRange<Int>, unit: String,
    keyPath: WritableKeyPath<VoiceSettings, Int>
  ) {
    guard let value = Int(argument), range.contains(value) else {
      return error(
        "'\(name)' takes a number from \(range.lowerBound) to \(range.upperBound)\(unit), e.g. \(name) \(range.lowerBound + (range.upperBound - range.lowerBound) / 2)"
      )
    }
    cast.voiceOver.settings[keyPath: keyPath] = value
    cast.talkBack.settings[keyPath: keyPath] = value
    note("\(name) \(value)\(unit)")
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
