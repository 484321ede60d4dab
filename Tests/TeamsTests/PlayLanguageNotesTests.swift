import EarshotTestSupport
import Foundation
import Teams
import Testing

/// What eSpeak NG cannot speak well is said as `play` starts, with what happens
/// instead; a language it does not have is refused before anything plays.
@Suite struct PlayLanguageNotesTests {
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
    let output = InProcessPlay.run(PlayOptions(scenario: file.path, wav: wav), input: "next\n")
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stderr.contains("text in ja: eSpeak NG speaks Japanese kana, but reads each kanji"), "\(output.stderr)")
    // German it speaks well: not named.
    #expect(!output.stderr.contains("text in de"), "\(output.stderr)")
  }

  @Test func aLanguageESpeakNGLacksStopsPlayWithExitTwo() throws {
    let file = try Self.scenario("elements:\n  - button: { label: Qapla, lang: tlh }\n")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    // Sound is off in-process: a recording asks for the voices as live speech would.
    let wav = file.deletingLastPathComponent().appendingPathComponent("out.wav").path
    let output = InProcessPlay.run(PlayOptions(scenario: file.path, wav: wav), input: "next\n")
    #expect(output.status == 2)
    #expect(
      output.stderr.contains("lang.yaml:2:35: error: 'lang' must be a language eSpeak NG speaks"), "\(output.stderr)")
  }
}
