import EarshotTestSupport
import Foundation
import HummingbirdTesting
import Recording
import Server
import Speech
import Testing

/// The playground in a real headless Chromium, on a live server on loopback in this
/// process: keys, clicks, buttons, a typed command and the editor, as a designer uses
/// them, with both readers' speech played and axe-core finding nothing
/// (Tests/Browser/check_playground.py).
extension BrowserSuites {
  @Suite(.serialized) struct PlaygroundBrowserTests {
    @Test func aDesignerSwipesTouchesTypesAndEditsWithSpeechHeardAndAxeFindingNothing() async throws {
      let folder = try Repository.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      try Data(PlaygroundServerTests.form.utf8).write(to: folder.appendingPathComponent("sign-in.yaml"))
      let voices = PlaygroundVoices(
        engine: try SpeechEngine(), cast: try VoiceCast(library: try Fixtures.bundledVoices()))
      let server = PlaygroundServer(configuration: .init(folder: folder.path, port: 0), voices: voices)
      let outcome = try await server.application().test(.live) { client in
        let port = try #require(client.port)
        // The browser runs beside the server: off the concurrency pool, which serves it.
        return try await withCheckedThrowingContinuation { continuation in
          Thread {
            continuation.resume(
              with: Result {
                try BrowserCheck.run(
                  "check_playground.py", page: "http://localhost:\(port)/s/sign-in", arguments: ["Log in"])
              })
          }.start()
        }
      }
      #expect(outcome.status == 0, "\(outcome.problems)")
      #expect(outcome.summary.contains("clips played"), "\(outcome.summary)")
    }
  }
}
