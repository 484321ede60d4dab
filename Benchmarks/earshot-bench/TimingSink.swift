import Foundation
import Speech
import Synchronization

/// A sink that notes when samples arrive, and can stand in for a device by
/// taking real time to "play" what it is given (in 1 ms slices, so a flush
/// stops it as a device's would).
final class TimingSink: AudioSink, Sendable {
  private struct State {
    var firstWriteAfterMark: ContinuousClock.Instant?
    var written = 0
  }

  private let state = Mutex(State())
  private let flushed = Atomic<Bool>(false)
  let pacedInRealTime: Bool

  init(pacedInRealTime: Bool) {
    self.pacedInRealTime = pacedInRealTime
  }

  /// Forget earlier writes: the next write after this is the one timed.
  func mark() {
    state.withLock { $0.firstWriteAfterMark = nil }
  }

  var firstWriteAfterMark: ContinuousClock.Instant? {
    state.withLock { $0.firstWriteAfterMark }
  }

  func write(_ samples: [Int16]) throws {
    let now = ContinuousClock.now
    state.withLock {
      if $0.firstWriteAfterMark == nil { $0.firstWriteAfterMark = now }
      $0.written += samples.count
    }
    guard pacedInRealTime else { return }
    flushed.store(false, ordering: .relaxed)
    var remaining = samples.count
    while remaining > 0 && !flushed.load(ordering: .relaxed) {
      let slice = min(remaining, Audio.sampleRate / 1000)
      Thread.sleep(forTimeInterval: Double(slice) / Double(Audio.sampleRate))
      remaining -= slice
    }
  }

  func flush() {
    flushed.store(true, ordering: .relaxed)
  }

  func finish() throws {}

  /// Waits (polling) until a write arrives after the mark, up to a second.
  func waitForWrite() -> ContinuousClock.Instant? {
    let deadline = ContinuousClock.now + .seconds(1)
    while ContinuousClock.now < deadline {
      if let instant = firstWriteAfterMark { return instant }
      Thread.sleep(forTimeInterval: 0.00002)
    }
    return nil
  }
}
