import CReadline
import Foundation

/// The REPL's history file, kept as every output is (docs/reliability.md): used only
/// when it is a regular file of its own or not there yet, never through a symbolic
/// link, and replaced in one step from a temporary file beside it. Readline's own
/// `write_history` followed a link and truncated its target to 2,000 lines (mode 0600),
/// made a file where a dangling link pointed, and `read_history` on a FIFO there
/// blocked start-up forever (issue 36).
struct HistoryFile {
  let path: String

  /// Why the history cannot be kept at `path`, said once at start-up; nil when it can.
  static func refusal(_ path: String) -> String? {
    var status = stat()
    guard lstat(path, &status) == 0 else {
      return errno == ENOENT ? nil : "cannot look at \(path) (\(String(cString: strerror(errno))))"
    }
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return status.st_uid == geteuid() ? nil : "\(path) belongs to another user"
    case S_IFLNK: kind = "a symbolic link"
    case S_IFIFO: kind = "a named pipe"
    case S_IFDIR: kind = "a folder"
    case S_IFCHR, S_IFBLK: kind = "a device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a regular file"
    }
    return "\(path) is \(kind)"
  }

  /// Reads the history into readline (nothing when the file is not there).
  func load() {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
    _ = read_history(path)
  }

  /// Writes the history beside the file and renames it over the file: a link there is replaced, not followed.
  func save() {
    guard Self.refusal(path) == nil else { return }
    let folder = (path as NSString).deletingLastPathComponent
    let temporary = "\(folder)/.earshot-\(getpid())-0-\(UInt16.random(in: 0...UInt16.max)).part"
    guard write_history(temporary) == 0 else {
      unlink(temporary)
      return
    }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }
}
