import Diagnostics
import Foundation
import Playback
import Scenario
import ScreenReader

/// One scenario in play: its file, the version of it loaded, both readers' sessions,
/// and the errors the file has now (its last good screen stays in play meanwhile,
/// as the REPL keeps it when an edit breaks the file).
struct PlaygroundState {
  var path: String
  var player: Player
  var version: String
  var errors: [Diagnostic] = []
  /// What the last command made each reader do, for `why`.
  var lastStep: Step?

  init(path: String) throws(ScenarioError) {
    let loaded = try ScenarioLoader.load(path: path)
    self.path = path
    player = Player(screen: loaded.screen, platform: .both, locale: loaded.screen.locale)
    version = Self.version(of: path)
  }

  /// A file's version as the page sees it: its modification time and size.
  static func version(of path: String) -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let date = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    let size = attributes?[.size] as? Int ?? 0
    return "\(Int(date * 1000))-\(size)"
  }

  /// Loads the file again when it changed since: the screen carried over (focus, open
  /// windows, the user's state), or its errors kept for the page. Returns whether it changed.
  mutating func reloadIfChanged() -> Bool {
    let now = Self.version(of: path)
    guard now != version else { return false }
    version = now
    do {
      let loaded = try ScenarioLoader.load(path: path)
      player.replaceScreen(loaded.screen)
      errors = []
    } catch {
      errors = error.diagnostics
    }
    return true
  }
}
