import Playback
import Scenario
import ScreenReader

/// Training by ear: `text off|on`, `show`, and `variant broken|fixed`.
extension Repl {
  /// What prints in place of speech while text is off: that something was said, not what
  /// (and, with no sound, that it could not be heard either).
  var hiddenSpeech: String { Self.hiddenSpeech(silent: live == nil || muted) }

  static func hiddenSpeech(silent: Bool) -> String {
    silent ? "(not heard: no sound; 'show' prints it)" : "(heard; 'show' prints it)"
  }

  /// Said before anything else when ears only meets a session that cannot be heard.
  var earsOnlyWarning: String? {
    guard textHidden, let silentReason else { return nil }
    return "ears only, but nothing can be heard here (\(silentReason)): 'text on' prints what is said instead, "
      + "or 'record FILE.wav' saves it to play on a device with sound"
  }

  /// Ears only: a command that would print what was said, the tree or the findings
  /// waits until `show` has printed what was said, and says so. True when held back.
  mutating func heldBack(_ command: String, reveals what: String) -> Bool {
    guard textHidden, !revealed else { return false }
    note(
      "held back, ears only: '\(command)' would print \(what); 'show' prints what was said, "
        + "then '\(command)' answers until the next gesture ('text on' prints everything)")
    return true
  }

  /// A scenario's warnings (an ungrouped label...), or, ears only, that there are some:
  /// each one names an element and what is wrong with it, which is the answer.
  func warningLines(_ warnings: [Diagnostic]) -> [String] {
    guard textHidden else { return warnings.map { style.dim($0.description) } }
    guard !warnings.isEmpty else { return [] }
    let count = warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings"
    return [
      style.dim(
        "(\(count) about the screen held back, ears only: 'show' prints \(warnings.count == 1 ? "it" : "them"))")
    ]
  }

  /// `text off|on`: hide or print what the screen reader says (speech plays either way).
  mutating func setText(_ argument: String) {
    guard let value = onOff(argument, for: "text") else { return }
    textHidden = !value
    note(
      value
        ? "text on: what is said prints again"
        : "text off: listen; 'show' prints the last thing said, the About line and what the screen fails")
  }

  /// `show`: what text off keeps back — the About line, what a broken variant fails, and the last thing said.
  mutating func show() {
    revealed = true
    if let about = loaded.about { print(style.dim("  About: \(about)")) }
    if let fails = loaded.fails { print(style.dim("  Broken on purpose: fails \(fails)")) }
    if let variant = loaded.variant {
      print(style.dim("  Variant: \(variant.name) (of \(loaded.variants.map(\.name).joined(separator: ", ")))"))
    }
    if textHidden { for warning in loaded.warnings { print(style.dim("  " + warning.description)) } }
    guard let last else { return note("nothing said yet") }
    print(style.dim("  > \(last.typed)"))
    if let narration = last.narration { print("  " + style.dim("(narrator) ") + narration) }
    if !last.results.isEmpty { emit(renderer.render(last.results)) }
  }

  /// `variant` lists the variants; `variant NAME` loads one, keeping focus where the element still is.
  mutating func switchVariant(_ argument: String) {
    let names = loaded.variants.map(\.name)
    guard !names.isEmpty else {
      return error("\(path) has no variants; a training file has 'variants: { broken: ..., fixed: ... }'")
    }
    guard !argument.isEmpty else {
      return note("variants: \(names.joined(separator: ", ")); loaded: \(loaded.variant?.name ?? names[0])")
    }
    guard names.contains(argument) else {
      let hint = Suggestion.didYouMean(argument, among: names)
      return error("no variant '\(argument)'" + (hint.isEmpty ? "; variants: " + names.joined(separator: ", ") : hint))
    }
    let previous = variantName
    variantName = argument
    let outcome = load(path, keepFocus: true)
    guard outcome.loaded else {
      variantName = previous
      return emit(outcome.lines)
    }
    let replayed = replayLastGesture().map { "; 'repeat' hears '\($0)' on it" } ?? ""
    if textHidden { return note("now variant '\(argument)'\(replayed)") }
    note("now variant '\(argument)'; focus on '\(focusName)'\(replayed)")
    if let about = loaded.about { print(style.dim("  About: \(about)")) }
  }

  /// The last gesture made again, silently, on the variant just loaded, from where it
  /// was made: focus ends where it would on this variant, and `repeat` says what this
  /// variant says (a double tap on a check box: "checked" here, silence there).
  /// Returns the gesture, or nil when there was none or it cannot be made here.
  mutating func replayLastGesture() -> String? {
    guard let (before, command, typed) = lastGesture else {
      // `where` is said again of the same element, as this variant describes it.
      guard last?.typed == "where" else { return nil }
      last = focusUtterances()
      return "where"
    }
    var carried = before
    _ = carried.replaceScreen(loaded.screen)
    var replay = carried
    guard let step = try? replay.run(command, typed: typed) else { return nil }
    let results = step.results.map { ReplStepRenderer.Result(platform: $0.platform, events: $0.events) }
    player = replay
    lastGesture = (carried, command, typed)
    last = ReplUtterances(
      typed: typed, results: results, narration: step.narration,
      segments: Timeline.segments(for: step, index: spokenCount, earconsEnabled: earconsEnabled))
    return typed
  }
}
