import Foundation

/// Where Earshot keeps what it could not write where it was asked (a recording when
/// the REPL must stop, a quiz record whose folder went away), so nothing a user made
/// is lost: `$XDG_STATE_HOME/earshot/NAME`, or `~/.local/state/earshot/NAME` (the XDG
/// Base Directory default for state that outlives a run).
public enum RecoveryFolder {
  public static func path(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    let state =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].map { $0 + "/.local/state" } ?? NSTemporaryDirectory()
    return state + "/earshot/" + name
  }

  /// The folder, created (with its parents) if it is not there yet.
  public static func create(_ name: String) throws(FileError) -> String {
    let folder = path(name)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw FileError(path: folder, reason: "cannot create it (\(error.localizedDescription))")
    }
    return folder
  }
}
