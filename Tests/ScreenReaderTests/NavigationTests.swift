import Foundation
import ScreenReader
import Testing

@Suite("Navigation and focus")
struct NavigationTests {
  let yaml = """
    title: Account
    elements:
      - heading: Account
      - button: { label: Delete account, opens: confirm }
      - button: Done
    modals:
      confirm:
        kind: alert
        title: Delete account?
        elements:
          - text: This cannot be undone.
          - button: { label: Cancel, closes: true }
          - button: { label: Delete, closes: true, announce: Account deleted }
    """

  /// EventTypeViewAccessibilityFocusedFeedbackRule.earcon (google/talkback 26a27dc0):
  /// every accessibility focus plays R.raw.focus_actionable or, on a node that cannot
  /// be activated, R.raw.focus; VoiceOver plays neither.
  @Test("TalkBack ticks on every focus, more brightly on what can be activated")
  func focusEarcons() throws {
    var talkBack = try session(yaml, on: .android)
    #expect(try talkBack.events(.first).contains(.earcon(.focus)))
    #expect(!(try talkBack.events(.first).contains(.earcon(.focusActionable))))
    let button = try talkBack.events(.next)
    #expect(button.contains(.earcon(.focusActionable)) && !button.contains(.earcon(.focus)))
    var voiceOver = try session(yaml, on: .ios)
    #expect(!(try voiceOver.events(.first)).contains { if case .earcon = $0 { true } else { false } })
  }

  @Test("Moving past the last element keeps focus and reports the boundary", arguments: Platform.allCases)
  func boundary(platform: Platform) throws {
    var reader = try session(yaml, on: platform)
    _ = try reader.say(.last)
    let events = try reader.events(.next)
    #expect(events == [.earcon(.boundary)])
    #expect(reader.focusedNode?.name == "Done")
  }

  @Test(
    "Read-all reads from the top and read-from-here from focus, both ending on the last, hints unread",
    arguments: Platform.allCases)
  func continuousReading(platform: Platform) throws {
    var reader = try session(yaml, on: platform)
    _ = try reader.say(.last, .previous)
    let fromHere = try reader.say(.readFromHere)
    #expect(fromHere.count == 2)
    #expect(fromHere[0].hasPrefix("Delete account"))
    #expect(fromHere[1].hasPrefix("Done"))
    #expect(reader.focusedNode?.name == "Done")
    let all = try reader.say(.readAll)
    #expect(all.count == 3)
    #expect(all[0].hasPrefix("Account"))
    #expect(!all.contains { $0.lowercased().contains("double") })
  }

  @Test("Touching an element hidden from the screen reader says so, not 'no such element'")
  func touchHidden() throws {
    let yaml = "elements: [ { button: Buy }, { button: { label: Pay, ios: { isAccessibilityElement: false } } } ]"
    var reader = try session(yaml, on: .ios)
    #expect(
      throws: ScreenReaderSession.Failure.notReachable(
        "Pay",
        reason:
          "it is on screen, but VoiceOver cannot focus it (hidden from the screen reader, or read as part of another element; 'tree' shows which)"
      )
    ) {
      try reader.perform(.touch("Pay"))
    }
    var android = try session(yaml, on: .android)
    #expect(try android.say(.touch("Pay")).first == "Pay, Button")
  }

  @Test("Pause says nothing and leaves focus where it is", arguments: Platform.allCases)
  func pause(platform: Platform) throws {
    var reader = try session(yaml, on: platform)
    _ = try reader.say(.next)
    #expect(try reader.events(.pause).isEmpty)
    #expect(reader.focusedNode?.name == "Delete account")
  }

  @Test("Reading gestures map per platform: two-finger tap pauses both")
  func readingGestures() {
    #expect(CommandParser.parse("two-finger swipe down", platform: .ios) == .success(.readFromHere))
    #expect(CommandParser.parse("two-finger triple tap", platform: .android) == .success(.readFromHere))
    #expect(CommandParser.parse("two-finger tap", platform: .ios) == .success(.pause))
    #expect(CommandParser.parse("two-finger tap", platform: .android) == .success(.pause))
    guard case .failure(let failure) = CommandParser.parse("two-finger swipe down", platform: .android) else {
      Issue.record("expected an error on Android")
      return
    }
    #expect(failure.message.contains("'two-finger triple tap'"))
  }

  @Test("TalkBack speaks an alert's title, then focuses the first element after it")
  func talkBackAlert() throws {
    var reader = try session(yaml, on: .android)
    let events = try reader.events(.next) + reader.events(.activate)
    #expect(events.contains(.earcon(.windowOpened)))
    let spoken = try reader.events(.escape).utterances.map(\.text)
    #expect(spoken.first == "Delete account, Button")
    var again = try session(yaml, on: .android)
    _ = try again.say(.next)
    #expect(try again.say(.activate) == ["Delete account?", "This cannot be undone."])
  }

  @Test("VoiceOver names the alert, then starts on its title")
  func voiceOverAlert() throws {
    var reader = try session(yaml, on: .ios)
    #expect(try reader.say(.next, .activate) == ["Alert", "Delete account?"])
  }

  @Test("Focus is confined in an alert, and returns to the trigger when it closes", arguments: Platform.allCases)
  func confinement(platform: Platform) throws {
    var reader = try session(yaml, on: platform)
    _ = try reader.say(.next, .activate)
    for _ in 0..<6 { _ = try reader.perform(.next) }
    #expect(reader.focusedNode?.name == "Delete")
    #expect(throws: ScreenReaderSession.Failure.self) { try reader.perform(.touch("Done")) }
    let closing = try reader.say(.activate)
    #expect(closing.first == (platform == .ios ? "Delete account, button" : "Delete account, Button"))
    #expect(closing.last == "Account deleted")
    #expect(reader.focusedNode?.name == "Delete account")
  }

  @Test("A modal that does not confine focus lets swipes leave it")
  func leakyModal() throws {
    let leaky = yaml.replacingOccurrences(of: "kind: alert", with: "kind: dialog\n    confines-focus: false")
    var reader = try session(leaky, on: .ios)
    _ = try reader.say(.next, .activate)
    for _ in 0..<4 { _ = try reader.perform(.next) }
    #expect(reader.focusedNode?.name == "Account")
  }

  @Test("A modal that does not return focus leaves it at the top of the screen")
  func focusNotReturned() throws {
    let broken = yaml.replacingOccurrences(of: "kind: alert", with: "kind: alert\n    returns-focus: false")
    var reader = try session(broken, on: .android)
    _ = try reader.say(.next, .activate, .escape)
    #expect(reader.focusedNode?.name == "Account")
  }

  @Test("A gesture the platform lacks is an error naming the platform's own way")
  func missingGesture() throws {
    let failure = CommandParser.parse("scrub", platform: .android)
    guard case .failure(let error)? = failure else {
      Issue.record("scrub parsed on Android")
      return
    }
    #expect(error.message.contains("'back'"))
    guard case .success(.escape)? = CommandParser.parse("back", platform: .android) else {
      Issue.record("back did not parse")
      return
    }
  }

  @Test("Hints can be switched off")
  func hintsOff() throws {
    var reader = try session("elements: [ { heading: A }, { checkbox: B } ]", on: .android)
    reader.hintsEnabled = false
    #expect(try reader.say(.next) == ["not checked, B, Check box"])
  }

  @Test("touch finds elements by name and suggests near misses")
  func touch() throws {
    var reader = try session(yaml, on: .ios)
    #expect(try reader.say(.touch("done")) == ["Done, button"])
    do {
      _ = try reader.perform(.touch("Dne"))
      Issue.record("touch of a missing name succeeded")
    } catch {
      #expect(error.description.contains("'Done'"))
    }
  }
}

@Suite("Opening a screen")
struct ScreenOpeningTests {
  @Test("TalkBack speaks the window title with its window earcon; VoiceOver says nothing of its own")
  func opening() throws {
    let yaml = "title: Checkout\nelements: [ { heading: Shipping }, { button: Pay } ]"
    var android = try session(yaml, on: .android)
    let opened = android.screenOpened()
    #expect(opened.utterances.map(\.text) == ["Checkout"])
    #expect(opened.first == .earcon(.windowOpened))
    #expect(android.lastSpoken.map(\.text) == ["Checkout"], "'repeat' says the title again")
    // Focus waits on the first element: the first swipe goes on to the next one.
    #expect(try android.say(.next) == ["Pay, Button", "Double-tap to activate"])
    var ios = try session(yaml, on: .ios)
    #expect(ios.screenOpened().isEmpty)
  }

  @Test("an untitled screen opens in silence on both")
  func untitled() throws {
    var android = try session("elements: [ { button: Pay } ]", on: .android)
    #expect(android.screenOpened().isEmpty)
  }
}

@Suite("Focus when its element goes")
struct VanishingFocusTests {
  @Test("a snackbar's action that dismisses the last element leaves focus nowhere, and nothing traps")
  func lastElementDismissed() throws {
    for platform in Platform.allCases {
      var reader = try session(
        "elements: [ { toast: { label: No connection, action: Retry, shown: true } } ]", on: platform)
      for command in [Command.first, .next, .activate, .next, .activate, .previous, .readAll] {
        _ = try reader.perform(command)
        #expect(reader.focusedNode.map(\.isFocusable) ?? true, "on \(platform) after '\(command.spelling)'")
      }
    }
  }
}
