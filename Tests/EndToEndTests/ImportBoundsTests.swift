import EarshotTestSupport
import Foundation
import Testing

/// A dump far larger than any screen is refused by rule, for every format, in
/// bounded memory and time: past 50,000 nodes while reading, or where the scenario
/// it becomes would pass the loader's 512 KB. Before, a 43 MB idb dump of 120,000
/// buttons held 888 MB (a JSONSerialization graph) before the loader refused the
/// scenario; a uiautomator dump over 10 MB was called "not well-formed".
@Suite(.serialized) struct ImportBoundsTests {
  /// A dump of `count` buttons in each format, as the tools write them.
  static func dump(_ format: String, buttons count: Int) -> String {
    var text = ""
    text.reserveCapacity(count * 400)
    switch format {
    case "idb":
      text += "["
      for index in 0..<count {
        if index > 0 { text += ", " }
        text +=
          "{\"AXFrame\": \"{{0, \(index)}, {393, 44}}\", \"AXUniqueId\": null, \"frame\": {\"y\": \(index * 44), \"x\": 0, \"width\": 393, \"height\": 44}, \"role_description\": \"button\", \"AXLabel\": \"Button \(index)\", \"type\": \"Button\", \"title\": null, \"help\": null, \"custom_actions\": [], \"AXValue\": null, \"enabled\": true, \"role\": \"AXButton\", \"subrole\": null, \"pid\": 5120}"
      }
      text += "]\n"
    case "uiautomator":
      text += "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\">"
      text +=
        "<node index=\"0\" text=\"\" class=\"android.widget.FrameLayout\" package=\"com.example\" bounds=\"[0,0][1080,2400]\">"
      for index in 0..<count {
        text +=
          "<node index=\"\(index)\" text=\"Button \(index)\" resource-id=\"\" class=\"android.widget.Button\" package=\"com.example\" content-desc=\"\" checkable=\"false\" checked=\"false\" clickable=\"true\" enabled=\"true\" focusable=\"true\" focused=\"false\" scrollable=\"false\" long-clickable=\"false\" password=\"false\" selected=\"false\" bounds=\"[0,\(index * 10)][1080,\(index * 10 + 100)]\" />"
      }
      text += "</node></hierarchy>\n"
    case "compose":
      text += "Printing with useUnmergedTree = 'false'\nNode #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n"
      for index in 0..<count {
        text +=
          " |-Node #\(index + 2) at (l=0.0, t=\(index * 10).0, r=1080.0, b=\(index * 10 + 100).0)px, Tag: 'b\(index)'\n | Role = 'Button'\n | Text = '[Button \(index)]'\n | Actions = [OnClick]\n | MergeDescendants = 'true'\n"
      }
    default:
      text += "Element subtree:\n →Application, 0x600002d1c000, pid: 4821, label: 'Big'\n"
      text += "    Window (Main), 0x600002d1c0e0, {{0.0, 0.0}, {393.0, 852.0}}\n"
      for index in 0..<count {
        text +=
          "      Button, 0x6000\(index), {{16.0, \(index * 44).0}, {361.0, 44.0}}, identifier: 'b\(index)', label: 'Button \(index)'\n"
      }
    }
    return text
  }

  /// One button whose label is `text`, in each format.
  static func dump(_ format: String, label text: String) -> String {
    switch format {
    case "idb":
      "[{\"role\": \"AXButton\", \"AXLabel\": \"\(text)\", \"frame\": {\"x\": 0, \"y\": 0, \"width\": 9, \"height\": 9}}]"
    case "uiautomator":
      "<hierarchy rotation=\"0\"><node class=\"android.widget.Button\" clickable=\"true\" text=\"\(text)\" bounds=\"[0,0][100,100]\" /></hierarchy>"
    case "compose":
      "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n |-Node #2 at (l=0.0, t=0.0, r=100.0, b=100.0)px\n | Role = 'Button'\n | Text = '[\(text)]'\n | Actions = [OnClick]\n"
    default:
      "Element subtree:\n →Application, 0x6000, pid: 1, label: 'A'\n    Button, 0x6001, {{0.0, 0.0}, {9.0, 9.0}}, label: '\(text)'\n"
    }
  }

  static let formats = ["idb", "uiautomator", "compose", "xcuitest"]

  /// Runs `earshot import` on the dump, written to a temporary file.
  static func importing(_ text: String, named name: String) throws -> ChildProcess.Result {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let dump = folder.appendingPathComponent(name)
    try text.write(to: dump, atomically: false, encoding: .utf8)
    let output = folder.appendingPathComponent("screen.yaml")
    let run = try ChildProcess.run(try ChildProcess.earshot(), ["import", dump.path, "-o", output.path])
    #expect(!FileManager.default.fileExists(atPath: output.path), "nothing is written")
    return run
  }

  /// 150,000 buttons (20 to 55 MB): refused at the 50,001st node, in a fraction of what it held before.
  @Test(arguments: formats)
  func aDumpOfMoreNodesThanAnyScreenIsRefusedWhereItPassesTheBound(format: String) throws {
    let run = try Self.importing(Self.dump(format, buttons: 150_000), named: "big.\(format)")
    #expect(run.status == 2, "\(run.standardError)")
    #expect(run.standardError.contains("error: more than 50000 nodes: no screen has this many"), "\(run.standardError)")
    #expect(run.standardError.contains("import a smaller part of the screen"))
    // Before: 888 MB (idb), 408 MB (uiautomator), 390 MB (Compose), 604 MB (XCUITest) for dumps this size.
    #expect(run.peakMegabytes < 300, "\(format): peak \(run.peakMegabytes) MB")
    #expect(run.seconds < 60, "\(format): \(run.seconds) s")
  }

  /// 20,000 buttons fit the node bound but not a scenario: the import stops once what it mapped cannot fit, and says where.
  @Test(arguments: formats)
  func aScenarioLargerThanTheLoaderTakesIsStoppedAtItsLimit(format: String) throws {
    let run = try Self.importing(Self.dump(format, buttons: 20_000), named: "many.\(format)")
    #expect(run.status == 2, "\(run.standardError)")
    let error = run.standardError
    // Stopped in the mapping: 11,000 buttons already take more than a scenario holds.
    #expect(error.contains("elements, up to this node, already take more than 512 KB of scenario"), "\(error)")
    #expect(error.contains("the most a scenario may be; import a smaller part of the screen"), "\(error)")
    // Located at the dump's node that does not fit: many.FORMAT:LINE:COLUMN.
    #expect(error.range(of: #"many\.\#(format):\d+:\d+: error"#, options: .regularExpression) != nil, "\(error)")
    #expect(run.peakMegabytes < 200, "\(format): peak \(run.peakMegabytes) MB")
  }

  /// A 6 MB label: before, mapped, guessed a language from and quoted whole (a 60 MB one took 766 MB and
  /// 101 s) for the loader to refuse; now refused before the mapping, at its node.
  @Test(arguments: formats)
  func aTextLongerThanAnyScenarioIsRefusedAtItsNode(format: String) throws {
    let run = try Self.importing(
      Self.dump(format, label: String(repeating: "word ", count: 1_200_000)), named: "long.\(format)")
    #expect(run.status == 2, "\(run.standardError)")
    #expect(
      run.standardError.contains("error: this node's text alone is longer than 512 KB, the most a scenario may be"),
      "\(run.standardError)")
    #expect(run.peakMegabytes < 150, "\(format): peak \(run.peakMegabytes) MB")
  }

  /// libxml2 refuses a value over 10 MB with an "internal error": that was reported as XML that is not
  /// well-formed, "cut short"; it is the parser's limit, and no scenario could hold the value anyway.
  @Test func aValueOverTheXMLParsersLimitIsSaidToBeOne() throws {
    let run = try Self.importing(
      Self.dump("uiautomator", label: String(repeating: "word ", count: 2_200_000)), named: "long.xml")
    #expect(run.status == 2, "\(run.standardError)")
    #expect(
      run.standardError.contains("long.xml:1:") && run.standardError.contains("a name, value or text over 10 MB"),
      "\(run.standardError)")
    #expect(!run.standardError.contains("cut short"))
    #expect(run.peakMegabytes < 150, "peak \(run.peakMegabytes) MB")
  }
}
