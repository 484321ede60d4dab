import Foundation

/// Finds Earshot's own folders (voices/, scenarios/) whether it runs from the
/// repository, from .build/, or with EARSHOT_HOME set.
public enum Resources {
  public static func root() -> URL? {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let home = ProcessInfo.processInfo.environment["EARSHOT_HOME"], !home.isEmpty {
      candidates.append(URL(fileURLWithPath: home))
    }
    candidates.append(URL(fileURLWithPath: fileManager.currentDirectoryPath))
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    for _ in 0..<5 {
      candidates.append(directory)
      directory = directory.deletingLastPathComponent()
    }
    return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("voices").path) }
  }

  public static var defaultScenario: String {
    let relative = "scenarios/tour.yaml"
    if FileManager.default.fileExists(atPath: relative) { return relative }
    return root()?.appendingPathComponent(relative).path ?? relative
  }

  public static func voiceFolders(extra: [String]) -> [URL] {
    var folders: [URL] = []
    if let root = root() { folders.append(root.appendingPathComponent("voices")) }
    folders += extra.map { URL(fileURLWithPath: $0) }
    return folders
  }
}
