import Playback
import ScreenReader

/// `why`: for the last command, each spoken part and the property or rule behind it.
enum WhyRenderer {
  static func render(_ step: Step, style: TerminalStyle) -> String {
    var lines: [String] = []
    for result in step.results {
      lines.append("\(result.platform.screenReaderName), for '\(step.typed)':")
      for event in result.events {
        guard case .utterance(let utterance) = event else { continue }
        if utterance.delayMilliseconds > 0 { lines.append(style.dim("  (after \(utterance.delayMilliseconds) ms)")) }
        for part in utterance.parts {
          lines.append("  '\(part.text)' " + style.dim("(\(part.kind.rawValue))") + " from \(part.source)")
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
