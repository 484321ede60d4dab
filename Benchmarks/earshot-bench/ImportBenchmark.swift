import Foundation
import Import

/// `earshot import` on a 2,000-node uiautomator dump and a 2,000-node Compose
/// tree: in process (read, map, order, write YAML), and through the release
/// binary from process start to the scenario written and checked to load.
enum ImportBenchmark {
  static func run(into report: inout BenchmarkReport) throws {
    for (name, text) in [
      ("uiautomator dump", uiautomatorDump(nodes: 2000)), ("Compose tree", composeTree(nodes: 2000)),
    ] {
      var times: [Double] = []
      var elements = 0
      for _ in 0..<15 {
        let start = ContinuousClock.now
        let result = try ScreenImporter.importScreen(text: text, file: "bench")
        times.append(Stats.milliseconds(ContinuousClock.now - start))
        elements = result.elementCount
      }
      let median = Stats.median(times)
      report.add(
        "import a 2,000-node \(name) (\(elements) elements), in process", Stats.format(median, "ms") + " median of 15",
        target: "< 1 s", met: median < 1000)
    }
    try runBinary(into: &report)
  }

  /// The whole command, as a user runs it: read, import, check the scenario loads, write it.
  private static func runBinary(into report: inout BenchmarkReport) throws {
    let binary = repository.appendingPathComponent(".build/release/earshot")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-import-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dump = folder.appendingPathComponent("dump.xml")
    try Data(uiautomatorDump(nodes: 2000).utf8).write(to: dump)
    var times: [Double] = []
    for _ in 0..<10 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["import", dump.path, "-o", folder.appendingPathComponent("screen.yaml").path, "--force"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus == 0 { times.append(Stats.milliseconds(ContinuousClock.now - start)) }
    }
    let median = Stats.median(times)
    report.add(
      "earshot import of a 2,000-node dump to a checked scenario file",
      Stats.format(median, "ms") + " median of \(times.count)",
      target: "< 1 s", met: times.count == 10 && median < 1000)
  }

  /// A long settings list: per row a clickable layout with a title, a summary and a switch; headings between.
  static func uiautomatorDump(nodes: Int) -> String {
    var xml = "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
    xml += node("android.widget.FrameLayout", "", "[0,0][1080,240000]", clickable: false, open: true)
    var count = 1
    var row = 0
    while count + 4 <= nodes {
      let top = 100 + row * 120
      if row % 10 == 0 {
        xml += node(
          "android.widget.TextView", "Section \(row / 10 + 1)", "[40,\(top)][1040,\(top + 100)]", clickable: false)
        count += 1
      }
      xml += node("android.widget.LinearLayout", "", "[0,\(top)][1080,\(top + 110)]", clickable: true, open: true)
      xml += node("android.widget.TextView", "Setting \(row + 1)", "[40,\(top)][800,\(top + 60)]", clickable: false)
      xml += node(
        "android.widget.TextView", "Summary of setting \(row + 1)", "[40,\(top + 60)][800,\(top + 110)]",
        clickable: false)
      xml += node("android.widget.Switch", "", "[900,\(top + 20)][1040,\(top + 90)]", clickable: false, checkable: true)
      xml += "</node>"
      count += 4
      row += 1
    }
    return xml + "</node></hierarchy>"
  }

  private static func node(
    _ className: String, _ text: String, _ bounds: String, clickable: Bool, checkable: Bool = false, open: Bool = false
  ) -> String {
    "<node index=\"0\" text=\"\(text)\" resource-id=\"\" class=\"\(className)\" package=\"com.example\" content-desc=\"\" checkable=\"\(checkable)\" checked=\"false\" clickable=\"\(clickable)\" enabled=\"true\" focusable=\"\(clickable)\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" bounds=\"\(bounds)\""
      + (open ? ">" : " />")
  }

  /// The same list as an unmerged Compose tree: a merging row with two texts and a toggleable child.
  static func composeTree(nodes: Int) -> String {
    var lines = ["Printing with useUnmergedTree = 'true'", "Node #1 at (l=0.0, t=0.0, r=1080.0, b=240000.0)px"]
    var id = 2
    var row = 0
    while id + 4 <= nodes + 1 {
      let top = Double(100 + row * 120)
      lines.append(" |-Node #\(id) at (l=0.0, t=\(top), r=1080.0, b=\(top + 110))px")
      lines += [
        " | Role = 'Switch'", " | ToggleableState = 'Off'", " | Actions = [OnClick]", " | MergeDescendants = 'true'",
      ]
      lines.append(" |  |-Node #\(id + 1) at (l=40.0, t=\(top), r=800.0, b=\(top + 60))px")
      lines.append(" |  | Text = '[Setting \(row + 1)]'")
      lines.append(" |  |-Node #\(id + 2) at (l=40.0, t=\(top + 60), r=800.0, b=\(top + 110))px")
      lines.append(" |  | Text = '[Summary of setting \(row + 1)]'")
      lines.append(" |  |-Node #\(id + 3) at (l=900.0, t=\(top + 20), r=1040.0, b=\(top + 90))px")
      lines.append(" |    ToggleableState = 'Off'")
      id += 4
      row += 1
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
