import Foundation
import Scenario

/// The hostile files that cost the loader most, each refused with a located
/// error: the slowest of them in the loader, on one thread. The tests check the
/// error and the memory; the time is measured here, where load on a CI machine
/// cannot fail a correct build.
enum HostileInputBenchmark {
  static func run(into report: inout BenchmarkReport) {
    var slowest = 0.0
    var slowestName = ""
    for (name, text) in files {
      var times: [Double] = []
      for _ in 0..<5 {
        let start = ContinuousClock.now
        _ = try? ScenarioLoader.parse(data: Data(text.utf8), file: "hostile.yaml")
        times.append(Stats.milliseconds(ContinuousClock.now - start))
      }
      let median = Stats.median(times)
      if median > slowest {
        slowest = median
        slowestName = name
      }
    }
    report.add(
      "hostile scenario refused (slowest: \(slowestName))", Stats.format(slowest, "ms") + " median of 5",
      target: "≤ 1,000 ms", met: slowest <= 1_000)
  }

  /// The largest files the loader reads to the end before refusing or accepting them.
  static var files: [(String, String)] {
    var manyElements = "title: many\nelements:\n"
    while manyElements.utf8.count < 500 * 1024 { manyElements += "- text: a\n" }
    var laughs = "title: lol\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      laughs += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
    }
    var deep = "title: deep\nelements:\n"
    var level = 0
    while deep.utf8.count < 500 * 1024 {
      deep += String(repeating: " ", count: level + 2) + "k:\n"
      level += 1
    }
    return [
      ("one-line elements up to the size limit", manyElements),
      ("an alias bomb", laughs),
      ("indentation as deep as the size limit allows", deep),
      ("10,000 levels of [", "title: x\nelements: " + String(repeating: "[", count: 10_000) + "\n"),
    ]
  }
}
