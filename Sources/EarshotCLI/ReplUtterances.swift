import Playback
import Rendering

/// What one command made the screen reader(s) say, kept for `repeat` and `why`.
struct ReplUtterances {
  /// The command as typed.
  var typed: String
  var results: [ReplStepRenderer.Result]
  var narration: String?
  /// The sound, to say it again.
  var segments: [TimelineSegment]
}
