import ScreenReader
import Testing

/// The rotor (VoiceOver) and reading controls (TalkBack): what a user hears turning them
/// and moving by them, on a screen a designer would skim.
@Suite("Rotor and reading controls")
struct RotorTests {
  /// A scenario of these elements.
  static func elements(_ items: String) -> String {
    "title: Test\nelements:\n" + items.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
  }

  let yaml = """
    title: Recipes
    elements:
      - heading: Breakfast
      - text: Porridge with fruit.
      - button: Save
      - heading: Lunch
      - link: { label: Read our Terms., links: [Terms] }
      - slider: { label: Volume, value: 5, min: 0, max: 10 }
      - button: { label: Message, actions: [Reply, Delete] }
    """

  @Test("next heading lands on each heading in turn, then says there is none", arguments: Platform.allCases)
  func headings(platform: Platform) throws {
    var reader = try session(yaml, on: platform)
    #expect(try reader.say(.moveBy(.headings, forward: true)).first?.hasPrefix("Lunch") == true)
    #expect(reader.focusedNode?.name == "Lunch")
    let end = try reader.events(.moveBy(.headings, forward: true))
    switch platform {
    case .ios: #expect(end == [.earcon(.boundary)])
    case .android: #expect(end.spokenText == "No next heading")
    }
    #expect(reader.focusedNode?.name == "Lunch")
    #expect(try reader.say(.moveBy(.headings, forward: false)).first?.hasPrefix("Breakfast") == true)
    // The setting stays: a plain swipe down goes on by heading.
    #expect(try reader.say(.rotorItem(forward: true)).first?.hasPrefix("Lunch") == true)
  }

  /// TalkBack: pref_selector_setting_default is Characters, and SELECTOR_SETTINGS's order;
  /// VoiceOver: Headings, Links and Form Controls only where the screen has them.
  @Test("Turning goes through each reader's settings in its order, in its words")
  func order() throws {
    var talkBack = try session(yaml, on: .android)
    talkBack.hintsEnabled = false
    var heard: [String] = []
    for _ in 0..<8 { heard += try talkBack.say(.rotor(forward: true)) }
    #expect(heard == ["Words", "Lines", "Paragraphs", "Headings", "Controls", "Links", "Speech rate", "Characters"])
    var voiceOver = try session(Self.elements("- text: Plain\n- button: Go"), on: .ios)
    heard = []
    for _ in 0..<6 { heard += try voiceOver.say(.rotor(forward: true)) }
    #expect(heard == ["Words", "Lines", "Speaking Rate", "Volume", "Form Controls", "Characters"])
    #expect(try voiceOver.say(.rotor(forward: false)) == ["Form Controls"])
  }

  @Test("TalkBack hints how to use the control just chosen, in the locale's words")
  func hint() throws {
    var talkBack = try session(yaml, on: .android)
    #expect(try talkBack.say(.rotor(forward: true)) == ["Words", "Swipe up or Swipe down to read by words"])
    var german = ScreenReaderSession(screen: try screen(yaml), platform: .android, locale: "de")
    #expect(try german.say(.rotor(forward: true)).first == "Wörter")
    #expect(try german.say(.moveBy(.headings, forward: false)) == ["Keine vorherige Überschrift"])
  }

  @Test("Characters and words inside a label, as each reader names them")
  func text() throws {
    var talkBack = try session(Self.elements("- text: \"Hi, Bo\""), on: .android)
    _ = try talkBack.say(.first)
    let characters = try (0..<5).map { _ in try talkBack.say(.rotorItem(forward: true)).joined() }
    #expect(characters == ["capital H", "i", "Comma", "Space", "capital B"])
    var voiceOver = try session(Self.elements("- text: \"Hi, Bo\""), on: .ios)
    _ = try voiceOver.say(.first)
    let spoken = try (0..<4).map { _ in try voiceOver.say(.rotorItem(forward: true)).joined() }
    #expect(spoken == ["H", "i", "comma", "space"])
    #expect(try voiceOver.say(.moveBy(.words, forward: true)) == ["Bo"])
  }

  @Test("An element with custom actions brings up Actions; a double tap performs the one chosen")
  func actions() throws {
    let yaml = "- button: { label: Message, actions: [Reply, Delete], announce: Opened }\n- button: Next"
    for platform in Platform.allCases {
      var reader = try session(Self.elements(yaml), on: platform)
      reader.hintsEnabled = false
      _ = try reader.say(.first)
      #expect(reader.readingControl == .actions)
      #expect(try reader.say(.rotorItem(forward: true)) == ["Reply"])
      #expect(try reader.say(.rotorItem(forward: true)) == ["Delete"])
      _ = try reader.say(.next)
      // Characters again, once focus leaves (settingToRestore).
      #expect(reader.readingControl == .characters)
    }
  }

  @Test("An adjustable element's own setting adjusts it with swipe up and down", arguments: Platform.allCases)
  func adjust(platform: Platform) throws {
    var reader = try session(Self.elements("- slider: { label: Volume, value: 5, min: 0, max: 10 }"), on: platform)
    _ = try reader.say(.first)
    #expect(try reader.say(.rotorItem(forward: false)).joined().contains("60"))
    #expect(try reader.say(.rotorItem(forward: true)).joined().contains("50"))
  }

  @Test("A setting the reader lacks cannot be turned to: nothing is said and focus stays")
  func settingTheReaderLacks() throws {
    var voiceOver = try session(yaml, on: .ios)
    _ = try voiceOver.say(.first)
    let before = voiceOver.focusedNode?.id
    #expect(try voiceOver.perform(.moveBy(.windows, forward: true)).isEmpty)
    #expect(voiceOver.focusedNode?.id == before)
  }
}

@Suite("Heading levels")
struct HeadingLevelTests {
  @Test("A level outside 1 to 6 is a located error that says what to write")
  func badLevel() throws {
    let error = #expect(throws: (any Error).self) {
      _ = try screen(RotorTests.elements("- heading: { label: Billing, level: 7 }"))
    }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains("test.yaml:3:") && text.contains("'level: 7' must be 1 to 6"))
  }
}

@Suite("Scrolling, keyboard shortcuts and the magic tap")
struct ScrollTests {
  let yaml = RotorTests.elements(
    """
    - heading: Inbox
    - list: { label: Messages, items: [A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12], visible-rows: 5 }
    - button: { label: Play, magic-tap: true, announce: Playing }
    """)

  @Test("A list longer than the screen scrolls a screenful, each reader saying where it is")
  func list() throws {
    var voiceOver = try session(yaml, on: .ios)
    _ = try voiceOver.say(.first)
    #expect(try voiceOver.say(.scroll(.down)) == ["Page 2 of 3"])
    #expect(voiceOver.focusedNode?.name == "A6")
    #expect(try voiceOver.say(.scroll(.down)) == ["Page 3 of 3"])
    let end = try voiceOver.events(.scroll(.down))
    #expect(end.first == .earcon(.boundary) && end.spokenText == "Page 3 of 3")
    var talkBack = try session(yaml, on: .android)
    _ = try talkBack.say(.first)
    #expect(try talkBack.say(.scroll(.down)) == ["Showing items 6 to 10 of 12"])
    #expect(talkBack.focusedNode?.name == "Inbox")
    #expect(try talkBack.say(.scroll(.down)) == ["Showing items 8 to 12 of 12"])
    #expect(try talkBack.say(.scroll(.down)) == [])
  }

  @Test("Each reader's own keys jump by heading; the other reader's do nothing")
  func keys() throws {
    var voiceOver = try session(yaml, on: .ios)
    _ = try voiceOver.say(.last)
    #expect(try voiceOver.say(.key(.voCommandShiftH)).first?.hasPrefix("Inbox") == true)
    #expect(try voiceOver.events(.key(.altH)).isEmpty)
    var talkBack = try session(yaml, on: .android)
    _ = try talkBack.say(.last)
    #expect(try talkBack.say(.key(.altShiftH)).first?.hasPrefix("Inbox") == true)
  }

  @Test("The magic tap does the app's main action on VoiceOver; TalkBack has none")
  func magicTap() throws {
    var voiceOver = try session(yaml, on: .ios)
    _ = try voiceOver.say(.first)
    #expect(try voiceOver.say(.magicTap) == ["Playing"])
    #expect(voiceOver.focusedNode?.name == "Inbox")
    var talkBack = try session(yaml, on: .android)
    #expect(try talkBack.events(.magicTap).isEmpty)
  }
}
