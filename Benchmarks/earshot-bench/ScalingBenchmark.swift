import Audit
import Foundation
import Playback
import Scenario
import ScreenReader

/// Issue 36: every command near-linear in the file's size, key family by key family. Each family
/// (a radio group's options, one element's custom actions, a text's inline links, link elements,
/// variants) is written as a scenario file at N and 10N, and what `validate` (every variant decoded
/// from the file), `check` (every rule over every variant), `play` (a script using every entry, on
/// both readers: what `quiz` plays too), the REPL's `reload` and `export` (the spec on both readers) cost is measured in CPU time, the machine being shared. Near-linear: ten times the file costs at
/// most twenty times the time (quadratic would be a hundred).
enum ScalingBenchmark {
  struct Family: Sendable {
    var name: String
    var small: Int
    /// The scenario with `count` of the family's entries.
    var scenario: @Sendable (Int) -> String
    /// What a user plays over it (`play --script`): each of the `count` entries reached and used.
    var script: @Sendable (Int) -> [String]
  }

  static let families: [Family] = [
    Family(name: "radio options", small: 50) { count in
      "title: R\nelements:\n  - radio-group:\n      label: Country\n      options:\n"
        + (0..<count).map { "      - Option \($0)\n" }.joined()
    } script: { count in
      ["first"] + Array(repeating: ["next", "double tap"], count: count).flatMap { $0 }
    },
    Family(name: "custom actions", small: 300) { count in
      "title: A\nelements:\n  - button:\n      label: Photo\n      actions:\n"
        + (0..<count).map { "      - { name: Act \($0), announce: Done \($0) }\n" }.joined()
    } script: { count in
      ["first"] + (0..<count).map { "action Act \($0)" }
    },
    Family(name: "inline links", small: 1_000) { count in
      "title: L\nelements:\n  - link:\n      label: " + (0..<count).map { "w\($0)" }.joined(separator: " ")
        + "\n      links:\n" + (0..<count).map { "      - w\($0)\n" }.joined()
    } script: { count in
      ["first"] + (0..<count).map { "action w\($0)" }
    },
    Family(name: "link elements", small: 2_000) { count in
      "title: L\nelements:\n" + (0..<count).map { "  - link: Link \($0)\n" }.joined()
    } script: { count in
      ["first"] + Array(repeating: "next", count: count)
    },
    Family(name: "variants", small: 160) { count in
      "title: V\nelements:\n  - button: { id: submit, label: Submit }\n  - text: Fill in the form.\nvariants:\n"
        + (0..<count).map { "  v\($0):\n    patch:\n      submit: { label: Submit \($0) }\n" }.joined()
    } script: { _ in
      // Played on every variant's screen, as a folder run plays each variant.
      ["first", "next", "double tap"]
    },
  ]

  static func run(into report: inout BenchmarkReport) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-scaling-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for family in families {
      var costs: [String: [Double]] = [:]
      var sizes: [Int] = []
      // The first pass warms caches (word tables, the auditor's rules) and is not kept.
      for (pass, count) in [family.small, family.small, family.small * 10].enumerated() {
        if pass == 1 { costs = [:] }
        let path = folder.appendingPathComponent("\(count).yaml").path
        let text = family.scenario(count)
        if pass > 0 { sizes.append(text.utf8.count) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        var screens: [Screen] = []
        costs["validate", default: []].append(
          try cpuMilliseconds {
            screens = []
            try ScenarioLoader.forEachVariant(path: path) { screens.append($0.screen) }
          })
        costs["check", default: []].append(cpuMilliseconds { for screen in screens { _ = Auditor.audit(screen) } })
        costs["play", default: []].append(
          try cpuMilliseconds {
            for screen in family.name == "variants" ? screens : [screens[0]] {
              try play(family.script(count), on: screen)
            }
          })
        // The REPL's `reload`: the running session carried over to the file as edited (here unchanged).
        costs["reload", default: []].append(
          cpuMilliseconds {
            for platform in [Platform.ios, .android] {
              _ = ScreenReaderSession(screen: screens[0], platform: platform).carried(to: screens[0])
            }
          })
        costs["export", default: []].append(
          cpuMilliseconds {
            _ = AnnouncementSpecMarkdown.render(AnnouncementSpec.build(screen: screens[0]), scenario: path)
          })
      }
      for command in ["validate", "check", "play", "reload", "export"] {
        guard let pair = costs[command], pair.count == 2 else { continue }
        let ratio = pair[1] / max(pair[0], 0.01)
        report.add(
          "\(command), \(family.name): \(family.small.formatted()) → \((family.small * 10).formatted()) "
            + "(\(sizes[0].formatted()) → \(sizes[1].formatted()) bytes)",
          "CPU \(Stats.format(pair[0], "ms")) → \(Stats.format(pair[1], "ms")) (\(String(format: "%.1f", ratio))x)",
          target: "≤ 20x for 10x", met: ratio <= 20)
      }
    }
  }

  /// Plays the lines on both readers, as `play --script` does; a line that does not run is a failure.
  static func play(_ lines: [String], on screen: Screen) throws {
    var player = Player(screen: screen, platform: .both)
    for line in lines {
      guard case .success(let command) = ScriptParser.parse(line, platform: player.primaryPlatform) else {
        throw ScalingFailure(line: line)
      }
      _ = try player.run(command, typed: line)
    }
  }

  struct ScalingFailure: Error, CustomStringConvertible {
    var line: String
    var description: String { "the scaling script's line '\(line)' does not parse" }
  }

  /// CPU time of `body` in this process, in ms: the median of three runs, since a few
  /// milliseconds on a shared machine move by a quarter from run to run.
  static func cpuMilliseconds(_ body: () throws -> Void) rethrows -> Double {
    var runs: [Double] = []
    for _ in 0..<3 {
      let start = ExportBenchmark.processorSeconds()
      try body()
      runs.append((ExportBenchmark.processorSeconds() - start) * 1000)
    }
    return Stats.median(runs)
  }
}
