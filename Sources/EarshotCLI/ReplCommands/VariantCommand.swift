import Playback
import Rendering
import ScreenReader

/// `variant` lists the scenario's variants; `variant NAME` loads one, keeping focus.
enum VariantCommand: ReplCommandHandler {
  static let declaration = CommandDeclaration(
    "variant", argument: .variantName, needsArgument: false, scope: .repl, section: .training,
    usage: "variant [NAME]", summary: "Switch to another variant of the scenario (broken, fixed); focus stays.",
    detail: "'variant' alone lists them. e.g. variant fixed, then repeat the gesture to hear the difference.",
    example: "variant fixed")

  static func run(_ invocation: Repl.Invocation, in repl: inout Repl) -> Repl.Outcome {
    repl.switchVariant(invocation.argument)
    return .proceed
  }
}

extension Repl {
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
