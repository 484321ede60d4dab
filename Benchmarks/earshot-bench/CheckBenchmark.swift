import Audit
import Foundation
import ScreenReader

/// `earshot check` on a 5,000-element screen of every kind that acts, selects,
/// expands or adjusts (the export benchmark's mix), with its modal: every rule over
/// every node as each reader hears it, in English and in German.
enum CheckBenchmark {
  static let elements = 5_000

  static func run(into report: inout BenchmarkReport) throws {
    var screen = try ExportBenchmark.mixedScreen(elements: elements)
    for locale in ["en", "de"] {
      screen.locale = locale
      var times: [Double] = []
      var processorTimes: [Double] = []
      var findings = 0
      for _ in 0..<3 {
        let start = ContinuousClock.now
        let processorStart = ExportBenchmark.processorSeconds()
        findings = Auditor.audit(screen).count
        times.append(Stats.milliseconds(ContinuousClock.now - start))
        processorTimes.append((ExportBenchmark.processorSeconds() - processorStart) * 1000)
      }
      let median = Stats.median(times)
      // Met on CPU time (one thread: a quiet machine's wall time), as the export row is.
      let processor = Stats.median(processorTimes)
      report.add(
        "check a \(elements.formatted())-element mixed screen, locale \(locale) (\(findings) findings)",
        Stats.format(median, "ms") + " median of 3 (CPU \(Stats.format(processor, "ms")))",
        target: "< 0.5 s CPU", met: processor < 500)
    }
  }
}
