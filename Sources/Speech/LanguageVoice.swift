import Files
import Foundation

/// A reader's voice speaking another language: the same voice file (pitch, formants,
/// rhythm) with eSpeak NG's phonemes and spelling rules for the language, so German
/// words get German phonemes. Derived files live in a private temporary folder.
public enum LanguageVoice {
  /// eSpeak NG's language for a shipped locale ("pt-BR" is eSpeak's "pt-br").
  public static func espeakLanguage(for locale: String) -> String {
    switch locale.lowercased() {
    case "en": "en-us"
    default: locale.lowercased()
    }
  }

  /// What eSpeak NG does badly in a language (a locale or an eSpeak NG tag), said
  /// at start; nil when it speaks it well.
  public static func limitation(of language: String) -> String? {
    switch language.lowercased() {
    // Measured: `espeak-ng -v ja -x` reads kana, but says each kanji as "Chinese letter" in English.
    case "ja":
      "eSpeak NG speaks Japanese kana, but reads each kanji (選択, 見出し...) as 'Chinese letter': the transcript has the real words"
    // Measured: `espeak-ng -v cmn -x 你好世界` switches to English for 你, 好 and 界 ("(en)nI55Tr'i:55").
    case "cmn":
      "eSpeak NG's Mandarin reads only the characters in its dictionary: others (你, 好, 设...) it names in English; the transcript has the real words"
    // Measured: `espeak-ng -v ar -x مرحبا` gives "mRHb'a:": without diacritics it does not know the short vowels.
    case "ar":
      "eSpeak NG reads Arabic without diacritics (tashkeel) with its short vowels missing (مرحبا as 'mrHba:'); write the diacritics in labels to hear them"
    default: nil
    }
  }

  /// The voice with its language lines replaced by `language LANGUAGE`.
  public static func derive(_ voice: Voice, locale: String) throws(SpeechError) -> Voice {
    try derive(voice, language: espeakLanguage(for: locale))
  }

  /// The voice speaking an eSpeak NG language (the core's `SpeechLanguage` tags:
  /// "de", "fr-fr", "en-gb"); US English is the shipped voices' own.
  public static func derive(_ voice: Voice, language: String) throws(SpeechError) -> Voice {
    if language == "en-us" { return voice }
    let text: String
    do {
      // The byte-order mark goes, as in the staged copy: eSpeak would glue it to a keyword.
      text = String(try VoiceFile.read(voice.fileURL).trimmingPrefix("\u{FEFF}"))
    } catch {
      throw .invalidVoice(error)
    }
    var lines = ["language \(language)"]
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let keyword = line.split(separator: " ").first.map(String.init) ?? ""
      if ["language", "phonemes", "dictrules", "name"].contains(keyword) { continue }
      lines.append(String(line))
    }
    // Private to this user: in a shared $TMPDIR another user could otherwise make the
    // folder first, or a link in its place, and choose what eSpeak NG loads.
    let file: URL
    do {
      let folder = try TemporaryFiles.privateFolder(
        FileManager.default.temporaryDirectory.appendingPathComponent("earshot-voices-\(getuid())").path)
      file = URL(fileURLWithPath: folder).appendingPathComponent("\(voice.name)-\(language).voice")
      try AtomicFileWriter.write(Data(lines.joined(separator: "\n").utf8), toPath: file.path)
    } catch {
      throw .voiceNotLoaded(
        voice: voice.name, reason: "cannot write the derived voice in \(error.path): \(error.reason)")
    }
    var derived = voice
    derived.name = "\(voice.name)-\(language)"
    derived.fileURL = file
    return derived
  }
}
