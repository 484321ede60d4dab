/// Runtime parameters for a voice: what eSpeak NG sets per utterance rather than in the voice file.
public struct VoiceSettings: Sendable, Hashable, Codable {
  /// Words per minute.
  public var rate: Int
  /// 0...100; 50 keeps the voice file's own base pitch.
  public var pitch: Int
  /// Pitch variation, 0 (monotone) ...100; 50 keeps the voice file's own range.
  public var range: Int
  /// 0...200; 100 is normal loudness.
  public var volume: Int

  public static let rateRange = 80...450
  public static let pitchRange = 0...100
  public static let rangeRange = 0...100
  public static let volumeRange = 0...200

  public init(rate: Int = 175, pitch: Int = 50, range: Int = 50, volume: Int = 100) {
    self.rate = rate
    self.pitch = pitch
    self.range = range
    self.volume = volume
  }

  /// The same settings with every value moved into its allowed range.
  public var clamped: VoiceSettings {
    VoiceSettings(
      rate: rate.clamped(to: Self.rateRange),
      pitch: pitch.clamped(to: Self.pitchRange),
      range: range.clamped(to: Self.rangeRange),
      volume: volume.clamped(to: Self.volumeRange))
  }
}

extension Int {
  func clamped(to limits: ClosedRange<Int>) -> Int {
    Swift.min(Swift.max(self, limits.lowerBound), limits.upperBound)
  }
}
