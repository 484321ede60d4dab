import Files
import Foundation
import Playback
import Scenario
import ScreenReader

/// Where `play` reads its commands from, each line with a location for messages.
public enum ScriptSource {
  /// The lines to play and where they came from (for messages and the JSON).
  public struct Lines {
    public var lines: [ScriptLine]
    /// "path/to/script", "<stdin>", or "scenario.yaml (script:)".
    public var origin: String
    /// The script file read, if any: never to be overwritten by an output.
    public var file: String?
    /// Made by Earshot (`DefaultWalk`), not read: its lines have no place in any file.
    public var isDefaultWalk = false

    public init(lines: [ScriptLine], origin: String, file: String?) {
      self.lines = lines
      self.origin = origin
      self.file = file
    }
  }

  /// `--script FILE` (or `-` for stdin); else piped stdin; else the scenario's own `script:`.
  public static func lines(scriptPath: String?, scenario: LoadedScenario) throws -> Lines {
    if let scriptPath, scriptPath != "-" {
      let text = try read(scriptPath)
      return Lines(lines: split(text, file: scriptPath), origin: scriptPath, file: scriptPath)
    }
    if scriptPath == "-" || isatty(STDIN_FILENO) == 0 {
      // A closed standard input (`<&-`) reads as empty: the scenario's own script plays.
      let text = try read("-")
      let lines = split(text, file: InputFile.standardInputName)
      if !lines.isEmpty || scriptPath == "-" {
        return Lines(lines: lines, origin: InputFile.standardInputName, file: nil)
      }
    }
    return Lines(lines: scenario.script, origin: "\(scenario.file) (script:)", file: nil)
  }

  /// Reads a script (a path, or `-` for standard input) through `InputFile`, up to
  /// `InputLimits.maximumScriptBytes`: an endless pipe (`yes next |`) is refused once
  /// it passes the limit, never held whole; a FIFO or device path is refused unread;
  /// a file that is not text (NUL bytes: /proc/self/environ, a program) is refused
  /// without a word of it printed.
  static func read(_ path: String) throws -> String {
    let origin = path == "-" ? InputFile.standardInputName : path
    let data: Data
    do {
      data = try InputFile.read(path, limit: InputLimits.maximumScriptBytes, what: "script")
    } catch {
      if case .tooLarge = error.problem {
        throw CommandFailure([
          Diagnostic(
            at: SourceLocation(file: origin, line: 1, column: 1),
            "the script is longer than \(InputLimits.maximumScriptBytes / 1024 / 1024) MB",
            suggestion: "split it into smaller scripts")
        ])
      }
      throw CommandFailure.badInput("\(origin): \(error.message); \(error.hint)")
    }
    guard let text = String(data: data, encoding: .utf8), InputFile.isText(data) else {
      throw CommandFailure([
        Diagnostic(
          at: SourceLocation(file: origin, line: 1, column: 1),
          "this is not a script: it is not text (binary bytes)",
          suggestion: "give a text file of commands, one a line")
      ])
    }
    return text
  }

  /// One `ScriptLine` per line that does something, located at its first
  /// non-blank character; blank lines and `# comments` are left out.
  public static func split(_ text: String, file: String) -> [ScriptLine] {
    // "\r\n" is one Character in Swift: split at every kind of line end.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    return lines.enumerated().compactMap { offset, raw in
      guard !ScriptParser.isBlankOrComment(String(raw)) else { return nil }
      let indent = raw.prefix { $0.isWhitespace }.count
      let text = String(raw.dropFirst(indent)).trimmingCharacters(in: .whitespaces)
      return ScriptLine(text: text, location: SourceLocation(file: file, line: offset + 1, column: indent + 1))
    }
  }

  /// Parses every line up front, following `platform` changes (gestures depend
  /// on the platform), so all mistakes are reported before anything runs.
  public static func parse(_ lines: [ScriptLine], platform: PlatformChoice) -> (
    commands: [(ScriptLine, ScriptCommand)], errors: [Diagnostic]
  ) {
    var current = platform.platforms[0]
    var inPlay = platform.platforms
    var commands: [(ScriptLine, ScriptCommand)] = []
    var errors: [Diagnostic] = []
    var waited = 0
    for line in lines where !ScriptParser.isBlankOrComment(line.text) {
      let head = line.text.split(separator: " ").first.map { $0.lowercased() } ?? ""
      if ReplCommandTable.declaration(for: head)?.scope == .repl {
        errors.append(
          Diagnostic(at: line.location, "'\(head)' works only in the REPL", suggestion: CommandTable.whatAScriptHolds))
        continue
      }
      // With both screen readers, a gesture only one has ('scrub', 'back') is a mistake
      // found now, as the REPL finds it, not one screen reader's command run on both.
      if let message = ReplMistakes.gestureOnOnePlatform(line.text, platforms: inPlay) {
        errors.append(Diagnostic(at: line.location, message))
        continue
      }
      switch ScriptParser.parse(line.text, platform: current) {
      case .success(let command):
        if case .platform(let choice) = command {
          current = choice.platforms[0]
          inPlay = choice.platforms
        }
        if case .wait(let milliseconds) = command {
          waited += milliseconds
          if waited > longestTotalWaitMilliseconds, waited - milliseconds <= longestTotalWaitMilliseconds {
            errors.append(
              Diagnostic(
                at: line.location,
                "the script's waits add up to more than \(longestTotalWaitMilliseconds / 60_000) minutes here, the most one script may wait in all",
                suggestion: "shorten the waits: each is silence recorded in the WAV (60 minutes are 150 MB)"))
          }
        }
        commands.append((line, command))
      case .failure(let failure):
        var location = line.location
        location.column += failure.offset
        errors.append(Diagnostic(at: location, failure.message))
      }
    }
    if let foreign = foreignFile(lines, errors: errors) { return ([], [foreign]) }
    return (commands, errors)
  }

  /// The most all of a script's `wait` lines may add up to: each is silence in the
  /// recording (44 KB a second), so 200,000 `wait 60s` lines, which the 2 MB script
  /// limit allows, would write hundreds of GB.
  public static let longestTotalWaitMilliseconds = 60 * 60_000

  /// One error instead of one per line when the file is plainly not a script (the
  /// first three lines that say something are all mistakes: `--script /etc/passwd`),
  /// quoting no more than the start of its first line: a file that is not Earshot's
  /// may hold what should not be printed.
  static func firstWord(_ text: String) -> String {
    String(text.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" })
  }

  static func foreignFile(_ lines: [ScriptLine], errors: [Diagnostic]) -> Diagnostic? {
    let said = lines.filter { !ScriptParser.isBlankOrComment($0.text) }
    let first = said.prefix(3)
    guard first.count >= 2, let start = first.first,
      first.allSatisfy({ line in errors.contains { $0.location?.line == line.location.line } })
    else { return nil }
    let file = start.location.file
    return Diagnostic(
      at: SourceLocation(file: file, line: 1, column: 1),
      // The unknown command is named (its first word, quoted no longer than the start of a line): a script whose
      // first lines were typos only heard "this is not a script" (issue 36).
      "this is not a script: its first lines are not commands ('\(InputFile.quotedStart(of: Self.firstWord(start.text)))' on line \(start.location.line) is no command Earshot knows)",
      suggestion: "give a file of Earshot commands, one a line (docs/scenario-format.md)")
  }
}
