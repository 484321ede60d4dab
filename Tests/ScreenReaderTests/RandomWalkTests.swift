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
    var session = ScreenReaderSession(screen: loaded.screen, platform: platform)
    var random = SplitMix64(seed: UInt64(truncatingIfNeeded: scenario.hashValueStable &+ (platform == .ios ? 1 : 2)))
    for step in 0..<10_000 {
      let before = session.windows.count
      let trigger = session.windows.last?.trigger
      let closingReturnsFocus = session.windows.last?.returnsFocus ?? true
      let command: Command
      if random.next() % 10 == 0, let node = session.reachableNodes.randomElement(using: &random) {
        command = .touch(node.displayName)
      } else {
        command = Self.fixedCommands[Int(random.next() % UInt64(Self.fixedCommands.count))]
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
        Issue.record("focus lost: \(context)")
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
