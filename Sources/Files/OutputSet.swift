import Foundation
import Synchronization

/// The files one run writes (a recording, its captions and session JSON, the report),
/// put in place together: each is written whole into its temporary file first, then
/// every one is renamed in while this process holds an exclusive lock (`flock`) on
/// each destination folder. So runs writing the same targets at once take turns, and
/// what is left is one run's set, never one run's WAV beside another's JSON (issue 23:
/// eight parallel runs mixed them).
///
/// Files written through (standard output, a device, a FIFO) are already out; adding
/// them only closes them with the rest.
public final class OutputSet: Sendable {
  private let files = Mutex<[OutputFile]>([])

  public init() {}

  deinit {
    discard()
  }

  /// Holds `file`, written whole, until `commit()`.
  public func add(_ file: OutputFile) {
    files.withLock { $0.append(file) }
  }

  /// Writes `data` as the whole of the file at `path`, put in place by `commit()`.
  public func write(_ data: Data, toPath path: String) throws(FileError) {
    let file = try OutputFile(path: path)
    do {
      try file.write(data)
    } catch {
      file.discard()
      throw error
    }
    add(file)
  }

  /// Puts every file in place, in the order added, under the folders' locks. A file
  /// that cannot be put in place is discarded and named in the error; the rest still land.
  public func commit() throws(FileError) {
    let pending = files.withLock { files in
      defer { files.removeAll() }
      return files
    }
    let locks = Self.lockFolders(of: pending.compactMap { $0.temporaryPath })
    defer { for descriptor in locks { close(descriptor) } }  // closing releases the lock
    var firstFailure: FileError?
    for file in pending {
      do {
        try file.finish()
      } catch {
        file.discard()
        if firstFailure == nil { firstFailure = error }
      }
    }
    if let firstFailure { throw firstFailure }
  }

  /// Abandons every file not yet committed: temporary files removed, targets untouched.
  public func discard() {
    let pending = files.withLock { files in
      defer { files.removeAll() }
      return files
    }
    for file in pending { file.discard() }
  }

  /// Exclusive locks on each folder holding one of `paths`, taken in one order (sorted
  /// real paths) so two runs never wait on each other in a circle. A folder that cannot
  /// be opened is not locked: the rename then reports what is wrong with it.
  private static func lockFolders(of paths: [String]) -> [Int32] {
    let folders = Set(
      paths.map { path -> String in
        let folder = (path as NSString).deletingLastPathComponent
        let real = realpath(folder.isEmpty ? "." : folder, nil)
        defer { free(real) }
        return real.map { String(cString: $0) } ?? folder
      })
    var descriptors: [Int32] = []
    for folder in folders.sorted() {
      let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
      descriptors.append(descriptor)
    }
    return descriptors
  }
}
