import Import
import Testing

/// Bad input is refused with the place and what to do, never a crash.
@Suite struct ImportErrorTests {
  typealias S = ImportSupport

  private func failure(_ text: String, format: ImportFormat? = nil) -> String {
    do {
      _ = try ScreenImporter.importScreen(text: text, file: "dump", format: format)
      return "no error"
    } catch {
      return error.description
    }
  }

  /// The import fuzzer's find: Foundation's XMLParser on Linux crashed (SIGSEGV) on a
  /// processing instruction with no data, in every XML format; one in a comment is text.
  @Test(arguments: [ImportFormat.uiautomator, .appium, .appiumIOS])
  func aProcessingInstructionWithNoDataIsRefusedWhereItOpens(format: ImportFormat) {
    let root = format == .appiumIOS ? "<AppiumAUT>" : "<hierarchy rotation=\"0\">"
    let close = format == .appiumIOS ? "</AppiumAUT>" : "</hierarchy>"
    #expect(
      failure("<?xml version=\"1.0\"?>\n\(root)\n  <?pi?>\(close)", format: format)
        == "dump:3:3: error: a processing instruction with no data ('<?NAME?>'): no dump writes one, and the XML parser cannot read it; remove it and import again"
    )
    #expect(failure("<?xml?>\(root)\(close)", format: format).hasPrefix("dump:1:1: error: a processing instruction"))
    #expect(!failure("<!-- <?pi?> -->\(root)\(close)", format: format).contains("processing instruction"))
  }

  @Test func aTruncatedDumpIsLocatedAtItsEnd() {
    let dump = S.uiautomator([
      S.node(className: "android.widget.Button", text: "Pay", bounds: "[0,0][100,100]", clickable: true)
    ])
    // Cut after the button, and cut inside it: both are a dump cut short, not a bad value.
    let afterButton = String(dump.prefix(dump.count - 12))
    #expect(
      failure(afterButton).hasPrefix("dump:1:\(afterButton.utf8.count + 1): error: the dump ends before </hierarchy>"))
    let insideButton = String(dump.prefix(dump.count - 30))
    #expect(failure(insideButton).contains("error: the dump ends inside the <node> at 1:"))
  }

  @Test func boundsThatDoNotParseAreLocatedAtTheirNode() {
    let dump = S.uiautomator([
      S.node(className: "android.widget.Button", text: "Pay", bounds: "[0,0][100", clickable: true)
    ])
    let message = failure(dump)
    #expect(message.contains("error: bounds \"[0,0][100\" do not parse"))
    let place = dump.range(of: "<node index=\"0\" text=\"Pay\"")
    let expected = place.map { dump.utf8.distance(from: dump.utf8.startIndex, to: $0.lowerBound) + 1 }
    #expect(message.hasPrefix("dump:1:\(expected ?? 0):"))
  }

  @Test func composeBoundsAndUnclosedValuesAreLocatedByLine() {
    let badBounds = "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\n |-Node #2 at (l=0.0, t=x, r=1.0, b=1.0)px\n"
    #expect(failure(badBounds).hasPrefix("dump:2:4: error: the bounds of 'Node #2"))
    let unclosed = "Node #1 at (l=0.0, t=0.0, r=1080.0, b=2400.0)px\nText = '[Hello\n"
    #expect(failure(unclosed).hasPrefix("dump:2:1: error: the value of Text is never closed"))
  }

  @Test func cutJSONIsLocatedAndUnknownTextIsNamed() {
    #expect(failure("[{\"AXLabel\": \"Pay\", \"frame\": {\"x\": 0,\n\"y\": ").hasPrefix("dump:2:"))
    #expect(
      failure("Dear diary, today I wrote no dump.").hasPrefix("dump:1:1: error: this is no format earshot import knows")
    )
    #expect(failure("{\"AXLabel\": 3}", format: .xcuitest).contains("error:"))
  }

  @Test func nestingNoScreenHasIsRefusedWhereItGoesTooDeep() {
    let xml =
      "<hierarchy rotation=\"0\">"
      + String(repeating: "<node class=\"android.view.View\" bounds=\"[0,0][1,1]\">", count: 300)
    #expect(failure(xml).contains("error: nodes are nested more than 256 levels deep"))
    let lines = (0..<300).map { String(repeating: " ", count: $0 + 1) + "Other, 0x6000, {{0.0, 0.0}, {1.0, 1.0}}" }
    #expect(failure("Element subtree:\n" + lines.joined(separator: "\n")).hasPrefix("dump:258:"))
  }

  @Test func eachFormatIsRecognisedFromItsContent() {
    #expect(ImportFormat.detect("<?xml version='1.0' ?><hierarchy rotation=\"0\">") == .uiautomator)
    #expect(
      ImportFormat.detect("Printing with useUnmergedTree = 'true'\nNode #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px")
        == .compose)
    #expect(ImportFormat.detect("04-01 D/Tree: Node #1 at (l=0.0, t=0.0, r=1.0, b=1.0)px") == .compose)
    #expect(ImportFormat.detect("  [ {\"AXLabel\": null} ]") == .idb)
    #expect(ImportFormat.detect("Element subtree:\n →Application, 0x6000, pid: 1, label: 'A'") == .xcuitest)
    #expect(ImportFormat.detect("hello") == nil)
  }
}
