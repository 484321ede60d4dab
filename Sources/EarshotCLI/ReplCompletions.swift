import Foundation
import Playback
import ScreenReader
import Synchronization

/// What Tab completes to: commands, gestures, keys, element names (`touch`),
/// actions (`action`), voices (`voice`), help topics, and scenario paths
/// (`load`, read from disk as you type). Shared with readline's callback
/// through a Mutex; the REPL refreshes it after every command.
final class ReplCompletions: Sendable {
  private let lines: Mutex<[String]>

  init(_ lines: [String] = []) {
    self.lines = Mutex(lines)
  }

  func replace(with newLines: [String]) {
    lines.withLock { $0 = newLines }
  }

  /// Whole-line candidates for the text typed so far.
  func candidates(for typed: String) -> [String] {
    let lowered = typed.lowercased()
    if lowered.hasPrefix("load ") {
      return Self.paths(completing: String(typed.dropFirst("load ".count))).map { "load " + $0 }
    }
    return lines.withLock { $0.filter { $0.lowercased().hasPrefix(lowered) } }
  }

  /// Words that do nothing alone.
  static let needsArgument: Set<String> = [
    "touch", "action", "key", "load", "record", "say", "wait", "expect", "expect-focus", "platform", "hints",
    "earcons", "talkback-order", "rate", "pitch", "volume",
  ]

  /// Every whole line Tab can complete to, for the screen as it is now.
  static func table(player: Player, voices: [String]) -> [String] {
    // A word that needs an argument completes with its space, so typing goes on.
    let words = CommandParser.intentWords + ScriptParser.scriptWords + ReplHelp.replWords
    var table = words.map { Self.needsArgument.contains($0) ? $0 + " " : $0 }
    // Only the gestures of the screen readers in play.
    table += Gesture.all.filter { gesture in player.sessions.contains { gesture.command(on: $0.platform) != nil } }.map(
      \.spelling)
    table += PlatformChoice.allCases.map { "platform \($0.rawValue)" }
    table += ["hints on", "hints off", "earcons on", "earcons off"]
    table += TalkBackDescriptionOrder.allCases.map { "talkback-order \($0.rawValue)" }
    table += WordTables.locales.map { "locale \($0)" }
    table += KeyboardKey.allCases.map { "key \($0.rawValue)" }
    for session in player.sessions {
      for node in session.reachableNodes { table.append("touch \(node.displayName)") }
      for action in session.focusedNode?.customActions ?? [] { table.append("action \(action)") }
    }
    table += voices.map { "voice \($0)" }
    table += voices.flatMap { name in ["voice ios \(name)", "voice android \(name)"] }
    table += ReplHelp.topics.map { "help \($0)" }
    var seen = Set<String>()
    return table.filter { seen.insert($0).inserted }
  }

  /// Scenario files and folders under what was typed after `load `.
  static func paths(completing typed: String) -> [String] {
    let fileManager = FileManager.default
    let folder: String
    let stem: String
    if let slash = typed.lastIndex(of: "/") {
      folder = String(typed[...slash])
      stem = String(typed[typed.index(after: slash)...])
    } else {
      folder = ""
      stem = typed
    }
    let expanded = (folder.isEmpty ? "." : (folder as NSString).expandingTildeInPath)
    guard let entries = try? fileManager.contentsOfDirectory(atPath: expanded) else { return [] }
    var results: [String] = []
    for entry in entries.sorted() where entry.lowercased().hasPrefix(stem.lowercased()) {
      if entry.hasPrefix(".") && !stem.hasPrefix(".") { continue }
      var isDirectory: ObjCBool = false
      let full = (expanded as NSString).appendingPathComponent(entry)
      guard fileManager.fileExists(atPath: full, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        results.append(folder + entry + "/")
      } else if entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") {
        results.append(folder + entry)
      }
    }
    return results
  }
}
