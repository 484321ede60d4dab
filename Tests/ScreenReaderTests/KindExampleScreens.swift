import Scenario
import Testing

@testable import ScreenReader

/// Each of a registered kind's own examples as a loaded screen, with a place name
/// for messages ("checkbox example 2 on ios"): the every-kind properties run over them.
enum KindExampleScreens {
  static func each(
    of kind: String, on platform: Platform,
    _ body: (_ place: String, _ screen: Screen, _ example: ComponentExample) throws -> Void
  ) throws {
    let examples = try #require(ComponentRegistry.kind(named: kind)).examples
    for (index, example) in examples.enumerated() {
      let screen = try ScenarioLoader.parse(text: example.scenario, file: "\(kind)-\(index + 1).yaml").screen
      try body("\(kind) example \(index + 1) on \(platform)", screen, example)
    }
  }
}
