import ScreenReader
import Testing

@Suite("Actions, announcements and the keyboard")
struct ActionTests {
  @Test("Long press does what the element says, and TalkBack hints it")
  func longPress() throws {
    let yaml = """
      elements:
        - button: { label: Photo, long-press: { opens: menu } }
      modals:
        menu:
          kind: sheet
          title: Photo options
          elements:
            - button: { label: Delete photo, closes: true }
      """
    var android = try session(yaml, on: .android)
    #expect(android.describeFocus().last?.text == "Double-tap to activate, Double-tap and hold to long press")
    #expect(try android.say(.longPress) == ["Photo options", "Delete photo, Button", "Double-tap to activate"])
    var ios = try session(yaml, on: .ios)
    #expect(try ios.say(.activate) == [], "a plain double tap does nothing here")
    #expect(try ios.say(.longPress).first == "Photo options, heading")
  }

  @Test("Custom actions: announced, listed, and unknown names are refused with the list")
  func customActions() throws {
    let yaml =
      "elements: [ { button: { label: Message, ios: { customActions: [Reply, Delete] }, android: { customActions: [Reply, Delete] } } } ]"
    var ios = try session(yaml, on: .ios)
    #expect(ios.describeFocus().map(\.text) == ["Message, button", "actions available"])
    #expect(try ios.say(.actions) == ["Actions, Reply, Delete"])
    #expect(throws: ScreenReaderSession.Failure.noSuchAction("Archive", available: ["Reply", "Delete"])) {
      try ios.perform(.action("Archive"))
    }
    let android = try session(yaml, on: .android)
    #expect(
      android.describeFocus().last?.text == "Double-tap to activate, Actions available, use Tap with 3 fingers to view")
  }

  @Test("A polite announcement waits its turn; an assertive one interrupts")
  func politeness() throws {
    let yaml = """
      elements:
        - button: { label: Save, announce: Saved }
        - button: { label: Send, announce: { text: Sent, politeness: assertive } }
      """
    var reader = try session(yaml, on: .android)
    let polite = try reader.events(.activate).utterances
    #expect(polite.map(\.text) == ["Saved"])
    #expect(polite[0].scheduling == .queue)
    _ = try reader.perform(.next)
    let assertive = try reader.events(.activate).utterances
    #expect(assertive[0].scheduling == .interrupt)
  }

  @Test("Tab moves between controls only; Space activates on both; Enter only on Android")
  func keyboard() throws {
    let yaml = """
      elements:
        - heading: Newsletter
        - text: We send one email a week.
        - checkbox: Subscribe
        - button: Continue
      """
    for platform in Platform.allCases {
      var reader = try session(yaml, on: platform)
      _ = try reader.perform(.key(.tab))
      #expect(reader.focusedNode?.name == "Subscribe", "Tab skips text on \(platform)")
      #expect(try reader.say(.key(.space)) == ["checked"])
      let enter = try reader.say(.key(.enter))
      #expect(enter == (platform == .android ? ["not checked"] : []), "Enter on \(platform)")
      _ = try reader.perform(.key(.tab))
      #expect(reader.focusedNode?.name == "Continue")
      _ = try reader.perform(.key(.shiftTab))
      #expect(reader.focusedNode?.name == "Subscribe")
    }
  }

  @Test("Arrow keys move through an open list and adjust a picker")
  func arrows() throws {
    let yaml = """
      elements:
        - dropdown: { label: Size, options: [Small, Medium, Large] }
        - picker: { label: Month, options: [May, June], selected: May }
      """
    var reader = try session(yaml, on: .android)
    _ = try reader.perform(.key(.space))
    #expect(reader.focusedNode?.name == "Small")
    _ = try reader.perform(.key(.down))
    #expect(reader.focusedNode?.name == "Medium")
    _ = try reader.perform(.key(.enter))
    #expect(reader.focusedNode?.value == "Medium")
    _ = try reader.perform(.next)
    #expect(try reader.say(.key(.down)) == ["June"])
    #expect(try reader.say(.key(.up)) == ["May"])
  }
}
