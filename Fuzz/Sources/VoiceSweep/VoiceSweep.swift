import Foundation
import ScreenReader
import Speech

/// Issue 36's sweep: every voice-file keyword the checker accepts, at its bounds and
/// between, one keyword at a time, crossed with the speaking settings' extremes and every
/// shipped locale's language, speaking each language's longest reader phrases through
/// libespeak-ng. Run against the AddressSanitizer build of eSpeak NG 1.51
/// (Fuzz/build-espeak-asan.sh), an overrun anywhere in synthesis stops the process with
/// the case printed just before it, so the sweep is deterministic where the fuzzer is not.
struct VoiceSweep {
  /// One voice file (its keyword line, or none) spoken with one setting in one language.
  struct Case {
    var keywordLine: String?
    var settings: VoiceSettings
    var language: String
  }

  /// The values a number is tried at: its ends, one inside each end, zero and the middle.
  static func values(in range: ClosedRange<Int>) -> [Int] {
    let middle = range.lowerBound + (range.upperBound - range.lowerBound) / 2
    let candidates = [
      range.lowerBound, range.lowerBound + 1, 0, middle, range.upperBound - 1, range.upperBound,
    ]
    return Array(Set(candidates.filter(range.contains))).sorted()
  }

  /// Each numeric keyword's lines: every position at the k-th of its values together
  /// (at the fewest and the most numbers the keyword takes), and, for a keyword whose
  /// positions are slots (stress lengths, formant peaks), each of its first eight slots
  /// alone at each value with the others at their middle, as `stressLength 1 100 100 ...`
  /// was the crash the issue found.
  static func keywordLines() -> [String] {
    var lines: [String] = []
    for keyword in VoiceFileKeyword.all {
      guard case .integers(let minimum, let maximum, let bounds) = keyword.arguments, maximum > 0 else { continue }
      func bound(_ position: Int) -> ClosedRange<Int> { bounds[min(position, bounds.count - 1)] }
      let counts = Array(Set([max(minimum, 1), maximum])).sorted()
      for count in counts {
        let deepest = (0..<count).map { values(in: bound($0)).count }.max() ?? 0
        for k in 0..<deepest {
          let numbers = (0..<count).map { position -> Int in
            let choices = values(in: bound(position))
            return choices[min(k, choices.count - 1)]
          }
          lines.append(([keyword.name] + numbers.map(String.init)).joined(separator: " "))
        }
      }
      guard maximum > 1 else { continue }
      for slot in 0..<min(maximum, 8) {
        for value in values(in: bound(slot)) {
          let numbers = (0..<maximum).map { position -> Int in
            if position == slot { return value }
            let range = bound(position)
            return range.lowerBound + (range.upperBound - range.lowerBound) / 2
          }
          lines.append(([keyword.name] + numbers.map(String.init)).joined(separator: " "))
        }
      }
    }
    return Array(NSOrderedSet(array: lines)).compactMap { $0 as? String }
  }

  /// The settings tried with each voice: eSpeak's defaults, and every corner of rate,
  /// pitch (with its range at the same end) and volume.
  static let settings: [VoiceSettings] = {
    var all = [VoiceSettings()]
    for rate in [VoiceSettings.rateRange.lowerBound, VoiceSettings.rateRange.upperBound] {
      for pitch in [VoiceSettings.pitchRange.lowerBound, VoiceSettings.pitchRange.upperBound] {
        for volume in [VoiceSettings.volumeRange.lowerBound, VoiceSettings.volumeRange.upperBound] {
          all.append(VoiceSettings(rate: rate, pitch: pitch, range: pitch, volume: volume))
        }
      }
    }
    return all
  }()

  /// Each shipped locale's eSpeak NG language and what is spoken in it: the longest word of
  /// each reader's table for that locale that is a sentence rather than a template, so the readers' longest
  /// hints and templates are what each voice speaks (one each keeps the 48,000 cases to
  /// about an hour of one core under AddressSanitizer).
  static func phrases() -> [(language: String, text: String)] {
    var byLanguage: [String: [String]] = [:]
    for table in WordTables.all {
      // Sentences, not templates: a date pattern's placeholders would make it the longest.
      let sentences = table.words.values.filter { !$0.contains("%") }
      let longest = sentences.sorted { ($0.count, $0) > ($1.count, $1) }.prefix(1)
      byLanguage[SpeechLanguage.of(locale: table.locale), default: []].append(contentsOf: longest)
    }
    return byLanguage.sorted { $0.key < $1.key }.map { ($0.key, $0.value.joined(separator: ". ")) }
  }

  /// The voice as `--voices FOLDER` loads it (Earshot's checker, then eSpeak NG's data),
  /// or nil when the checker refuses it, which it must do with a reason.
  static func load(_ text: String, in folder: URL) -> Voice? {
    do {
      try Data(text.utf8).write(to: folder.appendingPathComponent("swept.voice"))
      return try VoiceLibrary.load(from: [folder]).voice(named: "swept")
    } catch let error as VoiceError {
      if error.message.isEmpty { fatalError("a voice refused without a reason: \(text)") }
      return nil
    } catch {
      fatalError("cannot write the voice file: \(error)")
    }
  }
}
