import EarshotTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Recording
import Speech
import Testing

@testable import Server

/// `earshot serve`'s server in process (HummingbirdTesting's router client): what a
/// page asks for and what each reader answers, the guard on hosts and changes, saving
/// through the output policy, live reload, and speech as Ogg Opus.
@Suite(.serialized) struct PlaygroundServerTests {
  static let form = """
    title: Sign in
    elements:
      - text-field: { id: email, label: Email, frame: { x: 16, y: 120, width: 358, height: 44 } }
      - checkbox: { id: remember, label: Remember me, frame: { x: 16, y: 180, width: 200, height: 44 } }
      - button: { id: sign-in, label: Sign in, frame: { x: 16, y: 240, width: 358, height: 50 } }
    """

  struct Answer: Decodable {
    struct Reader: Decodable {
      var platform: String
      var lines: [String]
      var why: [Why]
      var focused: String?
      var picture: String
      var audio: String?
    }
    struct Why: Decodable {
      var text: String
      var kind: String
      var source: String
    }
    struct Problem: Decodable {
      var line: Int?
      var column: Int?
      var text: String
    }
    var readers: [Reader]
    var error: String?
    var problems: [Problem]
    var version: String
  }

  func folder(_ files: [String: String]) throws -> URL {
    let folder = try Repository.temporaryFolder()
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return folder
  }

  func server(_ folder: URL, voices: PlaygroundVoices? = nil) -> PlaygroundServer {
    PlaygroundServer(configuration: .init(folder: folder.path, port: 0), voices: voices)
  }

  static let page: HTTPFields = [HeaderName.page: "1"]

  func decode(_ response: TestResponse) throws -> Answer {
    try JSONDecoder().decode(Answer.self, from: Data(buffer: response.body))
  }

  @Test func aSwipeAnswersWithBothReadersWordsWhyAndThePictureInEachOrder() async throws {
    let folder = try folder(["sign-in.yaml": Self.form])
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server(folder).application().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body).contains("<a href=\"/s/sign-in\">sign-in</a>"))
      }
      let answer = try await client.execute(
        uri: "/s/sign-in/command", method: .post, headers: Self.page, body: ByteBuffer(string: "first")
      ) { try decode($0) }
      #expect(answer.error == nil)
      #expect(answer.readers.map(\.platform) == ["ios", "android"])
      let voiceOver = try #require(answer.readers.first)
      #expect(voiceOver.lines.joined().contains("Email"), "\(voiceOver.lines)")
      #expect(voiceOver.why.contains { $0.kind == "name" && $0.text == "Email" })
      // The picture: each element where its frame says, numbered in the reader's order, focus outlined.
      #expect(voiceOver.picture.contains("data-touch=\"email\""))
      #expect(voiceOver.picture.contains("class=\"box focused\""))
      #expect(voiceOver.picture.contains("left:4.10%;top:39.21%"), "\(voiceOver.picture.prefix(900))")
      // A second swipe reaches the check box on both readers.
      let second = try await client.execute(
        uri: "/s/sign-in/command", method: .post, headers: Self.page, body: ByteBuffer(string: "swipe right")
      ) { try decode($0) }
      #expect(second.readers.allSatisfy { $0.focused == "Remember me" }, "\(second.readers.map(\.focused))")
    }
  }

  @Test func aClickOnThePictureTouchesTheElementAndAMistakeIsSaidNotThrown() async throws {
    let folder = try folder(["sign-in.yaml": Self.form])
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server(folder).application().test(.router) { client in
      let touched = try await client.execute(
        uri: "/s/sign-in/touch", method: .post, headers: Self.page, body: ByteBuffer(string: "sign-in")
      ) { try decode($0) }
      #expect(touched.readers.allSatisfy { $0.focused == "Sign in" }, "\(touched)")
      let wrong = try await client.execute(
        uri: "/s/sign-in/command", method: .post, headers: Self.page, body: ByteBuffer(string: "touch <b>Nowhere</b>")
      ) { try decode($0) }
      #expect(wrong.error?.contains("Nowhere") == true, "\(String(describing: wrong.error))")
      // Nothing the request carried comes back as markup: JSON text, and the page escapes what it shows.
      try await client.execute(uri: "/s/nothing-here", method: .get) { response in
        #expect(response.status == .notFound)
        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
      }
    }
  }

  @Test func anotherHostOrAChangeWithoutThePagesHeaderIsRefused() async throws {
    // The test client always names localhost: the host rule is held here directly.
    let loopback: Set<String> = ["127.0.0.1", "localhost", "::1"]
    for (authority, allowed) in [
      ("localhost:8080", true), ("127.0.0.1:9", true), ("[::1]:8080", true), ("LOCALHOST", true),
      ("attacker.example:8080", false), ("localhost.attacker.example", false), ("", false),
    ] {
      #expect(loopback.contains(RequestGuard<BasicRequestContext>.hostName(authority)) == allowed, "\(authority)")
    }
    let folder = try folder(["sign-in.yaml": Self.form])
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server(folder).application().test(.router) { client in
      try await client.execute(uri: "/s/sign-in/command", method: .post, body: ByteBuffer(string: "next")) {
        response in
        #expect(response.status == .forbidden)
      }
      try await client.execute(uri: "/", method: .get) { response in
        #expect(
          response.headers[HeaderName.contentSecurityPolicy]?.contains("frame-ancestors 'none'")
            == true)
      }
    }
  }

  @Test func savingWritesTheFileLocatesItsErrorsAndNeverOverwritesAnEditMadeElsewhere() async throws {
    let folder = try folder(["sign-in.yaml": Self.form])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sign-in.yaml")
    try await server(folder).application().test(.router) { client in
      let version = try await client.execute(uri: "/s/sign-in/source", method: .get) {
        response in
        #expect(String(buffer: response.body) == Self.form)
        return response.headers[HeaderName.version] ?? ""
      }
      var headers = Self.page
      headers[HeaderName.version] = version
      let broken = Self.form.replacingOccurrences(of: "- checkbox:", with: "- chekbox:")
      let saved = try await client.execute(
        uri: "/s/sign-in/source", method: .put, headers: headers, body: ByteBuffer(string: broken)
      ) { try decode($0) }
      #expect(try String(contentsOf: file, encoding: .utf8) == broken)
      let problem = try #require(saved.problems.first)
      #expect(problem.line == 4 && problem.text.contains("sign-in.yaml:4:"), "\(problem)")
      #expect(problem.text.contains("checkbox"), "did you mean: \(problem.text)")
      // The page's version is now stale: a second save is refused and the file kept.
      let refused = try await client.execute(
        uri: "/s/sign-in/source", method: .put, headers: headers, body: ByteBuffer(string: "title: Lost")
      ) { $0.status }
      #expect(refused == .conflict)
      #expect(try String(contentsOf: file, encoding: .utf8) == broken)
    }
  }

  @Test func anEditOnDiskIsPlayedOnTheNextLookWithFocusKept() async throws {
    let folder = try folder(["sign-in.yaml": Self.form])
    defer { try? FileManager.default.removeItem(at: folder) }
    try await server(folder).application().test(.router) { client in
      _ = try await client.execute(
        uri: "/s/sign-in/touch", method: .post, headers: Self.page, body: ByteBuffer(string: "remember"))
      let before = try await client.execute(uri: "/s/sign-in/look", method: .get) {
        try decode($0)
      }
      // Another editor renames the button; modification times can be equal within a second, sizes differ.
      try Data(Self.form.replacingOccurrences(of: "label: Sign in,", with: "label: Log in now,").utf8).write(
        to: folder.appendingPathComponent("sign-in.yaml"))
      let after = try await client.execute(uri: "/s/sign-in/look", method: .get) {
        try decode($0)
      }
      #expect(after.version != before.version)
      #expect(after.readers.allSatisfy { $0.picture.contains("Log in now") })
      #expect(after.readers.allSatisfy { $0.focused == "Remember me" })
    }
  }

  @Test func eachReadersSpeechArrivesAsOggOpusOnce() async throws {
    let folder = try folder(["sign-in.yaml": Self.form])
    defer { try? FileManager.default.removeItem(at: folder) }
    let voices = PlaygroundVoices(
      engine: try SpeechEngine(), cast: try VoiceCast(library: try Fixtures.bundledVoices()))
    try await server(folder, voices: voices).application().test(.router) { client in
      let answer = try await client.execute(
        uri: "/s/sign-in/command", method: .post, headers: Self.page, body: ByteBuffer(string: "next")
      ) { try decode($0) }
      for reader in answer.readers {
        let path = try #require(reader.audio)
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .ok)
          #expect(response.headers[.contentType] == "audio/ogg; codecs=opus")
          let bytes = Array(Data(buffer: response.body))
          #expect(bytes.count > 1000 && Array(bytes.prefix(4)) == Array("OggS".utf8))
        }
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status == .notFound)
        }
      }
    }
  }
}
