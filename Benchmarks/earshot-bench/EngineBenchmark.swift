import Foundation
import Scenario
import ScreenReader

/// One command on a 5,000-element screen against a 50-element one: focus moves
/// and activations must cost the element, not the screen.
enum EngineBenchmark {
  static func screen(elements: Int) -> Screen {
    var components: [any Component] = []
    for index in 0..<elements {
      let common = CommonProperties(id: "e\(index)", label: "Element \(index)")
      switch index % 3 {
      case 0: components.append(Checkbox(common: common, checked: index % 2 == 0))
      case 1: components.append(Button(common: common))
      default: components.append(StaticText(common: common))
      }
    }
    return Screen(title: "Bench", components: components)
  }

  /// A screen of every registered kind in turn, each as its first example writes it
  /// (tabs, sliders, dropdowns, disclosures...), about `elements` nodes long.
  static func mixedScreen(elements: Int) -> Screen {
    // Snippets naming ids (a toast and the button showing it) cannot repeat; the rest can.
    let snippets = ComponentRegistry.kinds.compactMap { $0.examples.first?.yaml }.filter { !$0.contains("id:") }
    var yaml = "title: Every kind\nelements:\n"
    for index in 0..<elements {
      for line in snippets[index % snippets.count].split(separator: "\n") { yaml += "  " + line + "\n" }
    }
    do {
      return try ScenarioLoader.parse(text: yaml, file: "bench.yaml").screen
    } catch {
      FileHandle.standardError.write(
        Data("earshot-bench: the kinds' first examples do not load together:\n\(error)\n".utf8))
      exit(2)
    }
  }

  /// Median microseconds per command over a fixed mix of swipes and activations.
  static func commandCost(elements: Int, platform: Platform, mixed: Bool = false) -> Double {
    let screen = mixed ? mixedScreen(elements: elements) : screen(elements: elements)
    var session = ScreenReaderSession(screen: screen, platform: platform)
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(60_000)
    let mix: [Command] = [.next, .next, .activate, .next, .previous, .activate, .next, .next]
    for round in 0..<7_500 {
      for command in mix {
        let start = clock.now
        let events = try? session.perform(command)
        let elapsed = clock.now - start
        precondition(events != nil)
        samples.append(Stats.microseconds(elapsed))
      }
      // Stay away from the end so swipes keep moving.
      if round % 200 == 199, elements > 60 { _ = try? session.perform(.first) }
      if elements <= 60, round % 5 == 4 { _ = try? session.perform(.first) }
    }
    return Stats.median(samples)
  }

  static func run(into report: inout BenchmarkReport) {
    // Plain controls, then every kind, the new ones included: popups, expanding
    // sections, tabs, sliders.
    for mixed in [false, true] {
      let screen = mixed ? " of every kind" : ""
      for platform in Platform.allCases {
        _ = commandCost(elements: 50, platform: platform, mixed: mixed)  // warm up
        let small = commandCost(elements: 50, platform: platform, mixed: mixed)
        let large = commandCost(elements: 5_000, platform: platform, mixed: mixed)
        let ratio = large / small
        report.add(
          "one command, 50 elements\(screen) (\(platform.screenReaderName))", Stats.format(small, "µs"),
          target: "< 20 µs median", met: small < 20)
        report.add(
          "one command, 5,000 elements\(screen) (\(platform.screenReaderName))",
          Stats.format(large, "µs") + String(format: " (%.2fx the 50-element cost)", ratio),
          target: "< 20 µs, within 2x", met: large < 20 && ratio <= 2)
      }
    }
  }
}
