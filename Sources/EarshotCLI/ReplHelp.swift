import Playback
import ScreenReader

/// `help` and `help COMMAND`, read from the command table (`ReplCommandTable`) and
/// the gestures (`Gesture.all`): a command declared there is listed here.
enum ReplHelp {
  /// The line for gestures, under the screen reader's commands.
  static let gestureLine = (
    usage: "GESTURE",
    summary: "swipe right, double tap, swipe up, scrub (iOS), back (Android), three-finger tap (Android)..."
  )

  /// Every command by section. With `columns` (a terminal's width), a summary
  /// too long for its line continues under itself rather than at the left edge.
  static func text(columns: Int? = nil) -> String {
    var blocks: [String] = []
    for section in CommandDeclaration.Section.allCases {
      var rows = ReplCommandTable.all.filter { $0.section == section }.map { (usage: $0.usage, summary: $0.summary) }
      if section == .screenReader { rows.append(gestureLine) }
      guard !rows.isEmpty else { continue }
      let width = rows.map(\.usage.count).max() ?? 0
      blocks.append(
        section.rawValue + ":\n"
          + rows.map { row(usage: $0.usage, summary: $0.summary, usageWidth: width, columns: columns) }
          .joined(separator: "\n"))
    }
    let footer = [
      "'help COMMAND' explains one; 'help GESTURE' (e.g. help back) says what a gesture does on each platform; 'help gestures' lists them.",
      "Keys: Tab completes commands, element names, files and voices; Up recalls earlier lines (kept across runs);",
      "Ctrl-C cuts off speech and clears the line; Ctrl-D quits.",
    ]
    let wrappedFooter = footer.flatMap { line in
      columns.map { CommandTableText.wrapped(line, width: $0, indent: 0) } ?? [line]
    }
    return (blocks + wrappedFooter).joined(separator: "\n")
  }

  /// "  usage   summary", the summary wrapped at `columns` under its own first word.
  static func row(usage: String, summary: String, usageWidth: Int, columns: Int?) -> String {
    let start = "  " + usage.padding(toLength: usageWidth + 2, withPad: " ", startingAt: 0)
    // Too narrow a terminal to keep a summary column: lines as they are.
    guard let columns, columns - start.count >= 30 else { return start + summary }
    var lines = CommandTableText.wrapped(summary, width: columns, indent: start.count)
    lines[0] = start + lines[0].dropFirst(start.count)
    return lines.joined(separator: "\n")
  }

  /// Help lines wrapped at `columns`, each continuing at its own indent.
  static func fitted(_ text: String, columns: Int?) -> String {
    guard let columns else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let indent = line.prefix { $0 == " " }.count
      guard line.count > columns, columns - indent >= 30 else { return String(line) }
      return CommandTableText.wrapped(String(line.dropFirst(indent)), width: columns, indent: indent)
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// `help WORD`: the command the word calls, what a gesture does on each platform,
  /// every gesture (`help gestures`), or the commands whose usage mentions the word.
  static func help(for topic: String) -> String? {
    let word = topic.lowercased()
    if let gesture = Gesture.all.first(where: { $0.spelling == word }) { return gestureHelp(gesture) }
    if word == "gestures" { return Gesture.all.map(gestureHelp).joined(separator: "\n") }
    if let declaration = ReplCommandTable.declaration(for: word) { return commandHelp(declaration) }
    let matches = ReplCommandTable.all.filter { declaration in
      declaration.usage.lowercased().split(whereSeparator: { " |[]\"".contains($0) }).contains { $0 == Substring(word) }
    }
    guard !matches.isEmpty else { return nil }
    return matches.map(commandHelp).joined(separator: "\n")
  }

  /// Usage, summary, detail, and the gestures that do the same on each reader.
  static func commandHelp(_ declaration: CommandDeclaration) -> String {
    var lines = ["  \(declaration.usage)", "    \(declaration.summary)"]
    if !declaration.detail.isEmpty { lines.append("    \(declaration.detail)") }
    if !declaration.aliases.isEmpty {
      lines.append("    Also typed: " + declaration.aliases.joined(separator: ", ") + ".")
    }
    let gestures = declaration.gestureNames.map { "\($0.reader.displayName): \($0.gestures.joined(separator: ", "))" }
    if !gestures.isEmpty { lines.append("    Gestures: " + gestures.joined(separator: "; ") + ".") }
    if !declaration.isAllowedInScripts { lines.append("    In the REPL only.") }
    return lines.joined(separator: "\n")
  }

  /// What a gesture does on each platform, and what to use where it does not exist.
  static func gestureHelp(_ gesture: Gesture) -> String {
    let each = Platform.allCases.map { platform in
      let meaning = gesture.command(on: platform).map { "'\($0.spelling)'" }
      let other = platform == .ios ? Platform.android : .ios
      let instead = gesture.command(on: other).map {
        "no such gesture (use \(Gesture.equivalent(of: $0, on: platform)))"
      }
      return "\(platform.screenReaderName): " + (meaning ?? instead ?? "no such gesture")
    }
    return "  \(gesture.spelling): \(gesture.meaning)\n    " + each.joined(separator: "; ")
  }

  /// Every word `help` knows, for suggestions and completion.
  static var topics: [String] {
    ReplCommandTable.all.flatMap(\.words) + ["gestures"] + Gesture.all.map(\.spelling)
  }
}
