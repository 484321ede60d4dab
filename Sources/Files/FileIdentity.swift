import Foundation

/// Which file a path names, worked out once, so many paths can be compared through a
/// dictionary: the file on disk (device and inode) when it exists, hard and symbolic
/// links included; else its absolute path with links resolved. Comparing each output
/// with each input by `stat` made a folder run of 2,000 scenarios cost millions of
/// system calls (issue 36).
public enum FileIdentity: Hashable, Sendable {
  case file(device: UInt64, inode: UInt64)
  case path(String)

  public init(_ path: String) {
    var status = stat()
    if stat(path, &status) == 0 {
      self = .file(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    } else {
      self = .path(OutputTarget.canonical(path))
    }
  }
}
