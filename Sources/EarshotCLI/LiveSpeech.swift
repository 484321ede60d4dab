import Playback
import Recording
import Speech

/// Speech on the sound device, when there is one. Without one it says so once
/// and Earshot carries on with text.
public final class LiveSpeech: Sendable {
  let player: LivePlayer

  private init(player: LivePlayer) {
    self.player = player
  }

  /// - Parameter report: where the one-line reason goes when there is no sound
  ///   (`play` prints it as a note; the REPL shows it under its welcome).
  public static func start(cast: VoiceCast, report: (String) -> Void) -> LiveSpeech? {
    switch DeviceSink.open() {
    case .failure(let error):
      // The error already says there is no device and what to do instead.
      report("\(error.description); carrying on with text only")
      return nil
    case .success(let device):
      do {
        return LiveSpeech(player: try LivePlayer(sink: device))
      } catch {
        report("cannot start speech (\(error.description)); carrying on with text only")
        return nil
      }
    }
  }

  /// True while something is being said.
  var isSpeaking: Bool { player.isSpeaking }

  /// Speaks a command's segments, cutting off whatever was still playing.
  @discardableResult
  public func play(_ segments: [TimelineSegment], cast: VoiceCast) -> LivePlayer.JobID {
    player.play(segments.map { $0.playbackSegment(cast: cast) }, interrupting: true)
  }

  /// Scripted playback: speak in full, then return.
  public func playAndWait(_ segments: [TimelineSegment], cast: VoiceCast) {
    player.play(segments.map { $0.playbackSegment(cast: cast) }, interrupting: false)
    player.waitUntilIdle()
  }

  public func interrupt() {
    player.interrupt()
  }
}
