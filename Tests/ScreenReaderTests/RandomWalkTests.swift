import Foundation
import Scenario
import Testing

@testable import ScreenReader

/// Thousands of random gestures over every shipped scenario: the screen reader
/// never crashes, focus is always somewhere a screen reader can reach, a
/// confining modal never lets focus out, and closing returns focus to the trigger.
@Suite("Random walks over the shipped scenarios")
struct RandomWalkTests {
  static var scenarios: [String] {
    let folder = SeedExampleTests.repository.appendingPathComponent("scenarios")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") }.sorted()
  }

  static let fixedCommands: [Command] =
    [
      .next, .next, .next, .previous, .first, .last, .activate, .activate, .escape, .increment, .decrement,
      .longPress, .actions, .readAll, .readFromHere, .pause, .type("Ada"),
    ] + KeyboardKey.allCases.map(Command.key)

  @Test(arguments: scenarios, Platform.allCases)
  func walk(scenario: String, platform: Platform) throws {
    let path = SeedExampleTests.repository.appendingPathComponent("scenarios/\(scenario)").path
    let loaded = try ScenarioLoader.load(path: path)
    try Self.walk(loaded.screen, named: scenario, on: platform, steps: 10_000)
  }

  /// Every registered kind is on a walked screen: a new component cannot ship
  /// without a scenario the walk runs over.
  @Test func everyKindIsWalked() throws {
    var walked = Set<String>()
    for scenario in Self.scenarios {
      let path = SeedExampleTests.repository.appendingPathComponent("scenarios/\(scenario)").path
      let screen = try ScenarioLoader.load(path: path).screen
      let components = screen.components + screen.modals.values.flatMap(\.components)
      walked.formUnion(components.map { type(of: $0).kind })
    }
    let missing = ComponentRegistry.kindNames.filter { !walked.contains($0) }
    #expect(missing.isEmpty, "kinds on no shipped scenario, so never walked: \(missing.joined(separator: ", "))")
  }

  /// Each kind's own examples, walked at random too (a kind's odd corners: its
  /// popups, its disabled options), on both platforms.
  @Test(arguments: ComponentRegistry.kindNames, Platform.allCases)
  func walkExamples(kind: String, platform: Platform) throws {
    let examples = try #require(ComponentRegistry.kind(named: kind)).examples
    #expect(!examples.isEmpty, "\(kind) has no examples to walk")
    for (index, example) in examples.enumerated() {
      let screen = try ScenarioLoader.parse(text: example.scenario, file: "\(kind)-\(index + 1).yaml").screen
      try Self.walk(screen, named: "\(kind) example \(index + 1)", on: platform, steps: 1_000)
    }
  }

  /// Random gestures from the screen's opening on; checks the invariants after each.
  static func walk(_ screen: Screen, named scenario: String, on platform: Platform, steps: Int) throws {
    var session = ScreenReaderSession(screen: screen, platform: platform)
    // The walk starts where a user starts: the screen has just opened (TalkBack said its title).
    let opened = session.screenOpened()
    #expect(
      opened.utterances.map(\.text) == (platform == .android ? screen.title.map { [$0] } ?? [] : []),
      "\(scenario) on \(platform): the opening says the title on TalkBack only")
    var random = SplitMix64(seed: UInt64(truncatingIfNeeded: scenario.hashValueStable &+ (platform == .ios ? 1 : 2)))
    for step in 0..<steps {
      let before = session.windows.count
      let trigger = session.windows.last?.trigger
      let closingReturnsFocus = session.windows.last?.returnsFocus ?? true
      let command: Command
      if random.next() % 10 == 0, let node = session.reachableNodes.randomElement(using: &random) {
        command = .touch(node.displayName)
      } else {
        command = fixedCommands[Int(random.next() % UInt64(fixedCommands.count))]
      }
      do {
        _ = try session.perform(command)
      } catch {
        // Typing anywhere but a text field, and touching a name two elements share,
        // are refused with a message; nothing changes.
        switch error {
        case .notEditable, .ambiguous: break
        default: throw error
        }
      }
      let context = "\(scenario) on \(platform), step \(step), after '\(command.spelling)'"

      guard let position = session.focusedPosition else {
        // Only a window with nothing left to focus (its last element dismissed itself) has no focus.
        #expect(session.reachableNodes.isEmpty, "focus lost: \(context)")
        if session.reachableNodes.isEmpty { continue }
        return
      }
      guard session.windows.indices.contains(position.window),
        session.windows[position.window].nodes.indices.contains(position.node)
      else {
        Issue.record("focus points past the window's nodes: \(context)")
        return
      }
      let focused = session.windows[position.window].nodes[position.node]
      #expect(focused.isFocusable, "focus on an element the screen reader cannot reach: \(context)")
      #expect(session.reachableWindowIndices.contains(position.window), "focus in a window behind a modal: \(context)")
      if session.windows.count > 1, session.windows[session.windows.count - 1].confinesFocus {
        #expect(position.window == session.windows.count - 1, "focus left a confining modal: \(context)")
      }
      if session.windows.count < before, closingReturnsFocus, let trigger,
        session.windows[session.windows.count - 1].indexOf(id: trigger) != nil
      {
        #expect(focused.id == trigger, "focus did not return to \(trigger): \(context)")
      }
    }
  }
}

/// A small seeded generator, so every run walks the same way.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

extension String {
  /// A hash that is the same on every run (Swift's hashValue is seeded per process).
  var hashValueStable: Int {
    unicodeScalars.reduce(5381) { ($0 &* 33) &+ Int($1.value) }
  }
}
