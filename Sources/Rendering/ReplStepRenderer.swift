import ScreenReader

extension String {
  fileprivate func trimmingSuffix(_ character: Character) -> String {
    var text = self
    while text.last == character { text.removeLast() }
    return text
  }
}

/// Prints what one command made the screen reader(s) do: utterances coloured
/// part by part, earcons in brackets, a silent focus move as `[focus: …]`.
/// With both platforms, VoiceOver and TalkBack side by side on a wide
/// terminal, else on labelled lines as in `play`'s transcript.
public struct ReplStepRenderer {
  /// One platform's share of a command.
  public struct Result {
    public var platform: Platform
    public var events: [ReaderEvent]

    public init(platform: Platform, events: [ReaderEvent]) {
      self.platform = platform
      self.events = events
    }
  }

  public let style: TerminalStyle
  /// Terminal width for side-by-side columns; nil prints labelled lines.
  public let columns: Int?

  public init(style: TerminalStyle, columns: Int?) {
    self.style = style
    self.columns = columns
  }

  /// Side by side needs room for two readable columns.
  public static let minimumColumnsForSideBySide = 72

  public func render(_ results: [Result]) -> [String] {
    let items = results.map { lines(for: $0.events) }
    if items.allSatisfy(\.isEmpty) { return ["  " + style.dim(Transcript.silence)] }
    if results.count == 1 { return items[0].map { "  " + style.render($0) } }
    if let columns, columns >= Self.minimumColumnsForSideBySide, results.count == 2 {
      return sideBySide(results, items, width: columns)
    }
    var output: [String] = []
    for (result, lines) in zip(results, items) {
      let label = Transcript.label(for: result.platform)
      output += lines.map { "  " + style.dim(label) + style.render($0) }
    }
    return output
  }

  /// The printed items for one platform's events, as the plain transcript has them.
  public func lines(for events: [ReaderEvent]) -> [[TerminalStyle.Run]] {
    Transcript.items(for: events).map { item in
      switch item {
      case .speech(let utterance): TerminalStyle.runs(utterance)
      case .note: [TerminalStyle.Run(item.text, TerminalStyle.dimCode)]
      }
    }
  }

  public func sideBySide(_ results: [Result], _ items: [[[TerminalStyle.Run]]], width: Int) -> [String] {
    let separator = " │ "
    let column = (width - 2 - separator.count - 1) / 2
    let wrapped = items.map { lines in lines.flatMap { TerminalStyle.wrap($0, width: column) } }
    let headers = results.map { [TerminalStyle.Run($0.platform.screenReaderName, TerminalStyle.dimCode)] }
    let left = [headers[0]] + wrapped[0]
    let right = [headers[1]] + wrapped[1]
    var output: [String] = []
    for row in 0..<max(left.count, right.count) {
      let leftRuns = row < left.count ? left[row] : []
      let padding = String(repeating: " ", count: max(0, column - TerminalStyle.visibleWidth(leftRuns)))
      var line = "  " + style.render(leftRuns) + padding
      if row < right.count {
        line += style.dim(separator) + style.render(right[row])
      } else {
        line += style.dim(separator.trimmingSuffix(" "))
      }
      output.append(line)
    }
    return output
  }
}
