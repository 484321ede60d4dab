import ScreenReader

/// `why`: for the last thing said, each spoken part, its kind, and the property
/// or rule that produced it ("'Country' name from the visible label").
public enum WhyRenderer {
  /// `versions`: for a reader speaking as an older version, its name and source.
  public static func render(
    typed: String, results: [ReplStepRenderer.Result], style: TerminalStyle, versions: [Platform: String] = [:]
  ) -> String {
    render(results: results, style: style, versions: versions) { "\($0.screenReaderName), after '\(typed)':" }
  }

  /// The same, under a heading of the caller's per reader.
  public static func render(
    results: [ReplStepRenderer.Result], style: TerminalStyle, versions: [Platform: String] = [:],
    heading: (Platform) -> String
  ) -> String {
    var lines: [String] = []
    for result in results {
      let utterances = result.events.utterances
      guard !utterances.isEmpty else { continue }
      lines.append(heading(result.platform))
      if let version = versions[result.platform] {
        lines.append("  " + style.dim(version.hasPrefix("built with") ? version : "as \(version)"))
      }
      // Columns by display width: a Japanese word takes two columns a character.
      let quotedWidth = min(32, utterances.flatMap(\.parts).map { DisplayWidth.of($0.text) + 2 }.max() ?? 0)
      let kindWidth = utterances.flatMap(\.parts).map(\.kind.rawValue.count).max() ?? 0
      for utterance in utterances {
        let delay = utterance.delayMilliseconds > 0 ? style.dim("(\(utterance.delayMilliseconds) ms later) ") : ""
        lines.append("  " + delay + "\"" + style.colour(utterance) + "\"")
        for part in utterance.parts {
          let quoted = "'\(part.text)'"
          let kind = part.kind.rawValue
          lines.append(
            "    " + style.paint(quoted, TerminalStyle.code(for: part.kind)) + pad(quoted, quotedWidth)
              + "  " + style.dim(kind) + pad(kind, kindWidth) + "  from " + part.source)
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  public static func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
  }
}
