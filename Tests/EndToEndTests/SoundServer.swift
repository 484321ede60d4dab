import Foundation

/// A private PulseAudio server whose only output is a null sink, so the REPL's live
/// speech can be tested through a real sound server on a machine without a sound card.
/// A recorder on the sink's monitor keeps what was played, to check it was sound.
final class SoundServer {
  let directory: URL
  /// For PULSE_SERVER.
  var address: String { "unix:" + socket.path }
  private var socket: URL { directory.appendingPathComponent("native") }
  private var recording: URL { directory.appendingPathComponent("monitor.raw") }
  private var server: pid_t = 0
  private var recorder: pid_t = 0

  static let isInstalled: Bool = ["pulseaudio", "parec"].allSatisfy { name in
    (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  init() async throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "earshot-pulse-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let environment = [
      "PULSE_RUNTIME_PATH=\(directory.path)", "PULSE_STATE_PATH=\(directory.path)", "HOME=\(directory.path)",
    ]
    server = try ReplTerminal.spawn(
      [
        "pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no", "--log-level=error",
        "--load=module-null-sink sink_name=earshot",
        "--load=module-native-protocol-unix socket=\(socket.path) auth-anonymous=1",
      ], extraEnvironment: environment, output: directory.appendingPathComponent("server.log").path)
    let deadline = ContinuousClock.now + .seconds(10)
    while !FileManager.default.fileExists(atPath: socket.path) {
      guard ContinuousClock.now < deadline else { throw ReplTerminal.Failure.tmux("pulseaudio did not start: " + log) }
      try await Task.sleep(for: .milliseconds(50))
    }
    recorder = try ReplTerminal.spawn(
      [
        "parec", "--server=\(address)", "--device=earshot.monitor", "--format=s16le", "--rate=22050", "--channels=1",
        "--latency-msec=20", recording.path,
      ],
      extraEnvironment: environment, output: directory.appendingPathComponent("parec.log").path)
    // A new server's null sink runs slow for its first seconds (so would the REPL's
    // speech): wait until the recorder hears time pass at the real rate.
    var last = recordedSeconds
    while true {
      try await Task.sleep(for: .milliseconds(500))
      let now = recordedSeconds
      if now - last >= 0.4 { break }
      last = now
      guard ContinuousClock.now < deadline + .seconds(20) else {
        throw ReplTerminal.Failure.tmux("the null sink never ran in real time")
      }
    }
  }

  private var recordedSeconds: Double {
    let size = (try? FileManager.default.attributesOfItem(atPath: recording.path)[.size] as? Int) ?? 0
    return Double(size ?? 0) / 2 / 22050
  }

  deinit {
    for pid in [recorder, server] where pid > 0 {
      kill(pid, SIGTERM)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    try? FileManager.default.removeItem(at: directory)
  }

  var log: String {
    (try? String(contentsOf: directory.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
  }

  /// Seconds of sound louder than a whisper that reached the server so far.
  func secondsOfSound() -> Double {
    let data = (try? Data(contentsOf: recording)) ?? Data()
    let loud = data.withUnsafeBytes { bytes in
      bytes.bindMemory(to: Int16.self).count { abs(Int($0)) > 1000 }
    }
    return Double(loud) / 22050
  }
}
