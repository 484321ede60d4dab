import Import
import ScreenReader
import Testing

/// idb's JSON as the reader scans it from the dump's bytes: what JSON says is
/// read exactly, what is not JSON is refused at its byte, and no input, however
/// large or deep, costs more than its nodes.
@Suite struct IDBJSONTests {
  private func nodes(_ json: String) throws -> [SourceNode] {
    try IDBDescriptionReader.read(json, file: "dump")
  }

  private func failure(_ json: String) -> String {
    do {
      _ = try IDBDescriptionReader.read(json, file: "dump")
      return "no error"
    } catch {
      return error.description
    }
  }

  @Test func escapesNumbersAndFlagsReadAsJSONMeansThem() throws {
    let read = try nodes(
      #"[{"AXLabel": "Caf\u00e9 \ud83d\ude00 \"Pay\"\n\/", "role": "AXSlider", "AXValue": 70, "enabled": false,"#
        + #" "frame": {"x": 1.5, "y": "2", "width": 10, "height": 4e1}, "custom_actions": ["Call", {"name": "Mail"}, 3],"#
        + #" "unknown": {"deep": [1, -2.5e-3, true, null, {"a": "b"}]}}, {"role": "AXSlider", "AXValue": 0.5}]"#)
    #expect(read.count == 2)
    #expect(read[0].contentDescription == "Café 😀 \"Pay\"\n/")
    #expect(read[0].value == "70")
    #expect(read[1].value == "0.5")
    #expect(read[0].enabled == false)
    #expect(read[0].customActions == ["Call", "Mail"])
    #expect(read[0].bounds == ElementFrame(x: 1.5, y: 2, width: 10, height: 40))
    #expect(read[0].location == ImportLocation(line: 1, column: 2))
  }

  @Test func whatIsNotJSONIsRefusedAtItsByte() {
    #expect(
      failure(#"[{"AXLabel": "Pay",, }]"#).hasPrefix("dump:1:20: error: the JSON does not parse (a string expected"))
    #expect(failure("[1]").hasPrefix("dump:1:2: error: an element is not a JSON object"))
    #expect(failure("[{}] x").hasPrefix("dump:1:6: error: the JSON does not parse"))
    #expect(failure("[{\"AXLabel\": \"a\u{01}\"}]").hasPrefix("dump:1:16: error:"))
    #expect(
      failure("[{\"AXLabel\": \"Pay\",\n  \"frame\": {\"x\": ").contains("dump:2:18: error: the JSON does not parse"))
    #expect(failure("[{\"AXLabel\": \"Pay\",\n  \"frame\": {\"x\": ").contains("it is cut short"))
    #expect(failure(#"[{"frame": {"x": 1}}]"#).hasPrefix("dump:1:2: error: the frame does not parse"))
  }

  /// Nesting in values the reader skips is bounded too: no recursion without end.
  @Test func deepValuesAndTooManyNodesAreRefusedWhereTheyPassTheBound() {
    let deep = "[{\"x\": " + String(repeating: "[", count: 100_000) + "]}]"
    #expect(failure(deep).contains("error: values are nested more than 512 levels deep here"))
    let many = "[" + Array(repeating: "{}", count: SourceNode.maximumCount + 1).joined(separator: ",") + "]"
    #expect(
      failure(many).hasPrefix(
        "dump:1:\(2 + 3 * SourceNode.maximumCount): error: more than \(SourceNode.maximumCount) nodes"))
  }

  /// Past the scenario's limit the import stops at the node that does not fit: in the mapping, once the
  /// elements' least size already passes it, else in the writing, where the YAML passes it.
  @Test(arguments: [
    (60, "the scenario would be larger than 4 KB"),
    (200, "elements, up to this node, already take more than 4 KB of scenario"),
  ])
  func aScenarioPastItsLimitIsStoppedAtTheNodeThatDoesNotFit(buttons: Int, message: String) throws {
    let json =
      "[\n"
      + (0..<buttons).map {
        #"{"role": "AXButton", "AXLabel": "Button \#($0)", "frame": {"x": 0, "y": \#($0 * 50), "width": 100, "height": 44}}"#
      }.joined(separator: ",\n") + "\n]"
    #expect(throws: Never.self) { try ScreenImporter.importScreen(text: json, file: "dump") }
    do {
      _ = try ScreenImporter.importScreen(text: json, file: "dump", maximumBytes: 4096)
      Issue.record("a scenario over 4 KB was written")
    } catch {
      #expect(error.message.contains(message), "\(error.description)")
      #expect(error.message.contains("the most a scenario may be"))
      #expect(error.message.hasSuffix("import a smaller part of the screen (one subtree of the dump)"))
      let line = error.location?.line ?? 0
      #expect(line > 2 && line < buttons, "at the node that does not fit, not the end: \(error.description)")
    }
  }

  @Test func aTextNoScenarioCanHoldIsRefusedBeforeItIsMapped() {
    let json =
      "[{\"role\": \"AXButton\"},\n {\"role\": \"AXStaticText\", \"AXLabel\": \"\(String(repeating: "word ", count: 1000))\"}]"
    do {
      _ = try ScreenImporter.importScreen(text: json, file: "dump", maximumBytes: 4096)
      Issue.record("a 5 KB label was imported into a 4 KB scenario")
    } catch {
      #expect(error.description.hasPrefix("dump:2:2: error: this node's text alone is longer than 4 KB"))
    }
  }
}
