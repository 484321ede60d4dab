import ScreenReader

/// The announcement spec as a Markdown table a designer can paste into a spec:
/// where, element, state, then one column per screen reader.
public enum AnnouncementSpecMarkdown {
  /// In a cell: the element is never reached on that platform.
  public static let unreachable = "\u{2014}"
  /// In a cell: the platform says nothing.
  public static let silent = Transcript.silence

  public static func render(_ spec: AnnouncementSpec, scenario: String) -> String {
    var lines: [String] = []
    let title = spec.title.map { ": \(escaped($0))" } ?? ""
    lines.append("# Announcement spec\(title)")
    lines.append("")
    let readers = spec.platforms.map { "\($0.screenReaderName) (\(platformName($0)))" }
    lines.append(
      "What \(readers.joined(separator: " and ")) say for each element of `\(scenario.replacingBackticks)`, "
        + "in each state, as Earshot's engine speaks them.")
    lines.append(
      "Hints, spoken after a pause, are in italics. \(unreachable) means the screen reader never reaches "
        + "the element; \(silent) means it says nothing.")
    lines.append("")
    let header = ["Where", "Element", "State"] + spec.platforms.map(\.screenReaderName)
    lines.append("| " + header.joined(separator: " | ") + " |")
    lines.append("|" + String(repeating: " --- |", count: header.count))
    for row in spec.rows {
      var cells = [escaped(row.place), escaped(row.element), escaped(row.state)]
      for platform in spec.platforms {
        cells.append(cell(row.speech[platform]))
      }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    if spec.isTruncated { lines += ["", truncationNote] }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Said under a spec cut short, so nobody takes it for the whole screen.
  public static let truncationText =
    "a screen reader reached more than \(AnnouncementSpec.mostRows) rows; the rest of the screen is not listed. Split the screen into smaller scenarios to see it all."
  static let truncationNote = "**Cut short:** " + truncationText

  static func platformName(_ platform: Platform) -> String {
    platform == .ios ? "iOS" : "Android"
  }

  /// Utterances one per line in the cell; hints in italics.
  static func cell(_ utterances: [Utterance]?) -> String {
    guard let utterances else { return unreachable }
    let spoken = utterances.filter { !$0.text.allSatisfy(\.isWhitespace) }
    guard !spoken.isEmpty else { return silent }
    return spoken.map { utterance in
      let text = escaped(utterance.text)
      return utterance.isHint ? "_\(text)_" : text
    }.joined(separator: "<br>")
  }

  /// Text safe inside a table cell: `|` would end the cell, and Markdown or HTML
  /// characters would turn a label into formatting.
  public static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\", "|", "*", "_", "`", "[", "]", "#", "~": result += "\\" + String(character)
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += "&amp;"
      // CR LF is one Character, matched by neither "\n" nor "\r": it split a table row (issue 36).
      case _ where character.isNewline || character == "\t": result += " "
      default: result.append(character)
      }
    }
    return result.trimmingSpaces
  }
}

extension String {
  fileprivate var replacingBackticks: String {
    String(map { $0 == "`" ? "'" : $0 })
  }

  fileprivate var trimmingSpaces: String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
