import Testing

@testable import Speech

/// The two stand-in voices must stay easy to tell apart by ear: an iOS session never
/// sounds like an Android one. What tells them apart is the pitch (the VoiceOver voice's
/// range is a female one, the TalkBack voice's a male one), so the test measures each
/// voice's speaking pitch on the same text, as a listener hears it.
@Suite struct StandInVoiceTests {
  static let text = "Photos, heading. Delete photo, button, double tap to activate."

  /// The median fundamental frequency of the voiced parts, in Hz: per 40 ms frame with
  /// sound in it, the lag (70 to 400 Hz) where the frame best matches itself shifted.
  static func medianPitch(_ samples: [Int16]) -> Double {
    let rate = Audio.sampleRate
    let frame = rate / 25
    let hop = frame / 2
    let lags = (rate / 400)...(rate / 70)
    var pitches: [Double] = []
    var start = 0
    while start + frame + lags.upperBound < samples.count {
      let window = samples[start..<(start + frame + lags.upperBound)].map { Double($0) }
      let energy = window[0..<frame].reduce(0) { $0 + $1 * $1 }
      if energy / Double(frame) > 250_000 {
        var best = (lag: 0, score: 0.0)
        for lag in lags {
          var product = 0.0
          var shifted = 0.0
          for index in 0..<frame {
            product += window[index] * window[index + lag]
            shifted += window[index + lag] * window[index + lag]
          }
          let score = product / (energy * shifted).squareRoot()
          if score > best.score { best = (lag, score) }
        }
        if best.score > 0.6 { pitches.append(Double(rate) / Double(best.lag)) }
      }
      start += hop
    }
    pitches.sort()
    return pitches.isEmpty ? 0 : pitches[pitches.count / 2]
  }

  @Test func theVoiceOverVoiceSpeaksClearlyHigherThanTheTalkBackVoice() throws {
    let engine = try SpeechEngine()
    let voiceOver = Self.medianPitch(try engine.samples(for: Self.text, voice: TestSupport.voice("voiceover")))
    let talkBack = Self.medianPitch(try engine.samples(for: Self.text, voice: TestSupport.voice("talkback")))
    // Voiced frames were found in both, at speaking pitches.
    #expect((80.0...300.0).contains(talkBack), "TalkBack voice at \(talkBack) Hz")
    #expect((120.0...350.0).contains(voiceOver), "VoiceOver voice at \(voiceOver) Hz")
    // Half as high again (a fifth and more apart): heard at once as two speakers.
    #expect(voiceOver >= 1.4 * talkBack, "VoiceOver \(voiceOver) Hz against TalkBack \(talkBack) Hz")
  }

  /// Each stand-in renders the same text byte-identically after speaking something else
  /// in the same voice (voices/README.md): a Klatt voice keeps filter and noise state in
  /// eSpeak NG between utterances, which the engine's reset before each one must cover.
  @Test func eachStandInSaysTheSameTextIdenticallyAfterOtherSpeech() throws {
    for name in ["voiceover", "talkback"] {
      let voice = try TestSupport.voice(name)
      let engine = try SpeechEngine()
      func speak(_ text: String) throws -> [Int16] {
        var samples: [Int16] = []
        _ = try engine.synthesize(text, voice: voice) {
          samples.append(contentsOf: $0)
          return true
        }
        return samples
      }
      let first = try speak(Self.text)
      _ = try speak("Wi-Fi, switch, on. Sharing your screen, shh, fast forward.")
      #expect(try speak(Self.text) == first, "\(name)")
    }
  }
}
