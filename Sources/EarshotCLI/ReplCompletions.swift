import Foundation
import Playback
import ScreenReader
import Synchronization

/// What Tab completes to, read from the command table: every declared command,
/// the gestures of the readers in play, and what may follow each command by its
/// argument kind (keys, element names, actions, voices, variants, help topics;
/// scenario paths read from disk as you type). Shared with readline's callback
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
    // A command that takes a scenario file completes paths, read from disk as you type.
    for declaration in ReplCommandTable.all where declaration.argument == .scenarioFile {
      for word in declaration.words where lowered.hasPrefix(word + " ") {
        return Self.paths(completing: String(typed.dropFirst(word.count + 1))).map { word + " " + $0 }
      }
    }
    return lines.withLock { $0.filter { $0.lowercased().hasPrefix(lowered) } }
  }

  /// Every whole line Tab can complete to, for the screen as it is now: each
  /// declared command (with its space when it needs an argument), the gestures
  /// of the readers in play, and each command's arguments by their kind.
  static func table(player: Player, voices: [String], variants: [String] = []) -> [String] {
    var table = ReplCommandTable.all.flatMap { declaration in
      declaration.words.map { declaration.needsArgument ? $0 + " " : $0 }
    }
    // Only the gestures of the screen readers in play.
    table += Gesture.all.filter { gesture in player.sessions.contains { gesture.command(on: $0.platform) != nil } }.map(
      \.spelling)
    for declaration in ReplCommandTable.all {
      let values = arguments(of: declaration.argument, player: player, voices: voices, variants: variants)
      table += values.map { declaration.name + " " + $0 }
    }
    var seen = Set<String>()
    return table.filter { seen.insert($0).inserted }
  }

  /// What may follow a command, by its argument kind, for the screen as it is now.
  static func arguments(
    of argument: CommandDeclaration.Argument, player: Player, voices: [String], variants: [String]
  ) -> [String] {
    switch argument {
    case .onOff: ["on", "off"]
    case .platformChoice: PlatformChoice.allCases.map(\.rawValue)
    case .talkBackOrder: TalkBackDescriptionOrder.allCases.map(\.rawValue)
    case .locale: WordTables.locales
    case .readerVersion: ReaderVersion.all.map(\.id)
    case .keyName: KeyboardKey.allCases.map(\.rawValue)
    case .variantName: variants
    case .elementName: player.sessions.flatMap { $0.reachableNodes.map(\.displayName) }
    case .actionName: player.sessions.flatMap { $0.focusedNode?.customActions ?? [] }
    case .voiceName: voices + voices.flatMap { name in ["ios \(name)", "android \(name)"] }
    case .helpTopic: ReplHelp.topics
    case .none, .count, .text, .quotedText, .duration, .scenarioFile, .wavFile, .number: []
    }
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
