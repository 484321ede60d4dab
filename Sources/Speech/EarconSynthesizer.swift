import Foundation

/// Short tones made in code (sines with envelopes), distinct from each other and the same
/// on every call: a high tick for actionable focus, a softer lower one for other focus,
/// a low thud at a boundary, a rising
/// pair of notes when a window opens and a falling pair when it closes.
public enum EarconSynthesizer {
  public static func samples(for sound: EarconSound) -> [Int16] {
    rendered[sound] ?? []
  }

  private static let rendered: [EarconSound: [Int16]] = Dictionary(
    uniqueKeysWithValues: EarconSound.allCases.map { ($0, render(tones(for: $0))) })

  /// One partial-rich note with a linear attack and an exponential decay.
  struct Tone {
    var startMilliseconds: Double
    var durationMilliseconds: Double
    var startFrequency: Double
    /// The pitch glides linearly to this frequency over the note.
    var endFrequency: Double
    /// Peak level, 0...1 of full scale.
    var level: Double
    var attackMilliseconds: Double
    /// Time for the level to fall to 1/e.
    var decayMilliseconds: Double
    /// Overtones as (frequency multiple, relative level).
    var overtones: [(multiple: Double, level: Double)] = []
  }

  static func tones(for sound: EarconSound) -> [Tone] {
    switch sound {
    case .focusActionable:
      [
        Tone(
          startMilliseconds: 0, durationMilliseconds: 60, startFrequency: 1568, endFrequency: 1568,
          level: 0.30, attackMilliseconds: 2, decayMilliseconds: 14, overtones: [(2, 0.25)])
      ]
    case .focus:
      [
        Tone(
          startMilliseconds: 0, durationMilliseconds: 45, startFrequency: 1047, endFrequency: 1047,
          level: 0.16, attackMilliseconds: 2, decayMilliseconds: 10)
      ]
    case .boundary:
      [
        Tone(
          startMilliseconds: 0, durationMilliseconds: 110, startFrequency: 220, endFrequency: 150,
          level: 0.42, attackMilliseconds: 4, decayMilliseconds: 32, overtones: [(2, 0.35), (3, 0.12)])
      ]
    case .windowOpened:
      [
        Tone(
          startMilliseconds: 0, durationMilliseconds: 90, startFrequency: 784, endFrequency: 784,
          level: 0.26, attackMilliseconds: 5, decayMilliseconds: 45, overtones: [(2, 0.15)]),
        Tone(
          startMilliseconds: 70, durationMilliseconds: 100, startFrequency: 1175, endFrequency: 1175,
          level: 0.26, attackMilliseconds: 5, decayMilliseconds: 50, overtones: [(2, 0.15)]),
      ]
    case .windowClosed:
      [
        Tone(
          startMilliseconds: 0, durationMilliseconds: 90, startFrequency: 1175, endFrequency: 1175,
          level: 0.26, attackMilliseconds: 5, decayMilliseconds: 45, overtones: [(2, 0.15)]),
        Tone(
          startMilliseconds: 70, durationMilliseconds: 100, startFrequency: 784, endFrequency: 784,
          level: 0.26, attackMilliseconds: 5, decayMilliseconds: 50, overtones: [(2, 0.15)]),
      ]
    }
  }

  static func render(_ tones: [Tone]) -> [Int16] {
    let rate = Double(Audio.sampleRate)
    let end = tones.map { $0.startMilliseconds + $0.durationMilliseconds }.max() ?? 0
    var mix = [Double](repeating: 0, count: Int((end * rate / 1000).rounded(.up)))
    for tone in tones {
      let first = Int(tone.startMilliseconds * rate / 1000)
      let count = Int(tone.durationMilliseconds * rate / 1000)
      let attack = max(1, tone.attackMilliseconds * rate / 1000)
      let decay = tone.decayMilliseconds * rate / 1000
      // A short linear fade at the end so the note never stops on a click.
      let release = min(Double(count), 3 * rate / 1000)
      let partials = [(multiple: 1.0, level: 1.0)] + tone.overtones
      let normaliser = partials.reduce(0) { $0 + $1.level }
      var phase = 0.0
      for index in 0..<count where first + index < mix.count {
        let position = Double(index)
        let frequency =
          tone.startFrequency + (tone.endFrequency - tone.startFrequency) * position / Double(count)
        phase += 2 * Double.pi * frequency / rate
        var envelope = position < attack ? position / attack : exp(-(position - attack) / decay)
        let remaining = Double(count - index)
        if remaining < release { envelope *= remaining / release }
        var value = 0.0
        for partial in partials {
          value += partial.level * sin(phase * partial.multiple)
        }
        mix[first + index] += tone.level * envelope * value / normaliser
      }
    }
    return mix.map { Int16((max(-1, min(1, $0)) * 32_767).rounded()) }
  }
}
