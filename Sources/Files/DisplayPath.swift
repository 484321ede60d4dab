import Foundation

/// Paths as shown in messages: relative to the working directory when the file is inside it.
public enum DisplayPath {
  public static func of(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let workingDirectory = FileManager.default.currentDirectoryPath
    let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    if path.hasPrefix(prefix), path.count > prefix.count {
      return String(path.dropFirst(prefix.count))
    }
    return path
  }
}
