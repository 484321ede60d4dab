/// How expectations compare speech: what a listener can tell apart. Case, spacing,
/// hyphens and punctuation are not heard ("Double-tap" = "double tap",
/// "Check box" = "checkbox"), so only letters and digits are compared.
public enum SpeechMatcher {
  public static func normalized(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  public static func matches(_ heard: String, expected: String) -> Bool {
    normalized(heard) == normalized(expected)
  }
}
