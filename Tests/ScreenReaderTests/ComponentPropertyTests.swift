import Scenario
import Testing

@testable import ScreenReader

/// Properties of the ranged and single-selection components, over many random
/// screens: whatever the numbers and the gestures, what is spoken agrees with
/// the state, values stay in range and exactly one choice is selected.
@Suite("Properties of ranges and selections")
struct ComponentPropertyTests {
  static func session(_ yaml: String, _ platform: Platform) throws -> ScreenReaderSession {
    let loaded = try ScenarioLoader.parse(text: "elements:\n" + yaml, file: "property.yaml")
    var session = ScreenReaderSession(screen: loaded.screen, platform: platform)
    session.hintsEnabled = false
    return session
  }

  @Test("Slider: the value stays in range and each swipe speaks the new one", arguments: Platform.allCases)
  func slider(platform: Platform) throws {
    var random = SplitMix64(seed: 11)
    for _ in 0..<200 {
      let low = Int(random.next() % 50)
      let high = low + 1 + Int(random.next() % 200)
      let value = low + Int(random.next() % UInt64(high - low + 1))
      let step = 1 + Int(random.next() % 20)
      var session = try Self.session(
        "  - slider: { label: Level, value: \(value), min: \(low), max: \(high), step: \(step), format: number }\n",
        platform)
      _ = try session.perform(.first)
      var expected = value
      for _ in 0..<12 {
        let up = random.next() % 2 == 0
        let spoken = try session.perform(up ? .increment : .decrement).spokenText
        let next = up ? min(high, expected + step) : max(low, expected - step)
        if next == expected {
          #expect(spoken.isEmpty, "at the end of the range nothing changes: \(spoken)")
        } else {
          #expect(spoken.hasPrefix(String(next)), "heard '\(spoken)', the value is now \(next)")
        }
        expected = next
      }
    }
  }

  @Test("Tabs and segments: exactly one selected, and activating one selects it", arguments: Platform.allCases)
  func selection(platform: Platform) throws {
    var random = SplitMix64(seed: 12)
    for round in 0..<100 {
      let count = 2 + Int(random.next() % 5)
      let options = (0..<count).map { "Item\($0)" }
      let kind = round % 2 == 0 ? "tabs" : "segmented-control"
      var session = try Self.session(
        "  - \(kind): { label: Group, options: [\(options.joined(separator: ", "))] }\n", platform)
      for _ in 0..<6 {
        let target = options[Int(random.next() % UInt64(count))]
        _ = try session.perform(.touch(target))
        _ = try session.perform(.activate)
        let nodes = session.windows[0].nodes.filter { $0.role != .staticText }
        let selected = nodes.filter { $0.isSelected || $0.checked == true }
        #expect(selected.map(\.name) == [target], "\(kind) on \(platform)")
        #expect(nodes.map(\.position) == (1...count).map { Position(index: $0, count: count) })
      }
    }
  }

  @Test("Stepper: the buttons never leave the range, and the end's button is disabled", arguments: Platform.allCases)
  func stepper(platform: Platform) throws {
    var random = SplitMix64(seed: 13)
    for _ in 0..<100 {
      let high = 1 + Int(random.next() % 10)
      var session = try Self.session("  - stepper: { label: Count, value: 0, max: \(high) }\n", platform)
      var value = 0
      for _ in 0..<15 {
        let up = random.next() % 2 == 0
        _ = try session.perform(
          .touch(up ? (platform == .ios ? "Increment" : "Increase") : (platform == .ios ? "Decrement" : "Decrease")))
        let spoken = try session.perform(.activate).spokenText
        let next = up ? min(high, value + 1) : max(0, value - 1)
        #expect(spoken.isEmpty == (next == value), "heard '\(spoken)'")
        value = next
        let buttons = session.windows[0].nodes.filter { $0.role == .button }
        #expect(buttons.map(\.isEnabled) == [value > 0, value < high])
      }
    }
  }
}
