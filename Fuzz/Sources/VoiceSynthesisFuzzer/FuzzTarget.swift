import Foundation
import FuzzDriver
import Speech
import VoiceFuzzing

/// The private folder the voice file is written to, as a user's `--voices` folder.
let folder = FuzzFolder("synthesis")

/// What is spoken: punctuation, numbers, a question and a stressed word give the
/// intonation its highs and lows (a syllable's pitch runs over 0...254).
let sentences = [
  "Wi-Fi, switch button, on. Double tap to toggle.",
  "Heading level 2: Settings? Yes! 12:30, 3 of 17 items.",
  "Delete? Are you SURE? Cancel, OK.",
]

/// Reads the fuzzer's bytes as choices: each byte picks among what the checker allows.
struct Choices {
  var bytes: [UInt8]
  var offset = 0

  mutating func byte() -> Int {
    defer { offset += 1 }
    return offset < bytes.count ? Int(bytes[offset]) : 0
  }

  /// A number in `range`: its ends and zero often (where tables overflow), else anywhere.
  mutating func number(in range: ClosedRange<Int>) -> Int {
    let span = range.upperBound - range.lowerBound
    switch byte() % 8 {
    case 0: return range.lowerBound
    case 1: return range.upperBound
    case 2: return range.contains(0) ? 0 : range.lowerBound
    case 3: return range.lowerBound + (byte() % max(1, min(span + 1, 256)))
    case 4: return range.upperBound - (byte() % max(1, min(span + 1, 256)))
    default: return range.lowerBound + ((byte() << 8 | byte()) % (span + 1))
    }
  }
}

/// The keywords whose arguments are numbers: what changes how eSpeak NG synthesises.
let numericKeywords = VoiceFileKeyword.all.compactMap { keyword -> (String, Int, Int, [ClosedRange<Int>])? in
  guard case .integers(let minimum, let maximum, let bounds) = keyword.arguments else { return nil }
  return (keyword.name, minimum, maximum, bounds)
}

/// libFuzzer's entry point. The input is not a file but a recipe: settings (`--pitch`,
/// `--rate`, `--volume`, the file's `range=`) and up to 12 keyword lines, every number
/// inside the checker's per-keyword bounds, so the fuzzer explores what the checker
/// might accept instead of what it refuses at once. An accepted voice is spoken by
/// libespeak-ng; run with an AddressSanitizer build of eSpeak NG 1.51 on
/// LD_LIBRARY_PATH (Fuzz/build-espeak-asan.sh) so an overrun inside it is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func voiceSynthesisFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  var choices = Choices(bytes: start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
  let settings = VoiceSettings(
    rate: choices.number(in: VoiceSettings.rateRange), pitch: choices.number(in: VoiceSettings.pitchRange),
    range: choices.number(in: VoiceSettings.rangeRange), volume: choices.number(in: VoiceSettings.volumeRange))
  let sentence = sentences[choices.byte() % sentences.count]
  var lines = ["// earshot: range=\(settings.range)", "language en-us"]
  for _ in 0..<(choices.byte() % 13) {
    let (name, minimum, maximum, bounds) = numericKeywords[choices.byte() % numericKeywords.count]
    let arguments = minimum + choices.byte() % (maximum - minimum + 1)
    let numbers = (0..<arguments).map { position -> Int in
      bounds.isEmpty ? choices.byte() : choices.number(in: bounds[min(position, bounds.count - 1)])
    }
    lines.append(([name] + numbers.map(String.init)).joined(separator: " "))
  }
  let text = lines.joined(separator: "\n") + "\n"
  guard let voice = FuzzedVoice.load(Data(text.utf8), in: folder) else { return 0 }
  if ProcessInfo.processInfo.environment["EARSHOT_FUZZ_PRINT"] == "1" {
    print("--- accepted, --pitch \(settings.pitch) --rate \(settings.rate) --volume \(settings.volume)\n\(text)")
  }
  defer { voice.removeStagedCopy() }
  do {
    let engine = try SpeechEngine()
    _ = try engine.samples(for: sentence, voice: voice.with(settings: settings))
  } catch {
    // Refused with a clear error (a staging problem): not a crash.
  }
  return 0
}
