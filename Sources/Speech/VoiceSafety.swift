/// What a voice file does to libespeak-ng 1.51 once its lines are combined with every
/// setting Earshot allows (`--pitch` and the REPL's `pitch` 0...100; the range is the
/// file's own `range=`, which nothing else changes): a voice is accepted only if
/// eSpeak NG survives all of them. Each rule follows eSpeak NG 1.51's source
/// (espeak-ng tag 1.51, src/libespeak-ng) and was measured with that source built under
/// AddressSanitizer (docs/fuzzing.md, "Voice files").
struct VoiceSafety: Sendable {
  /// The last `pitch` line: eSpeak applies each in turn, so the last one counts.
  var pitch: (base: Int, top: Int, line: Int, column: Int)?
  /// Per formant 0...8: frequency %, width % and added Hz, with the line that set them.
  var formants: [Int: (frequency: Int, width: Int, added: Int, line: Int)] = [:]
  /// The stress lengths as the lines leave them: `stressLength` sets slots, each
  /// `stressAdd` line adds to them (voices.c:709-743). Nil where the language's own is kept.
  var stressLengths: [Int?] = Array(repeating: nil, count: 8)
  var stressAdded: [Int] = Array(repeating: 0, count: 8)
  var lastStressLine: (line: Int, column: Int)?
  /// The last `flutter` value: eSpeak's default voice has 64 (voices.c, VoiceReset), that is 2.
  var flutter = 2

  /// eSpeak's default `pitch 82 118` (voices.c:367-369).
  static let defaultPitch = (base: 82, top: 118)

  /// The lowest fundamental (Hz) a formant scale of 100% survives. wavegen.c:476-479
  /// (PeaksToHarmspect) writes one entry of `htab` per harmonic under each formant
  /// peak with no bound, and `htab` holds MAX_HARMONIC = 400 (wavegen.c:79, 83); the
  /// 25 Hz floor of wavegen.c:564-565 is applied only after a phoneme's first 64
  /// samples (wavegen.c:716-720 use the pitch unclamped). Measured under ASan with
  /// `pitch N N` (fundamental N-9 Hz): at 100% formants 12 Hz overruns and 13 Hz does
  /// not; at 50/150/200/300% the last overrunning fundamentals were 5, 17, 27 and
  /// 39 Hz, at most 13.5 Hz per 100%. 16 Hz leaves a margin of a fifth.
  static let lowestSafeFundamental = 16.0
  /// Formant widths beyond 150% widen the top peak enough to need a higher floor:
  /// measured, 300% overran at 15 Hz (safe at 17), 500% at 21 Hz.
  static let widthFreeUpTo = 150.0
  /// The pitch eSpeak never goes under after a phoneme's first 64 samples (wavegen.c:564-565).
  static let eSpeakFloor = 25.0

  /// pitch_adjust_tab (wavegen.c:221-234): `--pitch` 0...100 scales the base by N/128.
  static let pitchAdjust: [Int] = [
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 86, 87, 88, 89, 91, 92,
    93, 94, 96, 97, 98, 100, 101, 103, 104, 105, 107, 108, 110, 111, 113, 115, 116, 118, 119, 121, 123, 124, 126,
    128, 130, 132, 133, 135, 137, 139, 141, 143, 145, 147, 149, 151, 153, 155, 158, 160, 162, 164, 167, 169, 171,
    174, 176, 179, 181, 184, 186, 189, 191, 194, 197, 199, 202, 205, 208, 211, 214, 217, 220, 223, 226, 229, 232,
    236, 239, 242, 246, 249, 252, 254, 255,
  ]

  /// The lowest pitch (Hz) eSpeak NG can start a phoneme at with this `pitch` line and
  /// these settings, over every intonation value (an unsigned char: set_pitch,
  /// intonation.c:379-393, keeps them in 0...254). voices.c:703-704 turns the line into base and range (Hz << 12);
  /// SetPitch2 (wavegen.c:1110-1136) scales them by `--pitch` and `range`.
  static func lowestFundamental(base: Int, top: Int, pitchSetting: Int, rangeSetting: Int) -> Double {
    let voiceBase = (base - 9) << 12
    let voiceRange = (top - base) * 108
    var scaledBase = voiceBase * pitchAdjust[pitchSetting.clamped(to: 0...100)] / 128
    let range = voiceRange * rangeSetting / 50
    scaledBase -= (range - voiceRange) * 18
    // The envelope runs between the syllable's two values (wavegen.c:1135-1157), so
    // the lowest start is at one end of the intonation's values: an unsigned char,
    // 0...254 from set_pitch, up to 255 for a tone language's (intonation.c:920-921).
    let lowest = min(scaledBase, scaledBase + 255 * range / 2)
    return Double(lowest) / 4096
  }

  /// The lowest fundamental these formants survive: 16 Hz scaled by the highest
  /// frequency % of the harmonic peaks (formants 0...5; wavegen.c:467 stops at
  /// n_harmonic_peaks, at most 5 by voices.c:848-854), by widths past 150%, plus
  /// the added Hz spread over the 400 harmonics.
  func lowestSafeFundamental() -> Double {
    let peaks = (0...5).map { formants[$0] ?? (frequency: 100, width: 100, added: 0, line: 0) }
    let frequency = Double(peaks.map(\.frequency).max() ?? 100) / 100
    let width = max(1, Double(peaks.map(\.width).max() ?? 100) / Self.widthFreeUpTo)
    let added = Double(max(0, peaks.map(\.added).max() ?? 0)) / 400
    return Self.lowestSafeFundamental * frequency * width + added
  }

  /// Records a keyword line of numbers as eSpeak applies it.
  mutating func note(keyword: String, numbers: [Int], line: Int, column: Int) {
    switch keyword {
    case "pitch" where numbers.count == 2:
      pitch = (numbers[0], numbers[1], line, column)
    case "formant" where numbers.count >= 2:
      // voices.c:425-450: a negative value keeps the earlier one; the added Hz is reset.
      var formant = formants[numbers[0]] ?? (frequency: 100, width: 100, added: 0, line: line)
      if numbers[1] >= 0 { formant.frequency = numbers[1] }
      if numbers.count > 3, numbers[3] >= 0 { formant.width = numbers[3] }
      formant.added = numbers.count > 4 ? numbers[4] : 0
      formant.line = line
      formants[numbers[0]] = formant
    case "flutter" where numbers.count == 1:
      flutter = numbers[0]
    case "stressLength":
      for (slot, value) in numbers.prefix(8).enumerated() {
        stressLengths[slot] = value
        stressAdded[slot] = 0
      }
      lastStressLine = (line, column)
    case "stressAdd":
      for (slot, value) in numbers.prefix(8).enumerated() { stressAdded[slot] += value }
      lastStressLine = (line, column)
    default: break
    }
  }

  /// What is unsafe, with where to say it; nil when eSpeak NG survives every setting.
  func problem(
    pitchSettings: ClosedRange<Int> = VoiceSettings.pitchRange,
    rangeSettings: ClosedRange<Int> = VoiceSettings.rangeRange
  ) -> (line: Int, column: Int, message: String, hint: String)? {
    if let stress = stressProblem() { return stress }
    let (base, top) = pitch.map { ($0.base, $0.top) } ?? Self.defaultPitch
    let needed = lowestSafeFundamental()
    // Linear in each setting, so the extremes bound every value between.
    let corners = [pitchSettings.lowerBound, pitchSettings.upperBound].flatMap { pitchSetting in
      [rangeSettings.lowerBound, rangeSettings.upperBound].map { (pitchSetting, $0) }
    }
    func lowest(_ base: Int, _ top: Int) -> (hz: Double, pitch: Int, range: Int) {
      // Four corners: `min` always has one; the fallback only keeps the type total.
      corners.map { (Self.lowestFundamental(base: base, top: top, pitchSetting: $0.0, rangeSetting: $0.1), $0.0, $0.1) }
        .min { $0.0 < $1.0 } ?? (0, pitchSettings.lowerBound, rangeSettings.lowerBound)
    }
    // After a phoneme's first 64 samples, flutter moves the pitch down by up to
    // `flutter` Hz (wavegen.c:554-559: Flutter_tab's 0x02...0xED less 0x80, times
    // flutter x 32, in Hz << 12), and eSpeak stops it at 25 Hz (wavegen.c:564-565).
    // Found by VoiceSynthesisFuzzer: 'flutter 61' with formant 5 at 219% overran.
    func withFlutter(_ hz: Double) -> Double { min(hz, max(Self.eSpeakFloor, hz - Double(flutter))) }
    let worst = lowest(base, top)
    guard withFlutter(worst.hz) < needed else { return nil }
    let place =
      pitch.map { ($0.line, $0.column) }
      ?? formants.values.max { $0.frequency < $1.frequency }.map { ($0.line, 1) } ?? (1, 1)
    let raised = (0...(500 - max(base, top))).first { withFlutter(lowest(base + $0, top + $0).hz) >= needed }
    let level = max(base, top)
    let hint =
      raised.map { "raise both numbers by \($0) ('pitch \(base + $0) \(top + $0)') or narrow the gap between them" }
      ?? (withFlutter(lowest(level, level).hz) >= needed
        ? "narrow the gap between the numbers, e.g. 'pitch \(level) \(level)'"
        : "lower the formant frequencies and widths, or raise the pitch")
    let fluttered = withFlutter(worst.hz) < worst.hz && worst.hz >= needed
    let message =
      "with --pitch \(worst.pitch) and range=\(worst.range) this voice "
      + (fluttered
        ? "can fall to \(Self.hertz(withFlutter(worst.hz))) Hz with its flutter \(flutter)"
        : "can start a phoneme at " + (worst.hz > 0 ? "\(Self.hertz(worst.hz)) Hz" : "0 Hz or below"))
      + ", under the \(Self.hertz(needed)) Hz its formants need: eSpeak NG 1.51 would write past its harmonic table and crash"
    return (place.0, place.1, message, hint)
  }

  /// A stress length under 0 makes eSpeak NG 1.51 read out of its tables (measured
  /// under ASan: en-us's first slot is 182, and `stressAdd -200 0 0 0 0 0 0 0` overruns
  /// in Wavegen while -150 does not); over 1000 only stretches speech (lengths past
  /// 500 already read no slower). A slot the voice sets with `stressLength` must stay
  /// at 0 or more with what `stressAdd` adds. One it does not set keeps the language's
  /// own, at least 115 where a language sets it (tr_languages.c, 1.51): so at most 100
  /// may be taken from it. Measured per slot: -100 to -300 on each of en-us, de and fr
  /// overran only where the result fell under 0. eSpeak NG's own variants take at most
  /// 30 (voices/!v).
  ///
  /// Nor may a length be small: setlengths.c:693-731 (1.51) scales a vowel's length by its stress length over 128,
  /// after holding the speed's factor at 8 or more, so a length under 16 can make a vowel 0 samples long, and
  /// libespeak-ng crashes in `espeak_Synth` (issue 36: `language de`, `stressLength 1 100 ...` at 80-100 wpm; 2 at
  /// 140 wpm; 3 and more did not, measured on en-us, de and fr at 80, 100 and 140 wpm). A length of 0 means "as
  /// slot 7" (setlengths.c:706-707), which may not be 0 itself.
  static let largestReduction = 99
  static let shortestStressLength = 16

  func stressProblem() -> (line: Int, column: Int, message: String, hint: String)? {
    guard let place = lastStressLine else { return nil }
    for slot in 0..<8 where stressAdded[slot] != 0 || stressLengths[slot] != nil {
      let total = (stressLengths[slot] ?? 0) + stressAdded[slot]
      if let length = stressLengths[slot], total < 0 {
        return (
          place.line, place.column,
          "stress length \(slot + 1) comes to \(total) (\(length) from stressLength, then stressAdd); eSpeak NG 1.51 reads out of its tables with a negative length",
          "keep each stressLength plus its stressAdd values at 0 or more"
        )
      }
      if let length = stressLengths[slot], total < Self.shortestStressLength, total != 0 || slot == 6 {
        return (
          place.line, place.column,
          "stress length \(slot + 1) comes to \(total)"
            + (total == length ? "" : " (\(length) from stressLength, then stressAdd)")
            + (slot == 6 ? ", and the lengths set to 0 take this one" : "")
            + "; eSpeak NG 1.51 can make a vowel 0 samples long with a length under \(Self.shortestStressLength) and crash",
          slot == 6
            ? "keep stress length 7 at \(Self.shortestStressLength) or more"
            : "keep each stress length at 0 (as length 7) or \(Self.shortestStressLength) or more"
        )
      }
      if stressLengths[slot] == nil, total < -Self.largestReduction {
        return (
          place.line, place.column,
          "stressAdd takes \(-total) from stress length \(slot + 1), more than the \(Self.largestReduction) that keep every language's own length above 0 (eSpeak NG 1.51 reads out of its tables with a negative one)",
          "take at most \(Self.largestReduction), or set the length with a 'stressLength' line first"
        )
      }
      if total > 1000 {
        return (
          place.line, place.column,
          "stress length \(slot + 1) comes to \(total); eSpeak NG reads no slower past 500, and more only wastes time",
          "keep each stress length, with what stressAdd adds, at 1000 or less"
        )
      }
    }
    return nil
  }

  static func hertz(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    return tenths.truncatingRemainder(dividingBy: 10) == 0 ? "\(Int(tenths / 10))" : "\(tenths / 10)"
  }
}
