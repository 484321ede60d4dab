import Foundation
import FuzzDriver
import Speech

/// What both voice fuzzers do with a voice file: stage it as `fuzzed.voice` in a
/// private folder and load it as `--voices FOLDER` does (`VoiceLibrary.load`: size,
/// UTF-8, Earshot's checker, eSpeak NG's data).
public enum FuzzedVoice {
  /// The voice, or nil when the library refused the file; a refusal must say why
  /// (otherwise the fuzzer stops, and libFuzzer reports it as a crash).
  public static func load(_ data: Data, in folder: FuzzFolder) -> Voice? {
    folder.write(data, as: "fuzzed.voice")
    do {
      guard let voice = try VoiceLibrary.load(from: [folder.url]).voice(named: "fuzzed") else {
        fatalError("a voice file that loads is not in the library")
      }
      return voice
    } catch {
      if error.message.isEmpty { fatalError("a voice error without a message: \(error)") }
      return nil
    }
  }
}
