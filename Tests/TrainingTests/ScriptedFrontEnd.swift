import Playback
import ScreenReader
import Training

/// The quiz without a terminal: answers given in advance, every line kept as
/// plain text, every step "said" kept, and the clips `--wav-each` would write named.
final class ScriptedFrontEnd: QuizFrontEnd {
  /// What the trainee types next: a line, or word for word what was last said.
  enum Reply {
    case typed(String)
    case whatWasSaid
  }

  var replies: [Reply]
  var lines: [String] = []
  var spoken: [Step] = []
  var clips: [String] = []
  /// What each clip holds: the narrator's words, or each step's command.
  var clipContents: [String: [String]] = [:]
  var capture: [String]?
  var reported: [String] = []
  /// The settings each played item was heard with.
  var voices: [Course.Settings] = []

  init(_ replies: [Reply]) {
    self.replies = replies
  }

  convenience init(typing answers: [String]) {
    self.init(answers.map(Reply.typed))
  }

  /// Everything shown, one line each.
  var text: String { lines.joined(separator: "\n") }

  func show(_ line: QuizLine) {
    switch line {
    case .text(let text): lines.append(text.plain)
    case .prose(let text, let lead, _): lines.append(lead.runs.isEmpty ? text.plain : lead.plain + " " + text.plain)
    case .transcript(let steps, let echo):
      for step in steps { lines += echo ? step.transcriptLines : Array(step.transcriptLines.dropFirst()) }
    case .why(let results): lines += results.map { "why \($0.platform.screenReaderName)" }
    case .speechHidden(let silent): lines.append(silent ? "(not heard)" : "(heard)")
    }
  }

  func readAnswer(prompt: String) -> String? {
    guard !replies.isEmpty else { return nil }
    switch replies.removeFirst() {
    case .typed(let answer):
      lines.append("\(prompt)\(answer)")
      return answer
    case .whatWasSaid:
      let said = spoken.last?.results.first?.events.utterances.map(\.text).joined(separator: ", ") ?? ""
      lines.append("\(prompt)\(said)")
      return said
    }
  }

  func speak(_ step: Step) -> Bool {
    spoken.append(step)
    capture?.append(step.narration ?? step.typed)
    return true
  }

  func useVoices(_ settings: Course.Settings, for screen: Screen) {
    voices.append(settings)
  }

  func startClip() {
    capture = []
  }

  func finishClip(named name: String) {
    clips.append(name)
    clipContents[name] = capture
    capture = nil
  }

  func report(_ diagnostic: Diagnostic) {
    reported.append(diagnostic.description)
  }
}
