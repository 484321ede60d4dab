import Foundation

/// A value behind an `NSLock`, for locks held long enough to be contended.
///
/// `Mutex` from Synchronization would do, but on Linux a contended `Mutex` is handed over
/// by the kernel (a priority-inheritance futex), which ThreadSanitizer cannot see, so it
/// reports false races; `NSLock` is a pthread mutex, which it understands.
final class Locked<Value: Sendable>: @unchecked Sendable {  // `value` is only touched under `lock`
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
