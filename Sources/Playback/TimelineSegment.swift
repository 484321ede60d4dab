import ScreenReader
import Speech

/// One piece of a session's sound, with what it stands for: speech of an
/// utterance, narration, an earcon, or silence.
public struct TimelineSegment: Sendable {
  public enum Content: Sendable {
    case utterance(Utterance, platform: Platform)
    case narration(String)
    case earcon(Earcon)
    case silence(milliseconds: Int)
  }

  public var content: Content
  /// Index of the command (step) it belongs to.
  public var step: Int

  public init(content: Content, step: Int) {
    self.content = content
    self.step = step
  }

  /// What the speech layer plays for it.
  public func playbackSegment(cast: VoiceCast) -> PlaybackSegment {
    switch content {
    case .utterance(let utterance, let platform):
      .speech(text: utterance.text, voice: cast.voice(for: platform))
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
    case .boundary: self = .boundary
    case .windowOpened: self = .windowOpened
    case .windowClosed: self = .windowClosed
    }
  }
}

/// Lays a step's events out in time: each utterance after its own delay, earcons
/// where they happen, narration and waits as written, then a short gap.
public enum Timeline {
  /// Silence after each command, as a listener pauses before the next gesture.
  public static let gapBetweenCommandsMilliseconds = 300

  public static func segments(for step: Step, index: Int, hintsEnabled: Bool = true, earconsEnabled: Bool = true) -> [TimelineSegment] {
    var segments: [TimelineSegment] = []
    func add(_ content: TimelineSegment.Content) { segments.append(TimelineSegment(content: content, step: index)) }
    if let narration = step.narration { add(.narration(narration)) }
    if step.waitMilliseconds > 0 { add(.silence(milliseconds: step.waitMilliseconds)) }
    for result in step.results {
      for event in result.events {
        switch event {
        case .utterance(let utterance):
          if utterance.delayMilliseconds > 0 { add(.silence(milliseconds: utterance.delayMilliseconds)) }
          add(.utterance(utterance, platform: result.platform))
        case .earcon(let earcon):
          if earconsEnabled { add(.earcon(earcon)) }
        case .focusMoved:
          break
        }
      }
    }
    if !segments.isEmpty { add(.silence(milliseconds: gapBetweenCommandsMilliseconds)) }
    return segments
  }
}
