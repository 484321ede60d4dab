import ScreenReader

/// The announcement spec of one scenario in several locales side by side: one
/// column per screen reader and locale, rows matched by element and state.
public enum AnnouncementSpecLocales {
  public static func render(_ specs: [(locale: String, spec: AnnouncementSpec)], scenario: String) -> String {
    guard let first = specs.first else { return "" }
    typealias Markdown = AnnouncementSpecMarkdown
    var lines: [String] = []
    let title = first.spec.title.map { ": \(Markdown.escaped($0))" } ?? ""
    lines.append("# Announcement spec\(title)")
    lines.append("")
    let locales = specs.map(\.locale).joined(separator: ", ")
    lines.append(
      "What the screen readers say for each element of `\(scenario)`, in each state, in \(locales), "
        + "as Earshot's engine speaks them. Hints are in italics; \(Markdown.unreachable) means never reached.")
    lines.append("")
    var header = ["Where", "Element", "State"]
    for platform in first.spec.platforms {
      for entry in specs { header.append("\(platform.reader.displayName) (\(entry.locale))") }
    }
    lines.append("| " + header.joined(separator: " | ") + " |")
    lines.append("|" + String(repeating: " --- |", count: header.count))
    let byKey = specs.map { entry in
      Dictionary(entry.spec.rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
    for row in first.spec.rows {
      var cells = [Markdown.escaped(row.place), Markdown.escaped(row.element), Markdown.escaped(row.state)]
      for platform in first.spec.platforms {
        for rows in byKey { cells.append(Markdown.cell(rows[row.key]?.speech[platform])) }
      }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
