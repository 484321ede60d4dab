import ScreenReader

extension HandOffPageHTML {
  /// The rotor view: each reader's headings, links and controls, as lists.
  static func rotor(_ page: HandOffPage) -> String {
    var lines = [
      "<h2 id=\"rotor\">Rotor view</h2>",
      "<p>What skimming reaches: VoiceOver's rotor and TalkBack's reading controls turned to headings, links and controls, each list in the order a swipe down goes.</p>",
    ]
    for platform in page.spec.platforms {
      lines.append("<h3>\(escape(readerName(platform)))</h3>")
      for list in page.rotorView[platform] ?? [] {
        lines.append("<h4>\(escape(list.setting))</h4>")
        lines.append(
          list.names.isEmpty
            ? "<p>None.</p>" : "<ol>" + list.names.map { "<li>\(escape($0))</li>" }.joined() + "</ol>")
      }
    }
    return lines.joined(separator: "\n")
  }
}
