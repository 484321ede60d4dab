import ScreenReader
import Testing

@Suite("Check box, seed 001")
struct CheckboxTests {
  let yaml = """
    elements:
      - heading: Newsletter
      - checkbox: Subscribe
    """

  @Test("TalkBack: state first, then name and role; the hint comes 400 ms later as its own utterance")
  func talkBackOrder() throws {
    var reader = try session(yaml, on: .android)
    let events = try reader.events(.next)
    let utterances = events.utterances
    #expect(utterances.map(\.text) == ["not checked, Subscribe, Check box", "Double-tap to toggle"])
    #expect(utterances[1].delayMilliseconds == 400)
    #expect(utterances[1].scheduling == .queue)
    #expect(events.contains(.earcon(.focusActionable)))
  }

  @Test("VoiceOver: a button whose value is the state, and no hint on a plain button")
  func voiceOverOrder() throws {
    var reader = try session(yaml, on: .ios)
    #expect(try reader.say(.next) == ["Subscribe, not checked, button"])
  }

  @Test("Activation speaks the new state on both platforms", arguments: Platform.allCases)
  func activationSpeaksNewState(platform: Platform) throws {
    var reader = try session(yaml, on: platform)
    #expect(try reader.say(.next, .activate) == ["checked"])
    #expect(try reader.say(.activate) == ["not checked"])
  }

  @Test("Disabled: 'dimmed' on iOS, 'disabled' last on Android, no hint, activation does nothing")
  func disabled() throws {
    let disabled = "elements: [ { checkbox: { label: Gift wrap, disabled: true } } ]"
    var ios = try session(disabled, on: .ios)
    #expect(ios.describeFocus().map(\.text) == ["Gift wrap, not checked, dimmed, button"])
    #expect(try ios.say(.activate) == [])
    var android = try session(disabled, on: .android)
    #expect(android.describeFocus().map(\.text) == ["not checked, Gift wrap, Check box, disabled"])
    #expect(try android.say(.activate) == [])
  }

  @Test("A custom control that exposes no state says no state word")
  func customControlWithoutState() throws {
    let custom = "elements: [ { checkbox: { label: Remember me, exposes-state: false } } ]"
    let android = try session(custom, on: .android)
    #expect(android.describeFocus().first?.text == "Remember me, Button")
    let ios = try session(custom, on: .ios)
    #expect(ios.describeFocus().first?.text == "Remember me, button")
  }

  @Test("An ungrouped label is its own swipe, and the control alone has no name")
  func ungroupedLabel() throws {
    var android = try session("elements: [ { checkbox: { label: Subscribe, grouped: false } } ]", on: .android)
    #expect(android.describeFocus().first?.text == "Subscribe")
    #expect(try android.say(.next).first == "not checked, Check box")
  }
}
