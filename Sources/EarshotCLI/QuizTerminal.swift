import Diagnostics
import Foundation
import LineEditing
import Playback
import Recording
import Rendering
import Scenario
import ScreenReader
import Speech
import Training

/// The quiz at a terminal: answers from readline (or, scripted, from standard input),
/// speech on the sound device, and every line printed through `print`, which shows
/// control characters in course and scenario text escaped, as the REPL does.
/// What is asked and when is the `Quiz`'s (Training).
public final class QuizTerminal: QuizFrontEnd {
  let style = TerminalStyle.detect()
  let editor = LineEditor(historyPath: nil) { _ in [] }
  let live: LiveSpeech?
  /// The voices as chosen on the command line; each played item derives its own from them.
  let baseCast: VoiceCast
  let engine: SpeechEngine?
  let earconsEnabled: Bool
  let hintsEnabled: Bool
  /// Where each exercise's WAV file goes (`--wav-each DIR`).
  let clipFolder: String?
  /// Everything said, when the session is recorded (`--wav`).
  public internal(set) var recorded: [Int16]?
  /// Whether piped answers stopped at a line too long to be one: the run ends with status 2, as the REPL's does.
  public var inputStoppedAtLongLine: Bool { editor.stoppedAtLongLine }
  /// What the item being played says, for its WAV file (`--wav-each`).
  var capture: [Int16]?
  /// The voices of the item being played.
  var cast: VoiceCast
  /// Speech notes already printed (a voice eSpeak NG lacks), said once.
  var notesSaid: Set<String> = []
  /// Commands spoken so far, numbering timeline segments.
  var spokenCount = 0

  /// - Parameters:
  ///   - live: speech on the sound device (nil: silent).
  ///   - engine: renders speech for `--wav` and `--wav-each` (nil when neither is asked for).
  ///   - records: whether everything said is kept for `--wav`.
  ///   - clipFolder: where `--wav-each` writes each exercise.
  ///   - narration: the language the course is written in (its own 'locale:'), which the narrator speaks.
  public init(
    live: LiveSpeech?, cast: VoiceCast, engine: SpeechEngine?, records: Bool, earconsEnabled: Bool,
    hintsEnabled: Bool, clipFolder: String?, narration: String? = nil
  ) {
    var cast = cast
    if let narration, !narration.hasPrefix("en"),
      let voice = try? LanguageVoice.derive(cast.narrator, locale: narration)
    {
      cast.narrator = voice
    }
    self.live = live
    self.baseCast = cast
    self.cast = cast
    self.engine = engine
    self.recorded = records ? [] : nil
    self.earconsEnabled = earconsEnabled
    self.hintsEnabled = hintsEnabled
    self.clipFolder = clipFolder
  }

  /// Said before anything else when nothing can be heard: why, and what works instead.
  /// At a terminal, when the sound device is missing (not turned off with --no-audio),
  /// the trainee chooses: go on, read instead, or quit. Returns how the quiz is taken in, nil to quit.
  public func goOnWithoutSound(reason: String, listening: QuizListening, asked: Bool) -> QuizListening? {
    guard listening == .notHeard else {
      if listening == .read { print(style.dim("No sound: \(reason). What is said prints where it would be heard.")) }
      return listening
    }
    print(style.error("No sound: \(reason)."))
    print("This quiz is meant to be heard, and nothing can be heard here. What works instead:")
    print("  go on         answer, then read what each screen said after each answer ('show' prints it sooner)")
    print("  --read        what is said prints where it would be heard, for a trainee who reads")
    print("  --wav-each DIR  each exercise written as a WAV file to play on a device with sound, answered here")
    guard asked, editor.isInteractive else {
      print(style.dim("(going on: the text shows after each answer)"))
      return listening
    }
    while true {
      guard let choice = editor.readLine(prompt: "Enter goes on, r reads instead, q quits: ") else { return nil }
      switch choice.trimmingCharacters(in: .whitespaces).lowercased() {
      case "": return listening
      case "r", "read": return .read
      case "q", "quit": return nil
      default: continue
      }
    }
  }

  /// At a terminal, the trainee's name for the record (`--record` without `--trainee`).
  public func askTrainee() -> String? {
    guard editor.isInteractive, let name = editor.readLine(prompt: "Your name, for the trainer's record: ") else {
      return nil
    }
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }

  public func show(_ line: QuizLine) {
    switch line {
    case .text(let text):
      print(render(text))
    case .prose(let text, let lead, let indent):
      printWrapped(render(text), lead: render(lead), indent: indent)
    case .transcript(let steps, let echo):
      printTranscript(steps, echo: echo)
    case .why(let results):
      let lines = WhyRenderer.render(
        results: results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }, style: style
      ) { "\($0.screenReaderName), on reaching it:" }
      for line in lines.split(separator: "\n") { print("  " + line) }
    case .speechHidden(let silent):
      print("  " + style.dim(Repl.hiddenSpeech(silent: silent)))
    }
  }

  /// The quiz's tones in the terminal's colours.
  func render(_ text: QuizText) -> String {
    text.runs.map { run in
      switch run.tone {
      case .plain: run.text
      case .note: style.note(run.text)
      case .dim: style.dim(run.text)
      case .error: style.error(run.text)
      }
    }.joined()
  }

  /// Every line goes out here: control characters from course or scenario text are shown
  /// escaped, never obeyed; Earshot's own colours pass, and without colour (piped, NO_COLOR)
  /// no escape sequence passes at all.
  func print(_ text: String) {
    Swift.print(VisibleText.escaped(text, keepingNewlines: true, keepingStyle: style.enabled))
  }

  /// Prose (the narrator, an explanation) after `lead`, wrapped between words at the
  /// terminal's width, each later line indented; piped, one line as written.
  func printWrapped(_ text: String, lead: String = "", indent: Int = 2) {
    let leadWidth = lead.isEmpty ? 0 : DisplayWidth.of(stripStyle(lead)) + 1
    guard editor.isInteractive, let columns = LineEditor.terminalColumns(), columns > max(indent, leadWidth) + 20
    else {
      return print(lead.isEmpty ? text : lead + " " + text)
    }
    var lines = CommandTableText.wrapped(text, width: columns - 1, indent: indent, firstIndent: leadWidth)
    if !lead.isEmpty { lines[0] = lead + " " + lines[0].dropFirst(leadWidth) }
    for line in lines { print(line) }
  }

  /// Earshot's colour sequences taken out, to measure what shows.
  func stripStyle(_ text: String) -> String {
    var result = ""
    var inSequence = false
    for character in text {
      if character == "\u{1B}" {
        inSequence = true
      } else if inSequence {
        if character == "m" { inSequence = false }
      } else {
        result.append(character)
      }
    }
    return result
  }

  func printTranscript(_ steps: [Step], echo: Bool) {
    let renderer = ReplStepRenderer(style: style, columns: nil)
    for step in steps {
      if echo { print(style.dim("  > \(step.typed)")) }
      if let narration = step.narration { print("  " + style.dim("(narrator) ") + narration) }
      let results = step.results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }
      if !results.isEmpty { for line in renderer.render(results) { print("  " + line) } }
    }
  }

  /// One answer; nil at the end of input. Piped answers are echoed, as the REPL echoes commands.
  public func readAnswer(prompt: String) -> String? {
    while true {
      guard let line = editor.readLine(prompt: editor.isInteractive ? prompt : "") else { return nil }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if !editor.isInteractive { print("> \(trimmed)") }
      return trimmed
    }
  }

  public func report(_ diagnostic: Diagnostic) {
    Console.report(diagnostic)
  }
}
