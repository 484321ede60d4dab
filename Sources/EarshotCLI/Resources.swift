import Foundation

/// Finds Earshot's own folders (voices/, scenarios/) whether it runs from the
/// repository, from .build/, from an install prefix, or with EARSHOT_HOME set.
public enum Resources {
  /// Where Earshot is installed: EARSHOT_HOME, else the first folder above the
  /// executable (or its `share/earshot`) that holds voices/. Never the current
  /// directory: a voices/ folder where the user happens to be must not replace the
  /// installed voices.
  public static func root() -> URL? {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let home = ProcessInfo.processInfo.environment["EARSHOT_HOME"], !home.isEmpty {
      candidates.append(URL(fileURLWithPath: home))
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<5 {
      candidates.append(directory)
      candidates.append(directory.appendingPathComponent("share/earshot"))
      directory = directory.deletingLastPathComponent()
    }
    return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("voices").path) }
  }

  public static var defaultScenario: String {
    let relative = "scenarios/tour.yaml"
    if FileManager.default.fileExists(atPath: relative) { return relative }
    return root()?.appendingPathComponent(relative).path ?? relative
  }

  /// Extra voice folders named in the environment, separated by ':' (as PATH is).
  public static let voicesVariable = "EARSHOT_VOICES"

  /// The installed voices/, then each folder in EARSHOT_VOICES, then each `--voices`
  /// folder; a voice in a later folder replaces one of the same name.
  public static func voiceFolders(extra: [String]) -> [URL] {
    var folders: [URL] = []
    if let root = root() { folders.append(root.appendingPathComponent("voices")) }
    let fromEnvironment = ProcessInfo.processInfo.environment[voicesVariable] ?? ""
    folders += fromEnvironment.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    folders += extra.map { URL(fileURLWithPath: $0) }
    return folders
  }
}
