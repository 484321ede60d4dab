import Foundation

/// Rows of measured figures against their targets.
struct BenchmarkReport {
  struct Row {
    var measure: String
    var figure: String
    var target: String
    var met: Bool
  }

  var rows: [Row] = []

  mutating func add(_ measure: String, _ figure: String, target: String, met: Bool) {
    rows.append(Row(measure: measure, figure: figure, target: target, met: met))
    FileHandle.standardError.write(Data("\(met ? "ok  " : "MISS") \(measure): \(figure) (target \(target))\n".utf8))
  }

  var allMet: Bool { rows.allSatisfy(\.met) }

  var markdown: String {
    var lines = ["| measure | figure | target | met |", "| --- | --- | --- | --- |"]
    lines += rows.map { "| \($0.measure) | \($0.figure) | \($0.target) | \($0.met ? "yes" : "NO") |" }
    return lines.joined(separator: "\n")
  }
}

/// Medians of durations, in the units the targets use.
enum Stats {
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
  }

  static func milliseconds(_ duration: Duration) -> Double {
    microseconds(duration) / 1000
  }

  static func format(_ value: Double, _ unit: String) -> String {
    String(format: value < 10 ? "%.2f %@" : "%.0f %@", value, unit)
  }
}
