import Foundation

/// Finds Earshot's own folders (voices/, scenarios/) whether it runs from the
/// repository, from .build/, from an install prefix, or with EARSHOT_HOME set.
public enum Resources {
  /// Where Earshot is installed: EARSHOT_HOME, else the first folder above the
  /// executable (or its `share/earshot`) that holds voices/. Never the current
  /// directory: a voices/ folder where the user happens to be must not replace the
  /// installed voices.
  public static func root() -> URL? {
    candidates().first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("voices").path) }
  }

  /// Every folder `root()` tries, in order: EARSHOT_HOME when set, then from the
  /// executable's folder up: the folder itself and its `share/earshot`, so that
  /// `PREFIX/bin/earshot` finds `PREFIX/share/earshot` (`make install`).
  public static func candidates() -> [URL] {
    var candidates: [URL] = []
    if let home = ProcessInfo.processInfo.environment["EARSHOT_HOME"], !home.isEmpty {
      candidates.append(URL(fileURLWithPath: home))
    }
    var directory = executable().deletingLastPathComponent()
    for _ in 0..<5 {
      candidates.append(directory)
      candidates.append(directory.appendingPathComponent("share/earshot"))
      directory = directory.deletingLastPathComponent()
    }
    return candidates
  }

  /// The running executable, links resolved. argv[0] is only a name when the shell
  /// found `earshot` on the PATH, so the kernel's own record comes first.
  static func executable() -> URL {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return URL(fileURLWithPath: String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    let name = CommandLine.arguments.first ?? "earshot"
    if !name.contains("/") {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
      for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.resolvingSymlinksInPath() }
      }
    }
    return URL(fileURLWithPath: name).resolvingSymlinksInPath()
  }

  /// Where voices were looked for, for a message when none was found.
  public static func voiceSearchDescription(extra: [String]) -> String {
    var places = candidates().map { $0.appendingPathComponent("voices").standardizedFileURL.path }
    let fromEnvironment = ProcessInfo.processInfo.environment[voicesVariable] ?? ""
    places += fromEnvironment.split(separator: ":").map(String.init) + extra
    var seen = Set<String>()
    return places.filter { seen.insert($0).inserted }.joined(separator: ", ")
  }

  /// What to do when no voices were found.
  public static let voicesHelp =
    "install Earshot with 'make install PREFIX=...' (its voices go to PREFIX/share/earshot/voices), or set EARSHOT_HOME to the folder that holds voices/"

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
