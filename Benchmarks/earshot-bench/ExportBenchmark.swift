import Foundation
import Playback
import Scenario
import ScreenReader

/// `earshot export` over a screen of 28,000 elements of every kind that opens, selects,
/// expands or adjusts (the issue's size: it took 507 s when each double tap copied the
/// screen). The screen is built in process from one of each kind, repeated: a scenario
/// file that large is past the loader's limits. Timed: the spec built on both platforms
/// and written as Markdown.
enum ExportBenchmark {
  static let elements = 28_000

  static func run(into report: inout BenchmarkReport) throws {
    let screen = try mixedScreen(elements: elements)
    var times: [Double] = []
    var processorTimes: [Double] = []
    var rows = 0
    var truncated = false
    for _ in 0..<3 {
      let start = ContinuousClock.now
      let processorStart = processorSeconds()
      let spec = AnnouncementSpec.build(screen: screen)
      let text = AnnouncementSpecMarkdown.render(spec, scenario: "bench.yaml")
      times.append(Stats.milliseconds(ContinuousClock.now - start))
      processorTimes.append((processorSeconds() - processorStart) * 1000)
      rows = spec.rows.count
      truncated = spec.isTruncated && !text.isEmpty
    }
    let median = Stats.median(times)
    // Met on CPU time, as the import and scaling rows are: the export is one thread, so its CPU
    // time is the wall time of a machine nobody else uses; on the shared one the wall clock also
    // counts the others' builds (17.9 s wall for 1.3 s CPU at load 13, 2026-11-28).
    let processor = Stats.median(processorTimes)
    report.add(
      "export a \(elements.formatted())-element mixed screen (\(rows.formatted()) rows\(truncated ? ", cut at the row cap" : ""))",
      Stats.format(median, "ms") + " median of 3 (CPU \(Stats.format(processor, "ms")))",
      target: "< 2 s CPU", met: processor < 2000)
  }

  /// CPU time of this process: on a busy machine, what the export itself cost.
  static func processorSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// One of each kind that does something when double tapped, and a modal.
  static let kinds = """
    title: Mixed
    elements:
      - checkbox: Subscribe
      - switch: { label: Digest, on: false }
      - dropdown: { label: Language, options: [English, French, Spanish], selected: English }
      - picker: { label: Day, options: [Monday, Tuesday], selected: Monday }
      - button: { label: Delete, opens: confirm }
      - tabs: { label: Sections, options: [Home, Search], selected: Home }
      - disclosure: { label: Advanced, content: [Backups are on.] }
      - date-picker: { label: Start, value: 2026-12-01 }
      - time-picker: { label: Send at, value: "08:00" }
      - radio-group: { label: Format, options: [HTML, Text], selected: HTML }
      - segmented-control: { label: View, options: [Day, Week], selected: Day }
      - toggle-button: { label: Bold, on: true }
      - chip: { label: Vegetarian, filter: true }
      - slider: { label: Volume, value: 40 }
      - text-field: { label: Email }
      - list: { label: Recent, items: [Spring, Summer] }
    modals:
      confirm:
        kind: alert
        title: Delete?
        elements:
          - button: { label: Cancel, closes: true }
    """

  /// `elements` components: the kinds above repeated, each copy with its own id and label.
  static func mixedScreen(elements: Int) throws -> Screen {
    let template = try ScenarioLoader.parse(text: kinds, file: "bench.yaml").screen
    var screen = template
    screen.components = (0..<elements).map { index in
      var component = template.components[index % template.components.count]
      let copy = index / template.components.count
      component.common.id += "-\(copy)"
      component.common.label = component.common.label.map { "\($0) \(copy)" }
      return component
    }
    return screen
  }
}
