/// Turns a label into text eSpeak NG reads as plain words.
///
/// Synthesis runs without SSML and without phoneme input, so `<`, `>`, `&`, `[[`, `]]`
/// are never markup. What is left are control characters: eSpeak treats U+0001 as the
/// start of an embedded command (speed, pitch, voice ...), "[" + U+0002 as the start of
/// phoneme input, and NUL would end the C string early. They become spaces.
enum SpeechText {
  static func sanitized(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(isControl(scalar) ? " " : scalar)
    }
    return String(scalars)
  }

  /// True when there is nothing to pronounce, so eSpeak need not be called.
  static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || isControl($0) }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
