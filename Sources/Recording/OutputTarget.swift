import Foundation
import Speech

/// A file a command is asked to write (`--wav`, `--captions`, `--json`,
/// `--output`), checked before any work starts: it must not be one of the
/// command's inputs (a scenario or script is never overwritten), nor another
/// output, nor a folder, and its folder must exist. `-` (standard output), a
/// character device and a FIFO are written through (see `OutputFile`).
public struct OutputTarget: Sendable, Hashable {
  /// The option that named it, for messages: "--wav".
  public var option: String
  public var path: String

  public init(option: String, path: String) {
    self.option = option
    self.path = path
  }

  /// Every problem with these outputs, as messages; empty when all can be written.
  /// `inputs` pairs each input file with what it is ("the scenario").
  public static func problems(_ outputs: [OutputTarget], inputs: [(path: String, role: String)]) -> [String] {
    var problems: [String] = []
    for (index, output) in outputs.enumerated() {
      if output.path == "-" {
        if outputs[..<index].contains(where: { $0.path == "-" }) {
          problems.append("\(output.option) -: only one output can go to standard output")
        }
        continue
      }
      if let refusal = refusal(output) {
        problems.append(refusal)
        continue
      }
      if let input = inputs.first(where: { sameFile(output.path, $0.path) }) {
        problems.append("\(output.option) \(output.path) is \(input.role); refusing to overwrite it")
        continue
      }
      if let earlier = outputs[..<index].first(where: { sameFile(output.path, $0.path) }) {
        problems.append("\(output.option) and \(earlier.option) both name \(output.path); give each its own file")
        continue
      }
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder), isFolder.boolValue {
        problems.append("\(output.option) \(output.path) is a folder; give a file name")
        continue
      }
      let folder = URL(fileURLWithPath: output.path).deletingLastPathComponent().path
      if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
        problems.append("\(output.option) \(output.path): the folder \(folder) does not exist")
      } else if access(folder, W_OK) != 0 {
        problems.append(
          "\(output.option) \(output.path): cannot write in \(folder) (\(String(cString: strerror(errno))))")
      }
    }
    return problems
  }

  /// Why this target cannot be opened (see `OutputFile`), or nil; devices and FIFOs pass.
  static func refusal(_ output: OutputTarget) -> String? {
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
    var a = stat()
    var b = stat()
    if stat(first, &a) == 0, stat(second, &b) == 0 {
      return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
    return canonical(first) == canonical(second)
  }

  static func canonical(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
