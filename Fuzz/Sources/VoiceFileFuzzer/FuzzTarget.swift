import Foundation
import FuzzDriver
import Speech
import VoiceFuzzing

/// The private folder the fuzzed voice file is written to, as a user's `--voices` folder.
let folder = FuzzFolder("voice")

/// Whether accepted voice files are also spoken (`EARSHOT_FUZZ_SPEAK=1`): it hands each
/// one to libespeak-ng, at about 80 inputs a second instead of thousands, so by default
/// the fuzzer checks only.
let speaks = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_SPEAK"] == "1"

/// libFuzzer's entry point: every input is a voice file, loaded as `--voices` loads
/// one (read, UTF-8, Earshot's checker, eSpeak NG's data). A refused file must say
/// where and why. With `speaks`, an accepted one is handed to libespeak-ng, which must
/// speak with it without crashing: the checker's promise (docs/reliability.md, Voices).
@_cdecl("LLVMFuzzerTestOneInput")
public func voiceFileFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  guard let voice = FuzzedVoice.load(data, in: folder), speaks else { return 0 }
  defer { voice.removeStagedCopy() }
  do {
    // A new engine stages the file afresh (an engine keeps the voices it staged).
    let engine = try SpeechEngine()
    _ = try engine.samples(for: "Hello, 12 items.", voice: voice)
  } catch {
    // Refused by the engine with a clear error (e.g. a staging problem): not a crash.
  }
  return 0
}
