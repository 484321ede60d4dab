/// Dumps that cannot be read, said as what they are, with what to do instead: a page source saved
/// with Python's `repr()`, a debugDescription printed with lldb's `po` (escaped into one quoted
/// line), and a screen with nothing a screen reader would say.
enum ImportRefusals {
  /// The refusal of a text saved in a form that hides its format; nil when it is not one.
  static func refusal(of text: Substring, file: String) -> ImportError? {
    let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    let head = start.prefix(4096)
    let escapedLineEnds = head.components(separatedBy: "\\n").count - 1
    let realLineEnds = head.filter(\.isLineEnd).count
    // Escaped line ends and next to no real ones: the dump was printed as one quoted string.
    guard escapedLineEnds >= 2, realLineEnds <= escapedLineEnds / 4 else { return nil }
    let first = ImportLocation(line: 1, column: text.distance(from: text.startIndex, to: start.startIndex) + 1)
    let quoted = start.first == "'" || start.first == "\"" || start.hasPrefix("b'") || start.hasPrefix("b\"")
    if quoted && (head.contains("<hierarchy") || head.contains("<?xml") || head.contains("<AppiumAUT")) {
      return ImportError(
        file: file, location: first,
        "this is a page source saved with Python's repr() (quoted, with \\n for each line end), not the XML itself; write the string, not its repr: open(\"page.xml\", \"w\").write(driver.page_source)"
      )
    }
    if head.contains("Element subtree:") || head.contains("Attributes: Application") {
      return ImportError(
        file: file, location: first,
        "this debugDescription was printed with lldb's po, which escapes it into one quoted line (\\n for each line end); print it with print(XCUIApplication().debugDescription) in the test, or in lldb with 'expr print(app.debugDescription)', and save that"
      )
    }
    return nil
  }

  /// Why a dump that was read gave no element: every node out of reach, silent, or no node at all.
  static func nothingToRead(format: ImportFormat, mapper: ScenarioMapper) -> String {
    let reader = format.platform.screenReaderName
    var reasons: [String] = []
    if mapper.skippedInvisible > 0 {
      reasons.append(
        "\(mapper.skippedInvisible) of \(mapper.nodeCount) node\(mapper.nodeCount == 1 ? " is" : "s are") of no size, not displayed or hidden, so \(reader) never reaches \(mapper.skippedInvisible == 1 ? "it" : "them")"
      )
    }
    if mapper.silentStops > 0 {
      reasons.append(
        "\(mapper.silentStops) clickable view\(mapper.silentStops == 1 ? " has" : "s have") no text, no state and no role word, so \(reader) does not stop there"
      )
    }
    if reasons.isEmpty {
      reasons.append(
        "none of its \(mapper.nodeCount) node\(mapper.nodeCount == 1 ? "" : "s") has text, a name or a control role")
    }
    return
      "nothing to import, as nothing on this screen is read: \(reasons.joined(separator: "; ")); take the dump again once the screen has loaded (a dump taken during a transition or behind a splash screen is empty), or name the app's controls (contentDescription, accessibilityLabel, Semantics label)"
  }
}
