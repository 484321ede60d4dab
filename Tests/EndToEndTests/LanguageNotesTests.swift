import EarshotTestSupport
import Foundation
import Testing

/// What eSpeak NG cannot speak well is said at start, with what happens instead;
/// a language it does not have is refused before anything plays.
@Suite struct LanguageNotesTests {
  static func scenario(_ yaml: String) throws -> URL {
    let folder = try Repository.temporaryFolder()
    let file = folder.appendingPathComponent("lang.yaml")
    try Data(yaml.utf8).write(to: file)
    return file
  }

  @Test func playNamesALanguageESpeakNGSpeaksBadlyBeforeSpeaking() throws {
    let file = try Self.scenario(
      """
      elements:
        - button: { label: 設定, lang: ja }
        - button: { label: Weiter, lang: de }
      """)
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let wav = file.deletingLastPathComponent().appendingPathComponent("out.wav").path
    let output = try PlayProcess.run(["play", file.path, "--wav", wav, "--no-audio"], input: "next\n")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stderr.contains("text in ja: eSpeak NG speaks Japanese kana, but reads each kanji"), "\(output.stderr)")
    // German it speaks well: not named.
    #expect(!output.stderr.contains("text in de"), "\(output.stderr)")
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

  @Test func aLanguageESpeakNGLacksStopsPlayWithExitTwo() throws {
    let file = try Self.scenario("elements:\n  - button: { label: Qapla, lang: tlh }\n")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let output = try PlayProcess.run(["play", file.path], input: "next\n")
    #expect(output.status == 2)
    #expect(
      output.stderr.contains("lang.yaml:2:35: error: 'lang' must be a language eSpeak NG speaks"), "\(output.stderr)")
  }
}
