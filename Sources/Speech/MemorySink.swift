import Synchronization

/// Collects every sample written, for tests and in-memory rendering.
public final class MemorySink: AudioSink, Sendable {
  private let storage = Mutex<[Int16]>([])

  public init() {}

  /// Everything written so far.
  public var samples: [Int16] {
    storage.withLock { $0 }
  }

  public func write(_ samples: [Int16]) throws {
    storage.withLock { $0.append(contentsOf: samples) }
  }

  /// Nothing is pending in memory: what was written stays.
  public func flush() {}

  public func finish() throws {}

  /// Forgets the samples collected so far.
  public func reset() {
    storage.withLock { $0.removeAll() }
  }
}
