import Foundation
import Playback
import Scenario
import ScreenReader

/// Where `play` reads its commands from, each line with a location for messages.
enum ScriptSource {
  /// `--script FILE` (or `-` for stdin); else piped stdin; else the scenario's own `script:`.
  static func lines(scriptPath: String?, scenario: LoadedScenario) throws -> [ScriptLine] {
    if let scriptPath, scriptPath != "-" {
      guard let data = FileManager.default.contents(atPath: scriptPath), let text = String(data: data, encoding: .utf8) else {
        Console.error("\(scriptPath): cannot read the script (no such file, or not UTF-8 text)")
        throw Console.badInput
      }
      return split(text, file: scriptPath)
    }
    if scriptPath == "-" || isatty(STDIN_FILENO) == 0 {
      let data = FileHandle.standardInput.readDataToEndOfFile()
      let text = String(decoding: data, as: UTF8.self)
      let lines = split(text, file: "<stdin>")
      if !lines.isEmpty || scriptPath == "-" { return lines }
    }
    return scenario.script
  }

  static func split(_ text: String, file: String) -> [ScriptLine] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
      let text = String(line).trimmingCharacters(in: .whitespacesAndNewlines)
      guard !ScriptParser.isBlankOrComment(text) else { return nil }
      return ScriptLine(text: text, location: SourceLocation(file: file, line: offset + 1, column: 1))
    }
  }

  /// Parses every line up front, following `platform` changes (gestures depend
  /// on the platform), so all mistakes are reported before anything runs.
  static func parse(_ lines: [ScriptLine], platform: PlatformChoice) -> (commands: [(ScriptLine, ScriptCommand)], errors: [String]) {
    var current = platform.platforms[0]
    var commands: [(ScriptLine, ScriptCommand)] = []
    var errors: [String] = []
    for line in lines {
      switch ScriptParser.parse(line.text, platform: current) {
      case .success(let command):
        if case .platform(let choice) = command { current = choice.platforms[0] }
        commands.append((line, command))
      case .failure(let failure):
        errors.append("\(line.location): error: \(failure.message)")
      }
    }
    return (commands, errors)
  }
}
