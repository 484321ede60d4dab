import Foundation

/// A file a command is asked to write (`--wav`, `--captions`, `--json`,
/// `--report`, `--output`, `--record`...): the option that named it, what kind of
/// output it is, and whether the user said an existing file may be replaced.
/// `OutputPolicy` checks a command's targets before any work starts.
public struct OutputTarget: Sendable, Hashable {
  /// The option that named it, for messages: "--wav".
  public var option: String
  public var path: String
  public var kind: OutputKind
  /// The flag that lets this command replace a file it did not write ("--force",
  /// "--update"); nil when nothing may replace one (a quiz record).
  public var replaceFlag: String?
  /// Whether that flag was given.
  public var mayReplace: Bool

  public init(
    option: String, path: String, kind: OutputKind, replaceFlag: String? = "--force", mayReplace: Bool = false
  ) {
    self.option = option
    self.path = path
    self.kind = kind
    self.replaceFlag = replaceFlag
    self.mayReplace = mayReplace
  }

  /// Why this target cannot be opened (see `OutputFile`), or nil; devices and FIFOs pass.
  public static func refusal(_ output: OutputTarget) -> String? {
    var link = stat()
    guard lstat(output.path, &link) == 0 else { return nil }
    var target = stat()
    let isLink = (link.st_mode & S_IFMT) == S_IFLNK
    guard stat(output.path, &target) == 0 else {
      return "\(output.option) \(output.path) is a symbolic link to nothing; remove it or name another file"
    }
    switch target.st_mode & S_IFMT {
    case S_IFREG, S_IFDIR: return nil
    case S_IFCHR,
      S_IFIFO where !isLink:
      return nil
    default:
      let kind = OutputFile.kind(target.st_mode)
      return isLink
        ? "\(output.option) \(output.path) is a symbolic link to \(kind); refusing to follow it, name the target itself"
        : "\(output.option) \(output.path) is \(kind); refusing to replace it, give a file name"
    }
  }

  /// Whether the target is written through (standard output, a device, a FIFO), not replaced.
  public static func isStream(_ path: String) -> Bool {
    var status = stat()
    return path == "-" || (lstat(path, &status) == 0 && [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT))
  }

  /// Whether two paths name the same file: the same file on disk when both
  /// exist (hard links and symbolic links included), else the same absolute path.
  public static func sameFile(_ first: String, _ second: String) -> Bool {
    FileIdentity(first) == FileIdentity(second)
  }

  public static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
