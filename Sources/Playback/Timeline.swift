import ScreenReader

/// Lays a step's events out in time: each utterance after its own delay, earcons
/// where they happen, narration and waits as written, then a short gap.
public enum Timeline {
  /// Silence after each command, as a listener pauses before the next gesture.
  public static let gapBetweenCommandsMilliseconds = 300

  public static func segments(for step: Step, index: Int, hintsEnabled: Bool = true, earconsEnabled: Bool = true)
    -> [TimelineSegment]
  {
    var segments: [TimelineSegment] = []
    func add(_ content: TimelineSegment.Content, _ event: TimelineSegment.EventReference? = nil) {
      segments.append(TimelineSegment(content: content, step: index, event: event))
    }
    if let narration = step.narration { add(.narration(narration)) }
    if step.waitMilliseconds > 0 { add(.silence(milliseconds: step.waitMilliseconds)) }
    for (resultIndex, result) in step.results.enumerated() {
      for (eventIndex, event) in result.events.enumerated() {
        let reference = TimelineSegment.EventReference(result: resultIndex, event: eventIndex)
        switch event {
        case .utterance(let utterance):
          if utterance.delayMilliseconds > 0 { add(.silence(milliseconds: utterance.delayMilliseconds)) }
          add(.utterance(utterance, platform: result.platform), reference)
        case .earcon(let earcon):
          if earconsEnabled { add(.earcon(earcon), reference) }
        case .focusMoved:
          break
        }
      }
    }
    // A pause after anything heard; a `wait` is exactly as long as written.
    let heard = segments.contains { if case .silence = $0.content { false } else { true } }
    if heard { add(.silence(milliseconds: gapBetweenCommandsMilliseconds)) }
    return segments
  }
}
