import Audit
import Diagnostics
import Foundation
import LineEditing
import Playback
import Recording
import Scenario
import ScreenReader
import Speech
import Training

/// The quiz, as a trainee goes through it: each exercise is heard (not read),
/// then two questions, the answer explained, and the fixed variant heard.
/// Answers come from the terminal (readline) or, scripted, from standard input.
/// Every line it prints goes through `print`, which shows control characters in
/// course and scenario text escaped, as the REPL does.
public struct QuizSession {
  /// What the quiz runs through, in order; a played item carries what its course step fixes.
  public enum Item {
    case say(String)
    case note(String)
    /// An example to hear and read, with no question.
    case listen(LoadedScenario, Course.Settings)
    case exercise(Exercise, Course.Settings)
    /// Announcements to write down: the gestures (or the scenario's walk) on one reader.
    case dictation(LoadedScenario, gestures: [ScriptLine], Course.Settings)
  }

  /// How the trainee takes in what the readers say.
  public enum Listening: Equatable, Sendable {
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
  }

  let style = TerminalStyle.detect()
  let editor = LineEditor(historyPath: nil) { _ in [] }
  let live: LiveSpeech?
  /// The voices as chosen on the command line; each played item derives its own from them.
  let baseCast: VoiceCast
  let engine: SpeechEngine?
  let earconsEnabled: Bool
  let hintsEnabled: Bool
  var listening: Listening
  /// The quiz's own settings (the command line over the course's); a step's override them.
  let defaults: Course.Settings
  public var record: QuizRecord
  /// Everything said, when the session is recorded (`--wav`).
  public var recorded: [Int16]?
  /// What the item being played says, for its WAV file (`--wav-each`).
  var capture: [Int16]?
  /// The voices and settings of the item being played.
  var cast: VoiceCast
  var settings: Course.Settings
  /// Speech notes already printed (a voice eSpeak NG lacks), said once.
  var notesSaid: Set<String> = []
  /// Commands spoken so far, numbering timeline segments.
  var spokenCount = 0
  /// Ctrl-C stopped what was being said; a walk stops there.
  var cutOff = false

  /// - Parameters:
  ///   - live: speech on the sound device (nil: silent).
  ///   - engine: renders speech for `--wav` and `--wav-each` (nil when neither is asked for).
  ///   - records: whether everything said is kept for `--wav`.
  ///   - narration: the language the course is written in (its own 'locale:'), which the narrator speaks.
  public init(
    live: LiveSpeech?, cast: VoiceCast, engine: SpeechEngine?, records: Bool, earconsEnabled: Bool,
    hintsEnabled: Bool, listening: Listening, defaults: Course.Settings, narration: String? = nil, record: QuizRecord
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
    self.listening = listening
    self.defaults = defaults
    self.settings = defaults
    self.record = record
    self.record.platform = defaults.platform ?? PlatformChoice.both.rawValue
    self.record.locale = defaults.locale
    self.record.rate = defaults.rate
    self.record.listening = listening.name
  }

  /// Said before anything else when nothing can be heard: why, and what works instead.
  /// At a terminal, when the sound device is missing (not turned off with --no-audio),
  /// the trainee chooses: go on, read instead, or quit. Returns false to quit.
  public mutating func goOnWithoutSound(reason: String, asked: Bool) -> Bool {
    guard listening == .notHeard else {
      if listening == .read { print(style.dim("No sound: \(reason). What is said prints where it would be heard.")) }
      return true
    }
    print(style.error("No sound: \(reason)."))
    print("This quiz is meant to be heard, and nothing can be heard here. What works instead:")
    print("  go on         answer, then read what each screen said after each answer ('show' prints it sooner)")
    print("  --read        what is said prints where it would be heard, for a trainee who reads")
    print("  --wav-each DIR  each exercise written as a WAV file to play on a device with sound, answered here")
    guard asked, editor.isInteractive else {
      print(style.dim("(going on: the text shows after each answer)"))
      return true
    }
    while true {
      guard let choice = editor.readLine(prompt: "Enter goes on, r reads instead, q quits: ") else { return false }
      switch choice.trimmingCharacters(in: .whitespaces).lowercased() {
      case "": return true
      case "r", "read":
        listening = .read
        record.listening = listening.name
        return true
      case "q", "quit": return false
      default: continue
      }
    }
  }

  /// At a terminal, the trainee's name for the record (`--record` without `--trainee`).
  public mutating func askTrainee() {
    guard editor.isInteractive, let name = editor.readLine(prompt: "Your name, for the trainer's record: ") else {
      return
    }
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    if !trimmed.isEmpty { record.trainee = trimmed }
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

  /// The first lines: the course and what it is, or the seed that repeats the order.
  public func introduce(course: Course?, seed: UInt64?) {
    if let course {
      print(style.note("Course: \(course.title)"))
      if let about = course.about { printWrapped(style.dim(about), indent: 0) }
    } else if let seed {
      print(style.dim("Seed \(seed): '--seed \(seed)' asks the same exercises in the same order."))
    }
  }

  /// The score, and the length of what was recorded.
  public func finish(audioSeconds: Double?, wav: String?) {
    print("")
    for line in record.summaryLines { print(line) }
    if let audioSeconds, let wav {
      let whole = Int(audioSeconds)
      print(style.dim("Audio: \(whole / 60) min \(whole % 60) s, written to \(wav)"))
    }
  }

  /// Why an exercise's questions ended.
  enum Outcome {
    case answered(QuizRecord.Answer)
    case quit
  }

  /// Runs every item; the record says how far the trainee got.
  public mutating func run(_ items: [Item]) {
    let total = items.filter { if case .exercise = $0 { true } else { false } }.count
    var number = 0
    var listened = 0
    for item in items {
      switch item {
      case .say(let text):
        narrate(text)
      case .note(let text):
        printWrapped(style.dim(text), lead: style.dim("Trainer's note:"), indent: 2)
      case .listen(let scenario, let fixed):
        listened += 1
        let fixed = ownReaders(scenario, fixed)
        use(fixed, on: scenario.screen)
        let title = scenario.screen.title.map { ": '\($0)'" } ?? ""
        print("")
        print(style.note("Listen\(title)") + (scenario.about.map { " — \($0)" } ?? "") + stepNote(fixed))
        var player = newPlayer(scenario.screen)
        _ = playWalk(
          Exercise.walk(of: scenario, on: platforms), on: &player, showing: true, wav: "listen-\(listened)")
      case .exercise(let exercise, let fixed):
        number += 1
        let fixed = ownReaders(exercise.broken, fixed)
        use(fixed, on: exercise.broken.screen)
        switch ask(exercise, number: number, of: total, fixed: fixed) {
        case .answered(let answer):
          record.answers.append(answer)
        case .quit:
          print(style.dim("(quiz stopped after \(record.answers.count) of \(total) exercises)"))
          return
        }
      case .dictation(let scenario, let gestures, let fixed):
        use(fixed, on: scenario.screen)
        guard dictate(scenario, gestures: gestures, fixed: fixed) else {
          print(style.dim("(quiz stopped after \(record.answers.count) of \(total) exercises)"))
          return
        }
      }
    }
    record.finished = true
  }

  /// A step's settings, with the readers its script is written for when the quiz's
  /// readers have no part in it (an Android-only exercise in a quiz on VoiceOver).
  func ownReaders(_ scenario: LoadedScenario, _ fixed: Course.Settings) -> Course.Settings {
    guard fixed.platform == nil,
      let own = Exercise.ownPlatforms(of: scenario, asked: fixed.over(defaults).platformChoice.platforms)
    else { return fixed }
    var result = fixed
    result.platform = (own.count == 2 ? PlatformChoice.both : own[0] == .ios ? .ios : .android).rawValue
    return result
  }

  mutating func narrate(_ text: String) {
    printWrapped(text, lead: style.dim("(narrator)"), indent: 2)
    var player = Player(screen: Screen(title: nil, components: [], modals: [:]), platform: .ios)
    if let step = try? player.run(.say(text)) { speak(step) }
  }

  /// One answer; nil at the end of input. Piped answers are echoed, as the REPL echoes commands.
  func readAnswer(prompt: String = "answer> ") -> String? {
    while true {
      guard let line = editor.readLine(prompt: editor.isInteractive ? prompt : "") else { return nil }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if !editor.isInteractive { print("> \(trimmed)") }
      return trimmed
    }
  }
}
