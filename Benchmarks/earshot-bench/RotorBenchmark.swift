import Foundation
import ScreenReader

/// Moving by heading (`next heading`, the rotor on Headings) on a 5,000-element screen
/// against a 50-element one: a jump walks to the next heading lazily, so it costs the
/// distance between headings, not the screen.
enum RotorBenchmark {
  /// Sections of ten elements, each under a heading (one in ten a heading, as a long
  /// settings or article screen has them).
  static func screen(elements: Int) -> Screen {
    var components: [any Component] = []
    for index in 0..<elements {
      let common = CommonProperties(id: "e\(index)", label: "Element \(index)")
      switch index % 10 {
      case 0: components.append(Heading(common: common))
      case 3, 7: components.append(Button(common: common))
      default: components.append(StaticText(common: common))
      }
    }
    return Screen(title: "Bench", components: components)
  }

  /// Median microseconds per `next heading` / `previous heading`, from the top to the end
  /// and back, over and over.
  static func headingCost(elements: Int, platform: Platform) -> Double {
    var session = ScreenReaderSession(screen: screen(elements: elements), platform: platform)
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(40_000)
    var forward = true
    for _ in 0..<40_000 {
      let start = clock.now
      let events = try? session.perform(.moveBy(.headings, forward: forward))
      let elapsed = clock.now - start
      precondition(events != nil)
      samples.append(Stats.microseconds(elapsed))
      // At either end (no focus move), turn round.
      if events?.contains(where: { $0.movedFocusTo != nil }) == false { forward.toggle() }
    }
    return Stats.median(samples)
  }

  static func run(into report: inout BenchmarkReport) {
    for platform in Platform.allCases {
      _ = headingCost(elements: 50, platform: platform)  // warm up
      let small = headingCost(elements: 50, platform: platform)
      let large = headingCost(elements: 5_000, platform: platform)
      let ratio = large / small
      report.add(
        "next heading, 50 elements (\(platform.screenReaderName))", Stats.format(small, "µs"),
        target: "< 20 µs median", met: small < 20)
      report.add(
        "next heading, 5,000 elements (\(platform.screenReaderName))",
        Stats.format(large, "µs") + String(format: " (%.2fx the 50-element cost)", ratio),
        target: "< 20 µs, within 2x", met: large < 20 && ratio <= 2)
    }
  }
}
