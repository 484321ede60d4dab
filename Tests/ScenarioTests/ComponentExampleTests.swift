import Scenario
import ScreenReader
import Testing

/// Every example of every registered component, on each platform it speaks for:
/// the snippet loads, the commands run, and the screen reader says exactly the
/// words the example declares (SwiftLint-style: the examples are the
/// component's tests and its documentation).
@Suite("Component examples")
struct ComponentExampleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var kind: String
    var index: Int
    var example: ComponentExample
    var testDescription: String { "\(kind) #\(index + 1): \(example.yaml.split(separator: "\n").first ?? "")" }
  }

  static let cases: [Case] = ComponentRegistry.kinds.flatMap { kind in
    kind.examples.enumerated().map { Case(kind: kind.kind, index: $0.offset, example: $0.element) }
  }

  /// What the last command makes the screen reader say.
  static func heard(_ example: ComponentExample, on platform: Platform) throws -> String {
    let loaded = try ScenarioLoader.parse(text: example.scenario, file: "example.yaml")
    // An example's `locale:` is the readers' language, as `play` takes it from a scenario.
    var session = ScreenReaderSession(screen: loaded.screen, platform: platform, locale: loaded.screen.locale ?? "en")
    session.hintsEnabled = example.hints
    var events: [ReaderEvent] = []
    for line in example.commands {
      guard case .success(let command)? = CommandParser.parse(line, platform: platform) else {
        Issue.record("'\(line)' is not a command on \(platform)")
        return ""
      }
      events = try session.perform(command)
    }
    // Silence with a sound shown in transcripts (VoiceOver's boundary) is written as they write it.
    if events.spokenText.isEmpty,
      let earcon = events.lazy.compactMap({ event -> Earcon? in
        if case .earcon(let earcon) = event, earcon.isShownInTranscript { earcon } else { nil }
      }).first
    {
      return "[\(earcon.rawValue)]"
    }
    return events.spokenText
  }

  @Test(arguments: cases)
  func example(_ test: Case) throws {
    #expect(!test.example.source.isEmpty, "every example names the source of its facts")
    #expect(test.example.voiceOver != nil || test.example.talkBack != nil, "an example says what one reader says")
    for platform in Platform.allCases {
      guard let expected = test.example.expected(on: platform) else { continue }
      let heard = try Self.heard(test.example, on: platform)
      #expect(heard == expected, "\(platform.screenReaderName) after \(test.example.commands.joined(separator: ", "))")
    }
  }

  /// A kind is documented by its examples: it has one for both readers first
  /// (its line in the kinds table), and every key of its own appears in one.
  @Test(arguments: ComponentRegistry.kindNames)
  func everyKindCarriesExamples(kind name: String) throws {
    let kind = try #require(ComponentRegistry.kind(named: name))
    let first = try #require(kind.examples.first, "\(name) carries no examples")
    #expect(first.voiceOver != nil && first.talkBack != nil, "\(name)'s first example speaks for both readers")
    #expect(first.yaml.contains("- \(name):"), "\(name)'s first example is of \(name)")
    for key in kind.keys {
      #expect(
        kind.examples.contains { $0.yaml.contains("\(key.name):") }, "no example of \(name) uses its key '\(key.name)'")
    }
  }
}
