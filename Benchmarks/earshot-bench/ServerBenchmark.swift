import Dispatch
import Foundation
import Recording
import Server
import Speech

/// `earshot serve` answering a gesture: a local client on loopback sends a swipe
/// (`POST /s/NAME/command`), reads the answer, asks for VoiceOver's speech and times
/// the first byte of audio to arrive, through the real server (Hummingbird on
/// SwiftNIO), the engine, eSpeak NG and the Opus encoder. A new connection per
/// request, as a browser's audio element opens one.
enum ServerBenchmark {
  static let gestures = 60

  static func run(into report: inout BenchmarkReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-serve-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      title: Checkout
      elements:
        - text-field: { label: Email, hint: We send the receipt here }
        - checkbox: { label: Subscribe to offers }
        - dropdown: { label: Country, options: [Canada, Mexico, Peru], selected: Canada }
        - button: Pay now
      """.utf8
    ).write(to: folder.appendingPathComponent("checkout.yaml"))
    let library = try VoiceLibrary.load(from: [URL(fileURLWithPath: "voices")])
    let voices = PlaygroundVoices(engine: try SpeechEngine(), cast: try VoiceCast(library: library))
    let server = PlaygroundServer(configuration: .init(folder: folder.path, port: 0), voices: voices)
    let port = PortBox()
    let application = server.application { port.set($0) }
    let task = Task { try await application.runService() }
    defer { task.cancel() }
    guard let bound = port.wait(seconds: 20) else { throw BenchError.serverDidNotStart }
    var firstByte: [Double] = []
    for index in 0..<(gestures + 5) {
      let start = ContinuousClock.now
      let answer = try LoopbackHTTP.request(
        port: bound, method: "POST", path: "/s/checkout/command", body: index % 4 == 3 ? "first" : "next")
      guard let range = answer.range(of: "\"audio\":\"/s/checkout/speech/"),
        let end = answer[range.upperBound...].firstIndex(of: "\"")
      else { throw BenchError.noSpeech(answer) }
      let path = "/s/checkout/speech/" + answer[range.upperBound..<end]
      try LoopbackHTTP.firstBodyByte(port: bound, path: path)
      // The first few warm the phrase cache and the connections' buffers.
      if index >= 5 { firstByte.append(Stats.milliseconds(ContinuousClock.now - start)) }
    }
    let median = Stats.median(firstByte)
    let slowest = firstByte.sorted()[firstByte.count * 9 / 10]
    report.add(
      "serve: a gesture to its first audio byte (\(gestures) swipes, loopback client)",
      Stats.format(median, "ms") + " median, " + Stats.format(slowest, "ms") + " 90th percentile",
      target: "< 50 ms", met: median < 50)
  }

  enum BenchError: Error {
    case serverDidNotStart
    case noSpeech(String)
    case connection(String)
  }

  /// The port the server bound, handed from its task.
  final class PortBox: @unchecked Sendable {
    let semaphore = DispatchSemaphore(value: 0)
    var port = 0

    func set(_ port: Int) {
      self.port = port
      semaphore.signal()
    }

    func wait(seconds: Int) -> Int? {
      semaphore.wait(timeout: .now() + .seconds(seconds)) == .success ? port : nil
    }
  }
}
