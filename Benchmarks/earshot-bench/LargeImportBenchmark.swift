import Foundation
import Import

/// `earshot import` in process on a 20,000-node dump of every format: a long settings list (per
/// row a clickable group with a title, a summary and a switch, a heading every ten rows), written
/// as each tool prints it. Time is the median of 3 runs, in CPU time and wall time; memory is the process's peak resident
/// size after the format's runs (getrusage), which stays bounded when no reader holds more than
/// the dump, its tree and the scenario.
enum LargeImportBenchmark {
  static let nodes = 20_000

  static func run(into report: inout BenchmarkReport) throws {
    let dumps: [(String, String)] = [
      ("uiautomator dump", ImportBenchmark.uiautomatorDump(nodes: nodes)),
      ("Compose tree", ImportBenchmark.composeTree(nodes: nodes)),
      ("Flutter semantics tree", flutterTree()),
      ("React Native snapshot", reactNativeSnapshot()),
      ("React Native toJSON()", reactNativeJSON()),
      ("Espresso view hierarchy", espressoHierarchy()),
      ("AccessibilityNodeInfo log", nodeInfoLog()),
      ("Maestro hierarchy (Android)", maestro(ios: false)),
      ("Maestro hierarchy (iOS)", maestro(ios: true)),
      ("Appium page source (Android)", appiumAndroid()),
      ("Appium page source (iOS)", appiumIOS()),
      ("idb describe-all --json", idbDescription()),
      ("XCUITest debugDescription", xcuitestDescription()),
    ]
    // `EARSHOT_BENCH_IMPORT=Flutter` runs only the formats whose name holds those words (for profiling one).
    let only = ProcessInfo.processInfo.environment["EARSHOT_BENCH_IMPORT"]
    for (name, text) in dumps where only.map({ name.contains($0) }) ?? true {
      var times: [Double] = []
      var cpu: [Double] = []
      var elements = 0
      var nodeCount = 0
      for _ in 0..<3 {
        let start = ContinuousClock.now
        let cpuStart = cpuMilliseconds()
        let result = try ScreenImporter.importScreen(text: text, file: "bench")
        cpu.append(cpuMilliseconds() - cpuStart)
        times.append(Stats.milliseconds(ContinuousClock.now - start))
        elements = result.elementCount
        nodeCount = result.nodeCount
      }
      // The import is one thread: its CPU time is what the wall clock shows on a machine nobody
      // else is using; on a shared one the wall clock also counts the others' work.
      let median = Stats.median(cpu)
      report.add(
        "import a \(nodeCount.formatted())-node \(name) (\(elements) elements), in process; peak RSS \(peakMegabytes()) MB",
        Stats.format(median, "ms") + " CPU, " + Stats.format(Stats.median(times), "ms") + " wall, medians of 3",
        target: "< 1 s", met: median < 1000)
    }
  }

  static func cpuMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
  }

  static func peakMegabytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss / 1024
  }

  /// Rows of four nodes until `nodes`, with a heading before every tenth row.
  static func rows(_ body: (_ row: Int, _ heading: Bool) -> Void) {
    var count = 1
    var row = 0
    while count + 5 <= nodes {
      body(row, row % 10 == 0)
      count += row % 10 == 0 ? 5 : 4
      row += 1
    }
  }

  static func flutterTree() -> String {
    var lines = ["flutter: SemanticsNode#0", "flutter:  │ Rect.fromLTRB(0.0, 0.0, 1080.0, 240000.0)", "flutter:  │"]
    var id = 1
    func node(_ indent: String, _ rect: String, _ fields: [String]) {
      lines.append("flutter: \(indent)├─SemanticsNode#\(id)")
      lines.append("flutter: \(indent)│   Rect.fromLTRB(\(rect))")
      lines += fields.map { "flutter: \(indent)│   \($0)" }
      lines.append("flutter: \(indent)│")
      id += 1
    }
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        node("  ", "0.0, \(top).0, 400.0, \(top + 40).0", ["flags: isHeader", "label: \"Section \(row)\""])
      }
      node("  ", "0.0, \(top).0, 400.0, \(top + 110).0", ["actions: tap", "flags: isFocusable"])
      node("  │ ", "16.0, \(top).0, 300.0, \(top + 50).0", ["label: \"Setting \(row)\""])
      node("  │ ", "16.0, \(top + 50).0, 300.0, \(top + 100).0", ["label: \"Summary of setting \(row)\""])
      node(
        "  │ ", "320.0, \(top).0, 390.0, \(top + 50).0",
        ["actions: tap", "flags: hasToggledState, hasEnabledState, isEnabled", "label: \"Setting \(row)\""])
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func reactNativeSnapshot() -> String {
    var out = "// Jest Snapshot v1, https://goo.gl/fbAQLP\n\nexports[`Settings renders 1`] = `\n<View>\n"
    rows { row, heading in
      if heading { out += "  <Text\n    accessibilityRole=\"header\"\n  >\n    Section \(row)\n  </Text>\n" }
      out += "  <View\n    accessible={true}\n    onClick={[Function]}\n  >\n"
      out += "    <Text>\n      Setting \(row)\n    </Text>\n    <Text>\n      Summary of setting \(row)\n    </Text>\n"
      out += "    <RCTSwitch\n      accessibilityRole=\"switch\"\n      value={false}\n    />\n  </View>\n"
    }
    return out + "</View>\n`;\n"
  }

  static func reactNativeJSON() -> String {
    var children: [String] = []
    func text(_ words: String) -> String { "{\"type\":\"Text\",\"props\":{},\"children\":[\"\(words)\"]}" }
    rows { row, heading in
      if heading {
        children.append("{\"type\":\"Text\",\"props\":{\"role\":\"heading\"},\"children\":[\"Section \(row)\"]}")
      }
      let toggle = "{\"type\":\"RCTSwitch\",\"props\":{\"role\":\"switch\",\"aria-checked\":false},\"children\":null}"
      children.append(
        "{\"type\":\"View\",\"props\":{\"accessible\":true,\"focusable\":true},\"children\":[\(text("Setting \(row)")),\(text("Summary of setting \(row)")),\(toggle)]}"
      )
    }
    return "{\"type\":\"View\",\"props\":{},\"children\":[\(children.joined(separator: ","))]}"
  }

  static func espressoHierarchy() -> String {
    func view(_ depth: Int, _ name: String, _ fields: String) -> String {
      "+" + String(repeating: "-", count: depth) + ">\(name){id=-1, visibility=VISIBLE, \(fields), is-enabled=true}"
    }
    var lines = [
      "View Hierarchy:", view(0, "DecorView", "width=1080, height=240000, is-clickable=false, x=0.0, y=0.0"),
    ]
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        lines.append(
          view(
            1, "MaterialTextView", "width=1000, height=40, is-clickable=false, x=0.0, y=\(top).0, text=Section \(row)"))
      }
      lines.append(
        view(1, "LinearLayout", "width=1080, height=110, is-clickable=true, is-focusable=true, x=0.0, y=\(top).0"))
      lines.append(
        view(2, "MaterialTextView", "width=800, height=50, is-clickable=false, x=40.0, y=0.0, text=Setting \(row)"))
      lines.append(
        view(
          2, "MaterialTextView",
          "width=800, height=50, is-clickable=false, x=40.0, y=50.0, text=Summary of setting \(row)"))
      lines.append(
        view(2, "SwitchMaterial", "width=140, height=70, is-clickable=false, x=900.0, y=20.0, is-checked=false"))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A service's log, one line per node at one indent, parents first: nested by bounds.
  static func nodeInfoLog() -> String {
    func line(
      _ className: String, _ bounds: String, text: String = "null", clickable: Bool = false, checkable: Bool = false
    )
      -> String
    {
      "android.view.accessibility.AccessibilityNodeInfo@\(String(className.hashValue & 0xFFFF_FFFF, radix: 16)); boundsInScreen: Rect(\(bounds)); packageName: com.example; className: \(className); text: \(text); contentDescription: null; viewIdResName: null; checkable: \(checkable); checked: false; focusable: \(clickable); focused: false; selected: false; clickable: \(clickable); longClickable: false; enabled: true; password: false; scrollable: false"
    }
    var lines = [line("android.widget.FrameLayout", "0, 0 - 1080, 240000")]
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        lines.append(line("android.widget.TextView", "40, \(top) - 1040, \(top + 40)", text: "Section \(row)"))
      }
      lines.append(line("android.widget.LinearLayout", "0, \(top) - 1080, \(top + 110)", clickable: true))
      lines.append(line("android.widget.TextView", "40, \(top) - 800, \(top + 50)", text: "Setting \(row)"))
      lines.append(
        line("android.widget.TextView", "40, \(top + 50) - 800, \(top + 100)", text: "Summary of setting \(row)"))
      lines.append(line("android.widget.Switch", "900, \(top + 20) - 1040, \(top + 90)", checkable: true))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func maestro(ios: Bool) -> String {
    func element(_ className: String, _ text: String, _ bounds: String, clickable: Bool, children: [String] = [])
      -> String
    {
      let type = ios ? "" : "\"class\" : \"\(className)\", "
      let label =
        ios
        ? "\"accessibilityText\" : \"\(text)\", \"title\" : \"\", \"value\" : \"\""
        : "\"text\" : \"\(text)\", \"accessibilityText\" : \"\""
      return
        "{ \"attributes\" : { \(type)\(label), \"resource-id\" : \"\", \"hintText\" : \"\", \"clickable\" : \"\(clickable)\", \"bounds\" : \"\(bounds)\", \"enabled\" : \"true\", \"checked\" : \"false\", \"selected\" : \"false\" }, \"children\" : [\(children.joined(separator: ", "))] }"
    }
    var children: [String] = []
    rows { row, heading in
      let top = 100 + row * 120
      if heading {
        children.append(
          element("android.widget.TextView", "Section \(row)", "[40,\(top)][1040,\(top + 40)]", clickable: false))
      }
      children.append(
        element(
          "android.widget.LinearLayout", "", "[0,\(top)][1080,\(top + 110)]", clickable: true,
          children: [
            element("android.widget.TextView", "Setting \(row)", "[40,\(top)][800,\(top + 50)]", clickable: false),
            element(
              "android.widget.TextView", "Summary of setting \(row)", "[40,\(top + 50)][800,\(top + 100)]",
              clickable: false),
            element("android.widget.Switch", "", "[900,\(top + 20)][1040,\(top + 90)]", clickable: true),
          ]))
    }
    return
      "{ \"attributes\" : {}, \"children\" : [\(element("android.widget.FrameLayout", "", "[0,0][1080,240000]", clickable: false, children: children))] }"
  }
}
