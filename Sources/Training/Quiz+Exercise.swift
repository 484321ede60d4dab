import Audit
import Foundation
import Playback
import Scenario
import ScreenReader

/// One exercise: heard, two questions, the answer explained, the fix heard.
extension Quiz {
  mutating func ask(_ exercise: Exercise, number: Int, of total: Int, fixed: Course.Settings) -> Outcome {
    let title = exercise.broken.screen.title.map { ": '\($0)'" } ?? ""
    show("")
    show(.note("Exercise \(number) of \(total)\(title)") + " — listen, then say what fails." + stepNote(fixed))
    var player = newPlayer(exercise.broken.screen)
    let walk = Exercise.walk(of: exercise.broken, on: platforms)
    let wav = "exercise-\(number)"
    var heard = playWalk(walk, on: &player, showing: listening == .read, wav: wav)
    if heard.isEmpty {
      let readers = platforms.map(\.screenReaderName).joined(separator: " and ")
      show(.dim("  (its script has nothing for \(readers): explore it with gestures, such as next)"))
    }
    var gestures: [String] = []
    var peeked = false

    let criteria = Criterion.allCases.enumerated().map { "\($0.offset + 1) \($0.element.rawValue)" }
    show(QuizText("What fails? " + criteria.joined(separator: ", ")))
    show(.dim("  (or: replay, show, a gesture such as next or activate, quit; Ctrl-C cuts speech off)"))
    // Each question takes gestures, replay and show until a line answers it; nil: the trainee quit.
    func answered<Choice>(by parse: (String) -> Choice?, otherwise refusal: (String) -> String) -> Choice? {
      while true {
        guard let line = frontEnd.readAnswer(prompt: "answer> ") else { return nil }
        switch explore(
          line, exercise: exercise, player: &player, heard: &heard, peeked: &peeked, gestures: gestures.count,
          wav: wav)
        {
        case .handled(let gesture):
          if let gesture { gestures.append(gesture) }
        case .quit:
          return nil
        case .notACommand:
          if let choice = parse(line) { return choice }
          show(.error(refusal(line)))
        }
      }
    }
    guard
      let chosenCriterion = answered(
        by: QuizAnswer.criterion,
        otherwise: { typed in
          "  answer with a number from 1 to \(Criterion.allCases.count) or a criterion's name"
            + QuizAnswer.criterionSuggestion(typed)
        })
    else { return .quit }

    show(
      QuizText(
        "Which element? "
          + exercise.choices.enumerated().map { "\($0.offset + 1) \($0.element.name)" }.joined(separator: ", ")))
    guard
      let chosenElement = answered(
        by: { QuizAnswer.element($0, among: exercise.choices) },
        otherwise: { typed in
          "  answer with a number from 1 to \(exercise.choices.count) or an element's name"
            + QuizAnswer.elementSuggestion(typed, among: exercise.choices)
        })
    else { return .quit }
    let answer = QuizRecord.Answer(
      file: exercise.file, title: exercise.broken.screen.title, criterion: exercise.criterion.rawValue,
      answeredCriterion: chosenCriterion.rawValue, criterionRight: chosenCriterion == exercise.criterion,
      elements: exercise.culpritNames, answeredElement: chosenElement.name,
      elementRight: exercise.culprits.contains(chosenElement.id), peeked: peeked,
      gestures: gestures)
    explain(exercise, answer: answer, heard: heard, wav: wav)
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
    _ line: String, exercise: Exercise, player: inout Player, heard: inout [Step], peeked: inout Bool,
    gestures: Int, wav: String
  ) -> Exploration {
    let word = line.lowercased().trimmingCharacters(in: .whitespaces)
    switch word {
    case "quit", "exit":
      return .quit
    case "replay", "again":
      var fresh = newPlayer(exercise.broken.screen)
      heard = playWalk(
        Exercise.walk(of: exercise.broken, on: platforms), on: &fresh, showing: listening == .read, wav: wav)
      player = fresh
      return .handled(nil)
    case "show":
      peeked = true
      frontEnd.show(.transcript(heard, echo: true))
      return .handled(nil)
    default:
      break
    }
    // A number or a name is an answer; anything the command language knows is a gesture.
    let head = line.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() }
    guard Int(word) == nil, QuizAnswer.criterion(word) == nil, QuizAnswer.element(word, among: exercise.choices) == nil,
      head.map(CommandTable.headWords.contains) ?? true,
      case .success(let command) = ScriptParser.parse(line, platform: player.primaryPlatform)
    else { return .notACommand }
    if case .platform(let choice) = command, !choice.platforms.allSatisfy(platforms.contains) {
      let readers = platforms.map(\.screenReaderName).joined(separator: " and ")
      show(.error("  this quiz is heard on \(readers) only"))
      return .handled(nil)
    }
    do {
      let step = try player.run(command, typed: line)
      heard.append(step)
      if case .wavFiles = listening { frontEnd.startClip() }
      switch listening {
      case .read: frontEnd.show(.transcript([step], echo: false))
      case .heard: frontEnd.show(.speechHidden(silent: false))
      case .notHeard: frontEnd.show(.speechHidden(silent: true))
      case .wavFiles: break
      }
      speak(step)
      if case .wavFiles = listening { frontEnd.finishClip(named: "\(wav)-gesture-\(gestures + 1)") }
      return .handled(line)
    } catch {
      show(.error("  \(error.description)"))
      return .handled(nil)
    }
  }

  /// The answer, why, what `check` finds, and the fixed variant, heard and shown.
  mutating func explain(_ exercise: Exercise, answer: QuizRecord.Answer, heard: [Step], wav: String) {
    let criterion = exercise.criterion.rawValue
    if answer.criterionRight {
      show(.note("  Right: it fails \(criterion)."))
    } else {
      show(.error("  Not quite: it fails \(criterion) (you said \(answer.answeredCriterion ?? "nothing"))."))
    }
    let culprits = exercise.culpritNames.joined(separator: " and ")
    if answer.elementRight {
      show(.note("  Right element: \(culprits)."))
    } else {
      show(.error("  The element is \(culprits) (you said \(answer.answeredElement ?? "nothing"))."))
    }
    show("What was said:")
    frontEnd.show(.transcript(heard, echo: true))
    let why = whyResults(exercise)
    if !why.isEmpty {
      // Said of the element as focus reaches it, by whatever gesture: not after a command the trainee never typed.
      show("Where each word comes from:")
      frontEnd.show(.why(why))
    }
    if let explanation = exercise.broken.variant?.explain {
      show("Why it fails:")
      frontEnd.show(.prose(QuizText(explanation), lead: " ", indent: 2))
    }
    show("What 'check' finds:")
    for finding in exercise.findings { show("  " + .error(finding.description)) }
    guard let fixed = exercise.fixed else { return }
    show(.note("The fixed version") + QuizText(fixed.about.map { " — \($0)" } ?? ""))
    var player = newPlayer(fixed.screen)
    _ = playWalk(Exercise.walk(of: fixed, on: platforms), on: &player, showing: true, wav: "\(wav)-fixed")
  }

  /// What each reader heard says of the element that causes the defect, on reaching it, when it is on the screen.
  func whyResults(_ exercise: Exercise) -> [Step.PlatformResult] {
    var results: [Step.PlatformResult] = []
    for platform in platforms {
      var session = ScreenReaderSession(
        screen: exercise.broken.screen, platform: platform, locale: settings.locale ?? "en")
      session.hintsEnabled = hintsEnabled
      guard
        let node = session.reachableNodes.first(where: { node in
          exercise.culprits.contains { node.id == $0 || node.id.hasPrefix($0 + ".") }
        })
      else { continue }
      session.restoreFocus(to: node.id)
      results.append(
        Step.PlatformResult(platform: platform, events: session.describeFocus().map(ReaderEvent.utterance)))
    }
    return results
  }
}
