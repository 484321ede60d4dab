import EarshotTestSupport
import Foundation
import Testing

/// The REPL says what eSpeak NG cannot speak well before its first answer. (What
/// `play` says is checked in-process: TeamsTests/PlayLanguageNotesTests.)
@Suite struct LanguageNotesTests {
  static func scenario(_ yaml: String) throws -> URL {
    let folder = try Repository.temporaryFolder()
    let file = folder.appendingPathComponent("lang.yaml")
    try Data(yaml.utf8).write(to: file)
    return file
  }

  @Test func theReplNamesItBeforeItsFirstAnswer() throws {
    let file = try Self.scenario("elements:\n  - button: { label: 你好, lang: zh }\n")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let output = try PlayProcess.run(["repl", file.path, "--no-audio"], input: "next\n")
    #expect(output.status == 0, "\(output.stderr)")
    let lines = output.stdout.split(separator: "\n")
    #expect(
      lines.first?.contains("text in cmn: eSpeak NG's Mandarin reads only the characters in its dictionary") == true,
      "\(output.stdout)")
  }
}
