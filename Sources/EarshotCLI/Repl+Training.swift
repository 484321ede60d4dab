import Playback
import Scenario
import ScreenReader

/// Training by ear: `text off|on`, `show`, and `variant broken|fixed`.
extension Repl {
  /// What prints in place of speech while text is off: that something was said, not what.
  static let hiddenSpeech = "(heard; 'show' prints it)"

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
  func show() {
    if let about = loaded.about { print(style.dim("  About: \(about)")) }
    if let fails = loaded.fails { print(style.dim("  Broken on purpose: fails \(fails)")) }
    if let variant = loaded.variant {
      print(style.dim("  Variant: \(variant.name) (of \(loaded.variants.map(\.name).joined(separator: ", ")))"))
    }
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
    if textHidden { return note("now variant '\(argument)'") }
    note("now variant '\(argument)'; focus on '\(focusName)'")
    if let about = loaded.about { print(style.dim("  About: \(about)")) }
  }
}
