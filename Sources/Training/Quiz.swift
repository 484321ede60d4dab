import Audit
import Playback
import Scenario
import ScreenReader

/// The quiz's flow: what comes next, what is asked, how an answer is judged and
/// scored, and what is shown and said when. Each exercise is heard (not read),
/// then two questions, the answer explained, and the fixed variant heard.
/// Where it runs (a terminal, sound, a test) is its `QuizFrontEnd`.
public struct Quiz {
  let frontEnd: any QuizFrontEnd
  public let listening: QuizListening
  /// The quiz's own settings (the command line over the course's); a step's override them.
  let defaults: Course.Settings
  let hintsEnabled: Bool
  public var record: QuizRecord
  /// The settings of the item being played.
  var settings: Course.Settings
  /// Ctrl-C stopped what was being said; a walk stops there.
  var cutOff = false
  /// With `--wav-each`: a clip is being kept (the narration goes into the next clip,
  /// so each file holds what the trainee hears up to and through its exercise).
  var clipOpen = false

  public init(
    frontEnd: any QuizFrontEnd, listening: QuizListening, defaults: Course.Settings, hintsEnabled: Bool,
    record: QuizRecord
  ) {
    self.frontEnd = frontEnd
    self.listening = listening
    self.defaults = defaults
    self.settings = defaults
    self.hintsEnabled = hintsEnabled
    self.record = record
    self.record.platform = defaults.platform ?? PlatformChoice.both.rawValue
    self.record.locale = defaults.locale
    self.record.rate = defaults.rate
    self.record.listening = listening.name
  }

  func show(_ text: QuizText) {
    frontEnd.show(.text(text))
  }

  /// The first lines: the course and what it is, or the seed that repeats the order.
  public func introduce(course: Course?, seed: UInt64?) {
    if let course {
      show(.note("Course: \(course.title)"))
      if let about = course.about { frontEnd.show(.prose(.dim(about), lead: "", indent: 0)) }
    }
    if let seed {
      show(.dim("Seed \(seed): '--seed \(seed)' asks the same exercises in the same order."))
    }
  }

  /// The score, and the length of what was recorded.
  public func finish(audioSeconds: Double?, wav: String?) {
    show("")
    for line in record.summaryLines { show(QuizText(line)) }
    if let audioSeconds, let wav {
      let whole = Int(audioSeconds)
      show(.dim("Audio: \(whole / 60) min \(whole % 60) s, written to \(wav)"))
    }
  }

  /// Why an exercise's questions ended.
  enum Outcome {
    case answered(QuizRecord.Answer)
    case quit
  }

  /// Runs every item; the record says how far the trainee got.
  public mutating func run(_ items: [QuizItem]) {
    let total = items.filter { if case .exercise = $0 { true } else { false } }.count
    var number = 0
    var listened = 0
    for item in items {
      switch item {
      case .say(let text):
        narrate(text)
      case .note(let text):
        frontEnd.show(.prose(.dim(text), lead: .dim("Trainer's note:"), indent: 2))
      case .listen(let scenario, let fixed):
        listened += 1
        let fixed = ownReaders(scenario, fixed)
        use(fixed, on: scenario.screen)
        let title = scenario.screen.title.map { ": '\($0)'" } ?? ""
        show("")
        show(.note("Listen\(title)") + QuizText(scenario.about.map { " — \($0)" } ?? "") + stepNote(fixed))
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
          show(.dim("(quiz stopped after \(record.answers.count) of \(total) exercises)"))
          return
        }
      case .dictation(let scenario, let gestures, let fixed):
        use(fixed, on: scenario.screen)
        guard dictate(scenario, gestures: gestures, fixed: fixed) else {
          show(.dim("(quiz stopped after \(record.answers.count) of \(total) exercises)"))
          return
        }
      }
    }
    if clipOpen {
      frontEnd.finishClip(named: "narration-end")
      clipOpen = false
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
    frontEnd.show(.prose(QuizText(text), lead: .dim("(narrator)"), indent: 2))
    if case .wavFiles = listening, !clipOpen {
      frontEnd.startClip()
      clipOpen = true
    }
    var player = Player(screen: Screen(title: nil, components: [], modals: [:]), platform: .ios)
    if let step = try? player.run(.say(text)) { speak(step) }
  }
}
