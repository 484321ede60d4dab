import EarshotTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Recording
import Server
import Speech
import Testing

/// The headless-Chromium suites, one after the other: each drives several browsers
/// against a server in this process, whose speech synthesis shares the same few
/// threads, so two at once starved each other's audio on the 2-core machine.
@Suite(.serialized) enum BrowserSuites {
  /// The bundled voices, in process: what both servers speak with.
  static func voices() throws -> PlaygroundVoices {
    PlaygroundVoices(engine: try SpeechEngine(), cast: try VoiceCast(library: try Fixtures.bundledVoices()))
  }

  /// Runs `application` live on loopback and the browser check `script` against the page at
  /// `path` on it. The browsers run beside the server, off the concurrency pool, which serves them.
  static func check(
    _ application: some ApplicationProtocol, script: String, path: String, arguments: [String] = []
  ) async throws -> BrowserCheck.Outcome {
    try await application.test(.live) { client in
      let port = try #require(client.port)
      return try await withCheckedThrowingContinuation { continuation in
        Thread {
          continuation.resume(
            with: Result {
              try BrowserCheck.run(script, page: "http://localhost:\(port)\(path)", arguments: arguments)
            })
        }.start()
      }
    }
  }
}
