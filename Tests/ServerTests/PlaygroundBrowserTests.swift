import EarshotTestSupport
import Foundation
import Server
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
      let server = PlaygroundServer(
        configuration: .init(folder: folder.path, port: 0), voices: try BrowserSuites.voices())
      let outcome = try await BrowserSuites.check(
        server.application(), script: "check_playground.py", path: "/s/sign-in", arguments: ["Log in"])
      #expect(outcome.status == 0, "\(outcome.problems)")
      #expect(outcome.summary.contains("clips played"), "\(outcome.summary)")
    }
  }
}
