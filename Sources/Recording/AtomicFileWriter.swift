import Foundation
import Playback

/// Writes a whole file or nothing: the bytes go to a hidden temporary file in
/// the destination's folder, which is flushed to disk and then renamed over the
/// destination in one step. A reader (or a crash) never sees half a file.
/// With `replacing: false` an existing destination is left alone: the finished
/// file is linked into place, which fails (EEXIST) rather than overwrite.
public enum AtomicFileWriter {
  public static func write(_ data: Data, toPath path: String, replacing: Bool = true) throws(PlaybackError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).part", isDirectory: false
    ).path

    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .fileNotWritten(
        path: path, reason: errno == ENOENT ? "its folder does not exist" : String(cString: strerror(errno)))
    }
    var failure: String?
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard let base = buffer.baseAddress else { return }
      var written = 0
      while written < buffer.count {
        let result = Foundation.write(descriptor, base + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          failure = String(cString: strerror(errno))
          return
        }
        written += result
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
    if failure == nil {
      if replacing {
        if rename(temporary, path) != 0 { failure = String(cString: strerror(errno)) }
      } else if link(temporary, path) != 0 {
        failure = errno == EEXIST ? "it exists already" : String(cString: strerror(errno))
      } else {
        unlink(temporary)
      }
    }
    if let failure {
      unlink(temporary)
      throw .fileNotWritten(path: path, reason: failure)
    }
  }
}
