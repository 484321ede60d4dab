/// One piece of a live playback job.
public enum PlaybackSegment: Sendable, Hashable {
  case speech(text: String, voice: Voice)
  case silence(milliseconds: Int)
  case earcon(EarconSound)
}
