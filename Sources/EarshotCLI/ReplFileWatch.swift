import Foundation

/// Notices when the loaded scenario file changes on disk. A change counts
/// once the file has stayed the same for one more look, so an editor's
/// half-written save is not reloaded (and reported broken) on the way.
struct ReplFileWatch {
  /// What identifies one version of the file without reading it.
  struct Signature: Equatable {
    var modified: Date?
    var size: Int?
    var inode: Int?
  }

  private(set) var path: String
  private var settled: Signature?
  private var pending: Signature?

  init(path: String) {
    self.path = path
    settled = Self.signature(path)
  }

  /// Starts watching a (possibly new) path as it is now.
  mutating func reset(path: String) {
    self.path = path
    settled = Self.signature(path)
    pending = nil
  }

  /// True once per settled change. `immediately` skips the settling look
  /// (before running a command, when the user has already moved on).
  mutating func hasChanged(immediately: Bool = false) -> Bool {
    guard let now = Self.signature(path) else {
      pending = nil  // gone for a moment (an editor replacing it): look again later
      return false
    }
    guard now != settled else {
      pending = nil
      return false
    }
    if immediately || now == pending {
      settled = now
      pending = nil
      return true
    }
    pending = now
    return false
  }

  static func signature(_ path: String) -> Signature? {
    // Only a regular file is watched: reloading a FIFO or a device would block the REPL.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular
    else { return nil }
    return Signature(
      modified: attributes[.modificationDate] as? Date,
      size: (attributes[.size] as? NSNumber)?.intValue,
      inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue)
  }
}
