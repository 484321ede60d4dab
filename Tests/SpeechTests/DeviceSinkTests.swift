import Foundation
import Testing

@testable import Speech

@Suite struct DeviceSinkTests {
  /// No sound card and no sound server: a headless machine or CI container.
  static let machineHasNoSound: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let runtime = environment["XDG_RUNTIME_DIR"] ?? "/run/user/\(getuid())"
    return !FileManager.default.fileExists(atPath: "/dev/snd")
      && environment["PULSE_SERVER"] == nil
      && !FileManager.default.fileExists(atPath: runtime + "/pulse/native")
  }()

  @Test(.enabled(if: machineHasNoSound, "this machine has a sound device"))
  func openingFailsFastAndCleanlyWithoutADevice() {
    let start = ContinuousClock.now
    let result = DeviceSink.open()
    let elapsed = ContinuousClock.now - start
    guard case .failure(let error) = result else {
      Issue.record("expected no device")
      return
    }
    guard case .noAudioDevice = error else {
      Issue.record("unexpected error \(error)")
      return
    }
    #expect(error.description.hasPrefix("no sound device available ("))
    #expect(elapsed < .seconds(1))
  }
}
