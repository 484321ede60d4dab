import Foundation
import Synchronization

/// The temporary `.part` files being written right now, so that a signal that ends
/// the process (SIGTERM, SIGHUP, SIGINT in `play`) removes them instead of leaving
/// them behind. `Termination` calls `removeAll()` on its way out.
public enum TemporaryFiles {
  private static let paths = Mutex<Set<String>>([])

  static func add(_ path: String) {
    paths.withLock { _ = $0.insert(path) }
  }

  static func remove(_ path: String) {
    paths.withLock { _ = $0.remove(path) }
  }

  /// Unlinks every temporary file still registered.
  public static func removeAll() {
    let pending = paths.withLock { paths in
      defer { paths.removeAll() }
      return paths
    }
    for path in pending { unlink(path) }
  }

  /// A short hidden name in `folder`, unique to this process: never longer than
  /// about 40 characters, so a target whose own name is close to the 255-byte
  /// limit still gets a temporary file.
  static func name(in folder: String) -> String {
    let counter = serial.add(1, ordering: .relaxed).newValue
    let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    return prefix + ".earshot-\(getpid())-\(counter)-\(UInt16.random(in: 0...UInt16.max)).part"
  }

  private static let serial = Atomic<Int>(0)

  /// Whether `name` is one of `name(in:)`'s, and the process that made it.
  static func ownerProcess(ofName name: String) -> pid_t? {
    guard name.hasPrefix(".earshot-"), name.hasSuffix(".part") else { return nil }
    let fields = name.dropFirst(".earshot-".count).dropLast(".part".count).split(separator: "-")
    guard fields.count == 3, fields.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return nil }
    return pid_t(fields[0])
  }

  /// Removes the `.part` files that processes now gone left in `folder` (killed with
  /// SIGKILL, or the machine stopped): only names of Earshot's own pattern, regular
  /// files owned by this user, whose process no longer exists. A live process's are
  /// left alone (a PID reused by another process only keeps a leftover a while longer).
  public static func removeStale(in folder: String) {
    guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
    defer { closedir(directory) }
    let prefix = folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard let process = ownerProcess(ofName: name), process != getpid() else { continue }
      guard kill(process, 0) != 0, errno == ESRCH else { continue }
      var status = stat()
      let path = prefix + name
      guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_uid == getuid() else { continue }
      unlink(path)
    }
  }

  /// A folder only this user can reach, for files Earshot makes for itself (voices
  /// staged for eSpeak NG, voices derived for a language): created 0700; an existing
  /// one is used only if it is a real folder (not a symbolic link someone planted),
  /// owned by this user; one of ours that others could enter is made private first.
  /// Stale `.part` files of ended processes in it are removed.
  public static func privateFolder(_ path: String) throws(FileError) -> String {
    if mkdir(path, 0o700) != 0 && errno != EEXIST {
      throw FileError(path: path, reason: "cannot create it (\(String(cString: strerror(errno))))")
    }
    var status = stat()
    guard lstat(path, &status) == 0 else {
      throw FileError(path: path, reason: String(cString: strerror(errno)))
    }
    guard (status.st_mode & S_IFMT) == S_IFDIR else {
      throw FileError(
        path: path, reason: "it is \(OutputFile.kind(status.st_mode)), not a private folder; remove it and try again")
    }
    guard status.st_uid == getuid() else {
      throw FileError(path: path, reason: "another user owns it; remove it, or set TMPDIR to a folder of your own")
    }
    if status.st_mode & 0o077 != 0, chmod(path, 0o700) != 0 {
      throw FileError(path: path, reason: "others may use it and it cannot be made private; remove it and try again")
    }
    removeStale(in: path)
    return path
  }
}
