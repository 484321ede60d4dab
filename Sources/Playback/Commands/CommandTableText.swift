import ScreenReader

/// The command table written out for people: the script language for
/// `play --help`, and the command list of docs/repl.md (`earshot schema
/// --commands`, written by scripts/update-reference.sh; a test fails on drift).
public enum CommandTableText {
  /// What a script may hold, one a line, for `play --help`: wrapped to `width`.
  public static func scriptLanguage(width: Int = 78) -> String {
    let engine = CommandTable.declarations(in: .engine).map(\.usage)
    var lines = wrapped(
      "the screen reader's commands: " + engine.joined(separator: ", "), width: width, indent: 4, firstIndent: 2)
    lines += wrapped(
      "the gestures: " + Gesture.all.map(\.spelling).joined(separator: ", "), width: width, indent: 4, firstIndent: 2)
    var rows: [(String, String)] = [
      ("# comment", "a whole line the script ignores"),
      ("next 3", "a move or adjustment, repeated"),
    ]
    rows += CommandTable.declarations(in: .script).map { declaration in
      (declaration.usage, declaration.summary + (declaration.detail.isEmpty ? "" : " " + declaration.detail))
    }
    // A usage too long for the column stands on its own line, its text below.
    let column = 25
    for (usage, text) in rows {
      let fits = usage.count + 4 <= column
      if !fits { lines.append("  " + usage) }
      var body = wrapped(text, width: width, indent: column)
      if fits { body[0] = "  " + usage + String(body[0].dropFirst(2 + usage.count)) }
      lines += body
    }
    return lines.joined(separator: "\n")
  }

  /// docs/repl.md's command list of `commands` (every command the REPL takes):
  /// one table per help section, each command with its usage, summary, detail
  /// and where it works.
  public static func markdown(of commands: [CommandDeclaration]) -> String {
    var blocks: [String] = []
    for section in CommandDeclaration.Section.allCases {
      let declarations = commands.filter { $0.section == section }
      guard !declarations.isEmpty else { continue }
      var lines = ["**\(section.rawValue)**", "", "| command | what it does | in a script |", "| --- | --- | --- |"]
      for declaration in declarations {
        var text = declaration.summary
        if !declaration.detail.isEmpty { text += " " + declaration.detail }
        if !declaration.aliases.isEmpty {
          text += " Also typed: " + declaration.aliases.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        let gestures = declaration.gestureNames.map {
          "\($0.reader.displayName) \($0.gestures.map { "`\($0)`" }.joined(separator: ", "))"
        }
        if !gestures.isEmpty { text += " Gestures: " + gestures.joined(separator: "; ") + "." }
        let usage = "`" + declaration.usage + "`"
        lines.append("| \(cell(usage)) | \(cell(text)) | \(declaration.isAllowedInScripts ? "yes" : "no") |")
      }
      if section == .screenReader {
        let gestures = Gesture.all.map { gesture in
          let readers = ReaderKind.allCases.filter { gesture.command(for: $0) != nil }
          let only = readers.count == 1 ? " (\(readers[0].displayName) only)" : ""
          return "`\(gesture.spelling)`\(only)"
        }
        lines.append(
          "| a gesture | " + gestures.joined(separator: ", ")
            + "; `help GESTURE` says what one does on each platform. | yes |")
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// A table cell: pipes escaped so they do not end the cell.
  static func cell(_ text: String) -> String {
    text.replacingPipes
  }

  /// `text` in lines of at most `width` columns, each indented by `indent` spaces.
  /// The first line may start at another column (`firstIndent`).
  public static func wrapped(_ text: String, width: Int, indent: Int, firstIndent: Int? = nil) -> [String] {
    let margin = String(repeating: " ", count: indent)
    var lines: [String] = []
    var line = String(repeating: " ", count: firstIndent ?? indent)
    var start = line.count
    for word in text.split(separator: " ") {
      if line.count > start && line.count + 1 + word.count > width {
        lines.append(line)
        line = margin
        start = indent
      }
      line += (line.count > start ? " " : "") + word
    }
    lines.append(line)
    return lines
  }
}

extension String {
  fileprivate var replacingPipes: String {
    var result = ""
    for character in self { result += character == "|" ? "\\|" : String(character) }
    return result
  }
}
