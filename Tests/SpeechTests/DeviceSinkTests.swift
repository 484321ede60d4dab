import Foundation
import Testing

@testable import Speech

@Suite struct DeviceSinkTests {
  /// On every machine: a device opens and takes sound (a desktop, or a sound server with
  /// no card), or opening fails at once with one clear reason (a headless container).
  @Test func openingGivesADeviceOrFailsFastAndCleanly() throws {
    let start = ContinuousClock.now
    let result = DeviceSink.open()
    let elapsed = ContinuousClock.now - start
    switch result {
    case .success(let device):
      #expect(device.playbackRate == 1)
      try device.write(EarconSynthesizer.samples(for: .focusActionable))
      device.flush()
      try device.write(EarconSynthesizer.samples(for: .boundary))
      try device.finish()
    case .failure(.noAudioDevice):
      #expect(result.description.hasPrefix("no sound device available ("))
      #expect(elapsed < .seconds(1))
    case .failure(let error):
      Issue.record("unexpected error \(error)")
    }
  }
}

extension Result<DeviceSink, SpeechError> {
  var description: String {
    if case .failure(let error) = self { error.description } else { "a device" }
  }
}
