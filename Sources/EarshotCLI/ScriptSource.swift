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

    public init(lines: [ScriptLine], origin: String, file: String?) {
      self.lines = lines
      self.origin = origin
      self.file = file
    }
  }

  /// `--script FILE` (or `-` for stdin); else piped stdin; else the scenario's own `script:`.
  public static func lines(scriptPath: String?, scenario: LoadedScenario) throws -> Lines {
    if let scriptPath, scriptPath != "-" {
      var status = stat()
      guard stat(scriptPath, &status) == 0 else {
        throw CommandFailure.badInput("\(scriptPath): no such script file")
      }
      guard (status.st_mode & S_IFMT) != S_IFDIR else {
        throw CommandFailure.badInput("\(scriptPath): cannot read the script (it is a folder)")
      }
      let descriptor = open(scriptPath, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw CommandFailure.badInput("\(scriptPath): cannot read the script (\(String(cString: strerror(errno))))")
      }
      defer { close(descriptor) }
      let text = try read(descriptor, origin: scriptPath)
      return Lines(lines: split(text, file: scriptPath), origin: scriptPath, file: scriptPath)
    }
    if scriptPath == "-" || isatty(STDIN_FILENO) == 0 {
      // A closed standard input (`<&-`) reads as empty: the scenario's own script plays.
      let text = try read(STDIN_FILENO, origin: "<stdin>")
      let lines = split(text, file: "<stdin>")
      if !lines.isEmpty || scriptPath == "-" { return Lines(lines: lines, origin: "<stdin>", file: nil) }
    }
    return Lines(lines: scenario.script, origin: "\(scenario.file) (script:)", file: nil)
  }

  /// Reads a script as it arrives, up to `InputLimits.maximumScriptBytes`: an endless
  /// pipe (`yes next |`) is refused once it passes the limit, never held whole.
  static func read(_ descriptor: Int32, origin: String) throws -> String {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }  // end of input, or a closed descriptor
      data.append(contentsOf: buffer[0..<count])
      if data.count > InputLimits.maximumScriptBytes {
        let lines = data.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
        let place = SourceLocation(file: origin, line: lines + 1, column: 1)
        throw CommandFailure([
          Diagnostic(
            at: place, "the script is longer than \(InputLimits.maximumScriptBytes / 1024 / 1024) MB",
            suggestion: "split it into smaller scripts")
        ])
      }
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure.badInput("\(origin): the script is not UTF-8 text")
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
    for line in lines where !ScriptParser.isBlankOrComment(line.text) {
      let head = line.text.split(separator: " ").first.map { $0.lowercased() } ?? ""
      if CommandTable.declaration(for: head)?.scope == .repl {
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
        commands.append((line, command))
      case .failure(let failure):
        var location = line.location
        location.column += failure.offset
        errors.append(Diagnostic(at: location, failure.message))
      }
    }
    return (commands, errors)
  }
}
