/// How the trainee takes in what the readers say.
public enum QuizListening: Equatable, Sendable {
  /// Through the sound device; the text shows after each answer.
  case heard
  /// No sound: what is said prints where it would be heard (`--read`).
  case read
  /// Each exercise is written as a WAV file in this folder, to play elsewhere (`--wav-each DIR`).
  case wavFiles(String)
  /// No sound and no other way chosen: the text shows only after each answer.
  case notHeard

  /// For the record.
  public var name: String {
    switch self {
    case .heard: "heard"
    case .read: "read"
    case .wavFiles: "wav files"
    case .notHeard: "not heard"
    }
  }

  /// What prints where speech is heard but not shown.
  var unshownSpeech: String {
    switch self {
    case .heard: "(listen)"
    case .wavFiles: "(in the WAV file)"
    case .read, .notHeard: "(not heard: no sound)"
    }
  }
}
