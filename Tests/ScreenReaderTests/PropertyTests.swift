import Testing

@testable import ScreenReader

/// Random labels, option lists and states fed into each component: the speech
/// follows them (the label is the name, the state word matches the state,
/// positions count right) on both platforms.
@Suite("Speech follows the properties")
struct PropertyTests {
  static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 <>&[]'é")

  static func label(_ random: inout SplitMix64) -> String {
    let length = 1 + Int(random.next() % 24)
    var text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
    // Keep one visible letter so the label is never blank.
    text = "L" + text
    return text
  }

  static func common(_ random: inout SplitMix64, id: String) -> CommonProperties {
    CommonProperties(id: id, label: label(&random))
  }

  static func describe(_ components: [any Component], on platform: Platform) -> [AccessibilityNode] {
    let session = ScreenReaderSession(screen: Screen(title: nil, components: components), platform: platform)
    return session.windows[0].nodes
  }

  static func parts(_ node: AccessibilityNode, _ platform: Platform) -> [SpeechPart] {
    let phrasing: any PhrasingPolicy = platform == .ios ? VoiceOverPhrasing() : TalkBackPhrasing()
    return phrasing.describe(node, context: DescriptionContext(hintsEnabled: true)).flatMap(\.parts)
  }

  @Test("Check box: its label is the name and the state word is the state", arguments: Platform.allCases)
  func checkbox(platform: Platform) {
    var random = SplitMix64(seed: 1)
    for index in 0..<500 {
      let checked = random.next() % 2 == 0
      let common = Self.common(&random, id: "c\(index)")
      let node = Self.describe([Checkbox(common: common, checked: checked)], on: platform)[0]
      let parts = Self.parts(node, platform)
      #expect(parts.contains { $0.kind == .name && $0.text == common.label?.asSpoken })
      let stateWords = parts.filter { $0.kind == .state || $0.kind == .value }.map(\.text)
      #expect(stateWords.contains(checked ? "checked" : "not checked"), "\(parts)")
      #expect(!stateWords.contains(checked ? "not checked" : "checked"), "\(parts)")
    }
  }

  @Test(
    "Radio group: one option selected; TalkBack says positions 1 of n to n of n (n > 1), VoiceOver none (custom buttons)",
    arguments: Platform.allCases)
  func radioGroup(platform: Platform) throws {
    var random = SplitMix64(seed: 2)
    for index in 0..<200 {
      let count = 1 + Int(random.next() % 7)
      let options = (0..<count).map { "Option \($0) \(Self.label(&random))" }
      let selected = Int(random.next() % UInt64(count))
      var group = try RadioGroup.make(options: options, selected: selected, id: "r\(index)")
      group.common.label = Self.label(&random)
      let nodes = Self.describe([group], on: platform).filter { $0.role != .staticText }
      #expect(nodes.count == count)
      for (position, node) in nodes.enumerated() {
        let parts = Self.parts(node, platform)
        let positions = parts.filter { $0.kind == .position }.map(\.text)
        // No "1 of 1": a one-option group is no collection to TalkBack (CollectionState.shouldEnter).
        #expect(positions == (platform == .android && count > 1 ? ["\(position + 1) of \(count)"] : []))
        #expect(parts.contains { $0.kind == .name && $0.text == options[position].asSpoken })
        let isChosen = parts.contains { $0.kind == .state && ($0.text == "Selected" || $0.text == "checked") }
        #expect(isChosen == (position == selected), "\(parts)")
      }
    }
  }

  @Test("Dropdown: the chosen option is the value, and the open list holds every option", arguments: Platform.allCases)
  func dropdown(platform: Platform) throws {
    var random = SplitMix64(seed: 3)
    for index in 0..<200 {
      let count = 1 + Int(random.next() % 9)
      let options = (0..<count).map { "Choice \($0) \(Self.label(&random))" }
      let selected = Int(random.next() % UInt64(count))
      let dropdown = try Dropdown.make(options: options, selected: selected, id: "d\(index)")
      var session = ScreenReaderSession(screen: Screen(title: nil, components: [dropdown]), platform: platform)
      let trigger = Self.parts(try #require(session.focusedNode), platform)
      #expect(trigger.contains { $0.kind == .value && $0.text == options[selected].asSpoken })
      _ = try session.perform(.activate)
      let list = session.windows[session.windows.count - 1].nodes
      let optionNodes = list.filter { $0.id.contains(".option.") }
      #expect(optionNodes.map(\.name) == options)
      #expect(
        optionNodes.indices.filter { optionNodes[$0].isSelected || optionNodes[$0].checked == true } == [selected])
      // Choosing the last option closes the list and shows it as the value.
      _ = try session.perform(.touch(options[count - 1]))
      _ = try session.perform(.activate)
      let after = Self.parts(try #require(session.focusedNode), platform)
      #expect(after.contains { $0.kind == .value && $0.text == options[count - 1].asSpoken })
    }
  }

  @Test("List: TalkBack counts positions and announces entering the list")
  func list() throws {
    var random = SplitMix64(seed: 4)
    for index in 0..<200 {
      let count = 1 + Int(random.next() % 12)
      let items = (0..<count).map { "Item \($0) \(Self.label(&random))" }
      var session = ScreenReaderSession(
        screen: Screen(
          title: nil,
          components: [
            Heading(common: CommonProperties(id: "h\(index)", label: "Top")),
            try ListComponent.make(items: items, id: "l\(index)"),
          ]),
        platform: .android)
      let first = try session.perform(.next).utterances.flatMap(\.parts)
      // A one-item list is never entered (CollectionState.shouldEnter, google/talkback 26a27dc0).
      let entering = first.filter { $0.kind == .collection }.map(\.text)
      #expect(entering == (count == 1 ? [] : ["In list, \(count) items"]))
      #expect(first.contains { $0.kind == .position } == (count > 1))
      for position in 1..<count {
        let spoken = try session.perform(.next).utterances.flatMap(\.parts)
        #expect(spoken.contains { $0.kind == .position && $0.text == "\(position + 1) of \(count)" })
      }
    }
  }

  @Test("Picker: swiping up and down walks the options and speaks each new value", arguments: Platform.allCases)
  func picker(platform: Platform) throws {
    var random = SplitMix64(seed: 5)
    for index in 0..<100 {
      let count = 2 + Int(random.next() % 10)
      let options = (0..<count).map { "Value \($0) \(Self.label(&random))" }
      let picker = Picker(
        common: CommonProperties(id: "p\(index)", label: "Pick"), choice: SingleChoice(options: options, selected: 0))
      var session = ScreenReaderSession(screen: Screen(title: nil, components: [picker]), platform: platform)
      for next in 1..<count {
        #expect(try session.perform(.increment).spokenText == options[next].asSpoken)
      }
      #expect(try session.perform(.increment).isEmpty, "no change past the last value")
    }
  }
}

extension RadioGroup {
  static func make(options: [String], selected: Int, id: String) throws -> RadioGroup {
    try component(id: id, options: options, selected: options[selected])
  }
}

extension Dropdown {
  static func make(options: [String], selected: Int, id: String) throws -> Dropdown {
    try component(id: id, options: options, selected: options[selected])
  }
}

extension ListComponent {
  static func make(items: [String], id: String) throws -> ListComponent {
    try component(id: id, options: items, selected: nil, key: "items")
  }
}

extension Component {
  /// Builds a component through the same reader a scenario file uses.
  static func component(id: String, options: [String], selected: String?, key: String = "options") throws -> Self {
    let here = SourceLocation(file: "property", line: 1, column: 1)
    var entries = [
      PropertyMap.Entry(key: key, keyLocation: here, value: .list(options.map { .scalar($0, here) }, here))
    ]
    if let selected {
      entries.append(PropertyMap.Entry(key: "selected", keyLocation: here, value: .scalar(selected, here)))
    }
    let diagnostics = DiagnosticCollector()
    let reader = PropertyReader(
      map: PropertyMap(entries: entries, location: here), diagnostics: diagnostics, context: kind)
    let made = Self(common: CommonProperties(id: id), reading: reader)
    #expect(!diagnostics.hasErrors, "\(diagnostics.diagnostics)")
    return made
  }
}

extension String {
  /// As a screen reader says a label: runs of spaces and line breaks are one space,
  /// none at either end.
  var asSpoken: String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
