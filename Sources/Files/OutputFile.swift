import Foundation
import Synchronization

/// A file an output goes to (`--wav`, `--captions`, `--json`, `export -o`, `record`),
/// opened so that nothing a user has is lost or replaced by accident:
///
/// - a regular file, or a name that does not exist yet, is written to a short hidden
///   temporary file in the same folder and renamed over the target by `finish()`, so a
///   reader (or a crash) never sees half a file; the target's permissions are kept;
/// - `-` is standard output, and a character device or FIFO (`/dev/null`, a named
///   pipe) is written through, never replaced;
/// - a symbolic link is followed only to a regular file (which is replaced, the link
///   kept); a link to anything else, a block device, a socket or a folder is refused.
public final class OutputFile: @unchecked Sendable {  // every field is guarded by `state`
  /// How the bytes reach the target.
  public enum Mode: Sendable, Equatable {
    /// Into a temporary file renamed over `destination` at the end.
    case replacing(destination: String)
    /// Straight into the target (standard output, a device, a FIFO): no going back.
    case streaming
  }

  /// The path as the user gave it, for messages.
  public let path: String
  public let mode: Mode
  /// The temporary file, while replacing; nil once finished or discarded.
  public var temporaryPath: String? { state.withLock { $0.temporary } }

  private struct State {
    var descriptor: Int32
    var temporary: String?
    var isClosed = false
    var isFinished = false
  }

  private let state: Mutex<State>

  /// Opens the target (see the type's rules); a refusal says why, in words a user can act on.
  public init(path: String) throws(FileError) {
    self.path = path
    if path == "-" {
      let descriptor = dup(STDOUT_FILENO)
      guard descriptor >= 0 else { throw FileError(path: "-", reason: "standard output is closed") }
      mode = .streaming
      state = Mutex(State(descriptor: descriptor))
      return
    }
    var link = stat()
    var destination = path
    var existingMode: mode_t?
    if lstat(path, &link) == 0 {
      var target = link
      if (link.st_mode & S_IFMT) == S_IFLNK {
        guard stat(path, &target) == 0 else {
          throw FileError(path: path, reason: "it is a symbolic link to nothing; remove it or name another file")
        }
        guard (target.st_mode & S_IFMT) == S_IFREG, let resolved = realpath(path, nil) else {
          throw FileError(
            path: path,
            reason:
              "it is a symbolic link to \(Self.kind(target.st_mode)); refusing to follow it, name the target itself")
        }
        destination = String(cString: resolved)
        free(resolved)
      }
      switch target.st_mode & S_IFMT {
      case S_IFREG:
        existingMode = target.st_mode & 0o7777
      case S_IFCHR, S_IFIFO:
        // Without blocking: a FIFO no one reads would freeze the REPL at `record`.
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
          let reason =
            errno == ENXIO
            ? "nothing is reading the named pipe; start its reader first" : String(cString: strerror(errno))
          throw FileError(path: path, reason: reason)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        mode = .streaming
        state = Mutex(State(descriptor: descriptor))
        return
      default:
        throw FileError(
          path: path, reason: "it is \(Self.kind(target.st_mode)); refusing to replace it, give a file name")
      }
    }
    let folder = (destination as NSString).deletingLastPathComponent
    // What a killed run left beside this target goes before this run adds its own.
    TemporaryFiles.removeStale(in: folder)
    let temporary = TemporaryFiles.name(in: folder)
    TemporaryFiles.add(temporary)
    // Read-write: after a failed rename, `copy(to:)` reads what was written back.
    let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, existingMode ?? 0o644)
    guard descriptor >= 0 else {
      let reason = errno == ENOENT ? "its folder does not exist" : String(cString: strerror(errno))
      TemporaryFiles.remove(temporary)
      throw FileError(path: path, reason: reason)
    }
    if let existingMode { fchmod(descriptor, existingMode) }  // the umask does not narrow a file the user had
    mode = .replacing(destination: destination)
    state = Mutex(State(descriptor: descriptor, temporary: temporary))
  }

  deinit {
    discard()
  }

  /// Whether `finish()` (or `discard()`) has closed it.
  public var isClosed: Bool { state.withLock { $0.isClosed } }
  /// Whether `finish()` completed it.
  public var isFinished: Bool { state.withLock { $0.isFinished } }

  /// Whether bytes already written can be rewritten (a WAV header completed at the end).
  public var isSeekable: Bool {
    if case .replacing = mode { return true }
    return false
  }

  /// Appends bytes.
  public func write(_ data: Data) throws(FileError) {
    let failure: String? = state.withLock { state in
      guard !state.isClosed else { return "the file is already closed" }
      return Self.writeAll(data, to: state.descriptor, at: nil)
    }
    if let failure { throw FileError(path: path, reason: failure) }
  }

  /// Rewrites bytes at an offset (only while replacing: a stream cannot go back).
  public func overwrite(_ data: Data, at offset: Int) throws(FileError) {
    guard isSeekable else { return }
    let failure: String? = state.withLock { state in
      guard !state.isClosed else { return "the file is already closed" }
      return Self.writeAll(data, to: state.descriptor, at: offset)
    }
    if let failure { throw FileError(path: path, reason: failure) }
  }

  /// Cuts the file back to `length` bytes (only while replacing): what a failed write left half-written goes.
  public func truncate(to length: Int) throws(FileError) {
    guard isSeekable else { return }
    let failure: String? = state.withLock { state in
      guard !state.isClosed else { return "the file is already closed" }
      return ftruncate(state.descriptor, off_t(length)) == 0 ? nil : String(cString: strerror(errno))
    }
    if let failure { throw FileError(path: path, reason: failure) }
  }

  /// Completes the file: flushed to disk and renamed into place (or the stream closed).
  /// When the rename fails (the folder was removed, the disk is full), the temporary
  /// file stays open, so `copy(to:)` can still save what was written elsewhere.
  /// With `replacing: false`, an existing destination is kept: the file is linked into
  /// place, which fails with "it exists already" instead of replacing it.
  public func finish(replacing: Bool = true) throws(FileError) {
    let failure: String? = state.withLock { state in
      guard !state.isClosed else { return nil }
      guard case .replacing(let destination) = mode, let temporary = state.temporary else {
        state.isClosed = true
        state.isFinished = true
        return close(state.descriptor) == 0 || errno == EINTR ? nil : String(cString: strerror(errno))
      }
      if fsync(state.descriptor) != 0 { return String(cString: strerror(errno)) }
      if replacing {
        guard rename(temporary, destination) == 0 else {
          return errno == ENOENT ? "its folder no longer exists" : String(cString: strerror(errno))
        }
      } else {
        guard link(temporary, destination) == 0 else {
          return errno == EEXIST
            ? "it exists already" : errno == ENOENT ? "its folder no longer exists" : String(cString: strerror(errno))
        }
        unlink(temporary)
      }
      TemporaryFiles.remove(temporary)
      state.temporary = nil
      state.isClosed = true
      state.isFinished = true
      close(state.descriptor)
      return nil
    }
    if let failure { throw FileError(path: path, reason: failure) }
  }

  /// Copies everything written so far into another output (which the caller finishes).
  /// Works after a failed `finish()`, while the temporary file is still open.
  public func copy(to other: OutputFile) throws(FileError) {
    guard isSeekable else {
      throw FileError(path: other.path, reason: "\(path) was a stream; nothing was kept to copy")
    }
    var offset: off_t = 0
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count: Int = state.withLock { state in
        state.isClosed
          ? -1 : buffer.withUnsafeMutableBytes { pread(state.descriptor, $0.baseAddress, $0.count, offset) }
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        if count < 0 { throw FileError(path: other.path, reason: "cannot read \(path) back") }
        return
      }
      try other.write(Data(buffer[0..<count]))
      offset += off_t(count)
    }
  }

  /// Abandons the file: a temporary file is removed and the target left as it was.
  public func discard() {
    state.withLock { state in
      guard !state.isClosed else { return }
      state.isClosed = true
      close(state.descriptor)
      if let temporary = state.temporary {
        unlink(temporary)
        TemporaryFiles.remove(temporary)
        state.temporary = nil
      }
    }
  }

  /// Writes the whole of `data`; the reason on failure.
  private static func writeAll(_ data: Data, to descriptor: Int32, at offset: Int?) -> String? {
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> String? in
      guard let base = buffer.baseAddress else { return nil }
      var written = 0
      while written < buffer.count {
        let result =
          if let offset {
            pwrite(descriptor, base + written, buffer.count - written, off_t(offset + written))
          } else {
            Foundation.write(descriptor, base + written, buffer.count - written)
          }
        if result < 0 {
          if errno == EINTR { continue }
          return errno == EPIPE ? "the reader closed it" : String(cString: strerror(errno))
        }
        written += result
      }
      return nil
    }
  }

  /// "a folder", "a block device"...: what a non-regular file is, for messages.
  public static func kind(_ mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFDIR: "a folder"
    case S_IFBLK: "a block device"
    case S_IFCHR: "a character device"
    case S_IFIFO: "a named pipe"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }
}
