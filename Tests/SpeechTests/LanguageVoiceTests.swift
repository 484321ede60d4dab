import Foundation
import Testing

@testable import Speech

/// A reader voice derived for a locale speaks that language's phonemes, measured by
/// eSpeak NG's own phoneme output and checked against the `espeak-ng -x` command.
@Suite struct LanguageVoiceTests {
  /// TalkBack's German words for an unchecked checkbox and its hint (values-de).
  static let german = "nicht aktiviert, Kästchen, Zum Umschalten doppeltippen"

  @Test func theGermanTalkBackVoiceSpeaksGermanPhonemes() throws {
    let engine = try SpeechEngine()
    let english = try TestSupport.voice("talkback")
    let derived = try LanguageVoice.derive(english, locale: "de")
    let heard = try engine.phonemes(for: Self.german, voice: derived)
    let inEnglish = try engine.phonemes(for: Self.german, voice: english)
    // German: "ich" with the ich-laut [C], long [i:] in "aktiviert", "Zum" with [ts].
    #expect(heard.contains("n'ICt"), "\(heard)")
    #expect(heard.contains("akti:v'i:rt"), "\(heard)")
    #expect(heard.contains("tsUm"), "\(heard)")
    #expect(!inEnglish.contains("ICt") && !inEnglish.contains("tsUm"), "\(inEnglish)")
    // The same phonemes the espeak-ng command gives for German.
    if let executable = EspeakCommand.executable {
      let process = Process()
      process.executableURL = executable
      process.arguments = ["-v", "de", "-x", "-q", Self.german]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      let words = { (text: String) in text.split(whereSeparator: { " _:|!".contains($0) || $0.isNewline }) }
      #expect(words(heard) == words(output))
    }
  }

  @Test func theDerivedVoiceKeepsTheReadersSound() throws {
    let english = try TestSupport.voice("voiceover")
    let derived = try LanguageVoice.derive(english, locale: "pt-BR")
    let text = try String(contentsOf: derived.fileURL, encoding: .utf8)
    #expect(text.hasPrefix("language pt-br\n"))
    #expect(!text.contains("phonemes en-us"))
    // Its pitch and formant lines are the reader's own.
    let original = try String(contentsOf: english.fileURL, encoding: .utf8)
    for line in original.split(separator: "\n") where line.hasPrefix("pitch") || line.hasPrefix("formant") {
      #expect(text.contains(line))
    }
    #expect(derived.settings == english.settings)
  }

  @Test func englishKeepsTheShippedVoice() throws {
    let voice = try TestSupport.voice("talkback")
    #expect(try LanguageVoice.derive(voice, locale: "en") == voice)
  }
}
