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
}
