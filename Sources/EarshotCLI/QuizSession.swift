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
public struct QuizSession {
  /// What the quiz runs through, in order.
  public enum Item {
    case say(String)
    case note(String)
    /// An example to hear and read, with no question.
    case listen(LoadedScenario)
    case exercise(Exercise)
  }

  let style = TerminalStyle.detect()
  let editor = LineEditor(historyPath: nil) { _ in [] }
  let live: LiveSpeech?
  let cast: VoiceCast?
  let recorder: Recorder?
  let earconsEnabled: Bool
  let hintsEnabled: Bool
  public var record: QuizRecord

  /// - Parameters:
  ///   - live: speech on the sound device (nil: silent).
  ///   - recorder: where everything said is also recorded (`--wav`), if anywhere.
  public init(
    live: LiveSpeech?, cast: VoiceCast?, recorder: Recorder?, earconsEnabled: Bool, hintsEnabled: Bool,
    record: QuizRecord
  ) {
    self.live = live
    self.cast = cast
    self.recorder = recorder
    self.earconsEnabled = earconsEnabled
    self.hintsEnabled = hintsEnabled
    self.record = record
  }

  /// The first lines: the course and what it is, or the seed that repeats the order.
  public func introduce(course: Course?, seed: UInt64?) {
    if let course {
      print(style.note("Course: \(course.title)"))
      if let about = course.about { print(style.dim(about)) }
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
  /// Commands spoken so far, numbering timeline segments.
  var spokenCount = 0
  /// Ctrl-C stopped what was being said; a walk stops there.
  var cutOff = false

  /// Why an exercise's questions ended.
  enum Outcome {
    case answered(QuizRecord.Answer)
    case quit
  }

  /// Runs every item; the record says how far the trainee got.
  public mutating func run(_ items: [Item]) {
    let total = items.filter { if case .exercise = $0 { true } else { false } }.count
    var number = 0
    for item in items {
      switch item {
      case .say(let text):
        narrate(text)
      case .note(let text):
        print(style.dim("Trainer's note: \(text)"))
      case .listen(let scenario):
        let title = scenario.screen.title.map { ": '\($0)'" } ?? ""
        print("")
        print(style.note("Listen\(title)") + (scenario.about.map { " — \($0)" } ?? ""))
        var player = Player(screen: scenario.screen, platform: .ios)
        if !hintsEnabled { _ = try? player.run(.hints(false)) }
        _ = play(Exercise.walk(of: scenario), on: &player, showing: true)
      case .exercise(let exercise):
        number += 1
        switch ask(exercise, number: number, of: total) {
        case .answered(let answer):
          record.answers.append(answer)
        case .quit:
          print(style.dim("(quiz stopped after \(record.answers.count) of \(total) exercises)"))
          return
        }
      }
    }
    record.finished = true
  }

  // MARK: One exercise

  mutating func ask(_ exercise: Exercise, number: Int, of total: Int) -> Outcome {
    let title = exercise.broken.screen.title.map { ": '\($0)'" } ?? ""
    print("")
    print(style.note("Exercise \(number) of \(total)\(title)") + " — listen, then say what fails.")
    var player = Player(screen: exercise.broken.screen, platform: .ios)
    if !hintsEnabled { _ = try? player.run(.hints(false)) }
    var heard = play(Exercise.walk(of: exercise.broken), on: &player, showing: false)
    var gestures: [String] = []
    var peeked = false

    let criteria = Criterion.allCases.enumerated().map { "\($0.offset + 1) \($0.element.rawValue)" }
    print("What fails? " + criteria.joined(separator: ", "))
    print(style.dim("  (or: replay, show, a gesture such as next or activate, quit; Ctrl-C cuts speech off)"))
    // Each question takes gestures, replay and show until a line answers it; nil: the trainee quit.
    func answered<Choice>(by parse: (String) -> Choice?, otherwise refusal: String) -> Choice? {
      while true {
        guard let line = readAnswer() else { return nil }
        switch explore(line, exercise: exercise, player: &player, heard: &heard, peeked: &peeked) {
        case .handled(let gesture):
          if let gesture { gestures.append(gesture) }
        case .quit:
          return nil
        case .notACommand:
          if let choice = parse(line) { return choice }
          print(style.error(refusal))
        }
      }
    }
    guard
      let chosenCriterion = answered(
        by: QuizAnswer.criterion,
        otherwise: "  answer with a number from 1 to \(Criterion.allCases.count) or a criterion's name")
    else { return .quit }

    print(
      "Which element? "
        + exercise.choices.enumerated().map { "\($0.offset + 1) \($0.element.name)" }.joined(separator: ", "))
    guard
      let chosenElement = answered(
        by: { QuizAnswer.element($0, among: exercise.choices) },
        otherwise: "  answer with a number from 1 to \(exercise.choices.count) or an element's name")
    else { return .quit }
    let answer = QuizRecord.Answer(
      file: exercise.file, title: exercise.broken.screen.title, criterion: exercise.criterion.rawValue,
      answeredCriterion: chosenCriterion.rawValue, criterionRight: chosenCriterion == exercise.criterion,
      elements: exercise.culpritNames, answeredElement: chosenElement.name,
      elementRight: exercise.culprits.contains(chosenElement.id), peeked: peeked,
      gestures: gestures)
    explain(exercise, answer: answer, heard: heard)
    return .answered(answer)
  }

  enum Exploration {
    /// Done; the gesture, if it was one.
    case handled(String?)
    case quit
    case notACommand
  }

  /// Before answering, a trainee may hear the screen again, read it, or move around it.
  mutating func explore(
    _ line: String, exercise: Exercise, player: inout Player, heard: inout [Step], peeked: inout Bool
  ) -> Exploration {
    let word = line.lowercased().trimmingCharacters(in: .whitespaces)
    switch word {
    case "quit", "exit":
      return .quit
    case "replay", "again":
      var fresh = Player(screen: exercise.broken.screen, platform: .ios)
      if !hintsEnabled { _ = try? fresh.run(.hints(false)) }
      heard = play(Exercise.walk(of: exercise.broken), on: &fresh, showing: false)
      player = fresh
      return .handled(nil)
    case "show":
      peeked = true
      printTranscript(heard)
      return .handled(nil)
    default:
      break
    }
    // A number or a name is an answer; anything the command language knows is a gesture.
    guard Int(word) == nil, QuizAnswer.criterion(word) == nil, QuizAnswer.element(word, among: exercise.choices) == nil,
      ReplMistakes.unknownCommand(line) == nil,
      case .success(let command) = ScriptParser.parse(line, platform: player.primaryPlatform)
    else { return .notACommand }
    do {
      let step = try player.run(command, typed: line)
      heard.append(step)
      print("  " + style.dim(Repl.hiddenSpeech(silent: live == nil)))
      speak(step)
      return .handled(line)
    } catch {
      print(style.error("  \(error.description)"))
      return .handled(nil)
    }
  }

  /// The answer, why, what `check` finds, and the fixed variant, heard and shown.
  mutating func explain(_ exercise: Exercise, answer: QuizRecord.Answer, heard: [Step]) {
    let criterion = exercise.criterion.rawValue
    if answer.criterionRight {
      print(style.note("  Right: it fails \(criterion)."))
    } else {
      print(style.error("  Not quite: it fails \(criterion) (you said \(answer.answeredCriterion ?? "nothing"))."))
    }
    let culprits = exercise.culpritNames.joined(separator: " and ")
    if answer.elementRight {
      print(style.note("  Right element: \(culprits)."))
    } else {
      print(style.error("  The element is \(culprits) (you said \(answer.answeredElement ?? "nothing"))."))
    }
    print("What was said:")
    printTranscript(heard)
    for line in whyLines(exercise) { print(line) }
    if let explanation = exercise.broken.variant?.explain {
      print("Why it fails:")
      print("  " + explanation)
    }
    print("What 'check' finds:")
    for finding in exercise.findings { print("  " + style.error(finding.description)) }
    guard let fixed = exercise.fixed else { return }
    print(style.note("The fixed version") + (fixed.about.map { " — \($0)" } ?? ""))
    var player = Player(screen: fixed.screen, platform: .ios)
    if !hintsEnabled { _ = try? player.run(.hints(false)) }
    _ = play(Exercise.walk(of: fixed), on: &player, showing: true)
  }

  /// `why` for the element that causes the defect, on each screen reader, when it is on the screen.
  func whyLines(_ exercise: Exercise) -> [String] {
    var results: [ReplStepRenderer.Result] = []
    for platform in Platform.allCases {
      var session = ScreenReaderSession(screen: exercise.broken.screen, platform: platform)
      session.hintsEnabled = hintsEnabled
      guard
        let node = session.reachableNodes.first(where: { node in
          exercise.culprits.contains { node.id == $0 || node.id.hasPrefix($0 + ".") }
        })
      else { continue }
      session.restoreFocus(to: node.id)
      results.append(
        ReplStepRenderer.Result(platform: platform, events: session.describeFocus().map(ReaderEvent.utterance)))
    }
    guard !results.isEmpty else { return [] }
    return ["Where each word comes from:"]
      + WhyRenderer.render(typed: "touch", results: results, style: style).split(separator: "\n").map { "  " + $0 }
  }

  // MARK: Sound and text

  /// Plays script lines one by one, each heard before the next; prints each gesture, and what is said when `showing`.
  mutating func play(_ lines: [ScriptLine], on player: inout Player, showing: Bool) -> [Step] {
    var steps: [Step] = []
    cutOff = false
    for line in lines {
      if cutOff {
        print(style.dim("  (stopped)"))
        break
      }
      let command: ScriptCommand
      let step: Step
      do {
        command = try ScriptParser.parse(line.text, platform: player.primaryPlatform).get()
        step = try player.run(command, typed: line.text)
      } catch {
        // The exercise's file is at fault, not the answer: said where, as every located problem is.
        Console.report(
          Diagnostic(
            at: line.location, "cannot play '\(line.text)' here (\(error))",
            suggestion: "skipped; the exercise goes on without it"))
        continue
      }
      if case .platform(let choice) = command {
        print(style.dim("  (\(choice.platforms.map(\.screenReaderName).joined(separator: " and ")))"))
        continue
      }
      steps.append(step)
      print("  > \(line.text)" + (showing ? "" : "  " + style.dim("(listen)")))
      if showing { printTranscript([step], echo: false) }
      speak(step)
    }
    return steps
  }

  func printTranscript(_ steps: [Step], echo: Bool = true) {
    let renderer = ReplStepRenderer(style: style, columns: nil)
    for step in steps {
      if echo { print(style.dim("  > \(step.typed)")) }
      if let narration = step.narration { print("  " + style.dim("(narrator) ") + narration) }
      let results = step.results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }
      if !results.isEmpty { for line in renderer.render(results) { print("  " + line) } }
    }
  }

  mutating func narrate(_ text: String) {
    print(style.dim("(narrator) ") + text)
    var player = Player(screen: Screen(title: nil, components: [], modals: [:]), platform: .ios)
    if let step = try? player.run(.say(text)) { speak(step) }
  }

  /// Speaks a step in full (the next one waits for it) and adds it to the recording.
  mutating func speak(_ step: Step) {
    let segments = Timeline.segments(
      for: step, index: spokenCount, hintsEnabled: hintsEnabled, earconsEnabled: earconsEnabled)
    guard !segments.isEmpty else { return }
    spokenCount += 1
    if let recorder {
      do {
        try recorder.append(segments)
      } catch {
        print(style.error("  recording: \(error.description)"))
      }
    }
    guard let live, let cast else { return }
    // Heard in full before what follows, unless Ctrl-C cuts it off (then the rest of a walk is skipped too).
    live.play(segments, cast: cast)
    while live.isSpeaking {
      if editor.takeInterrupt() {
        live.interrupt()
        cutOff = true
        return
      }
      usleep(20_000)
    }
  }

  /// One answer; nil at the end of input. Piped answers are echoed, as the REPL echoes commands.
  func readAnswer() -> String? {
    while true {
      guard let line = editor.readLine(prompt: editor.isInteractive ? "answer> " : "") else { return nil }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      if !editor.isInteractive { print("> \(trimmed)") }
      return trimmed
    }
  }
}
