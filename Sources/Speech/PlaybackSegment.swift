/// One piece of a live playback job.
public enum PlaybackSegment: Sendable, Hashable {
  case speech(text: String, voice: Voice)
  /// One utterance in several voices (its language runs), spoken without a gap between them.
  case speechInVoices([VoicedText])
  case silence(milliseconds: Int)
  case earcon(EarconSound)
}
