import Playback
import ScreenReader
import Speech

extension TimelineSegment {
  /// What the speech layer plays for it.
  public func playbackSegment(cast: VoiceCast) -> PlaybackSegment {
    switch content {
    case .utterance(let utterance, let platform):
      cast.speech(of: utterance, platform: platform)
    case .narration(let text):
      .speech(text: text, voice: cast.narrator)
    case .earcon(let earcon):
      .earcon(EarconSound(earcon))
    case .silence(let milliseconds):
      .silence(milliseconds: milliseconds)
    }
  }
}

extension EarconSound {
  init(_ earcon: Earcon) {
    switch earcon {
    case .focusActionable: self = .focusActionable
    case .focus: self = .focus
    case .boundary: self = .boundary
    case .windowOpened: self = .windowOpened
    case .windowClosed: self = .windowClosed
    }
  }
}
