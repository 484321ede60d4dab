import EarshotTestSupport
import Foundation
import Testing
import Training

/// The quiz through a real sound server (PulseAudio with a null sink): with a device
/// it says nothing of sound and plays the exercise, which the server hears.
@Suite(
  .enabled(
    if: SoundServer.isInstalled,
    "needs PulseAudio: 'make test' installs it (apt-get install pulseaudio pulseaudio-utils)"))
struct QuizDeviceLiveSoundTests {
  @Test func withASoundDeviceTheExerciseIsHeardWithNoWarning() async throws {
    let sound = try await SoundServer()
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let records = folder.appendingPathComponent("records")
    let result = try PlayProcess.run(
      ["quiz", "scenarios/broken-no-state.yaml", "--platform", "ios", "--record", records.path],
      input: "state\n2\n", environment: ["PULSE_SERVER": sound.address])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("No sound"), "\(result.stdout)")
    #expect(result.stdout.contains("  > next  (listen)"))
    #expect(sound.secondsOfSound() > 2, "the exercise reached the sound server")
    #expect(try QuizRecordFolder.read(records.path).records.first?.record.listening == "heard")
  }
}
