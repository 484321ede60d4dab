import ScreenReader

/// The announcement spec of one scenario in several locales, or several versions
/// of a reader, side by side: one column per screen reader (its version when it
/// differs between the specs) and locale, rows matched by element and state.
public enum AnnouncementSpecLocales {
  public static func render(_ specs: [(locale: String, spec: AnnouncementSpec)], scenario: String) -> String {
    guard let first = specs.first else { return "" }
    typealias Markdown = AnnouncementSpecMarkdown
    var lines: [String] = []
    let title = first.spec.title.map { ": \(Markdown.escaped($0))" } ?? ""
    lines.append("# Announcement spec\(title)")
    lines.append("")
    var locales: [String] = []
    for entry in specs where !locales.contains(entry.locale) { locales.append(entry.locale) }
    lines.append(
      "What the screen readers say for each element of `\(scenario)`, in each state, in \(locales.joined(separator: ", ")), "
        + "as Earshot's engine speaks them. Hints are in italics; \(Markdown.unreachable) means never reached.")
    lines.append("")
    var header = ["Where", "Element", "State"]
    // Per platform, one column per distinct (version, locale): a reader whose version
    // is the same in every spec is not repeated.
    var columns: [(platform: Platform, spec: Int)] = []
    for platform in first.spec.platforms {
      var seen: [String] = []
      let versionsDiffer = Set(specs.compactMap { $0.spec.readerVersions[platform]?.id }).count > 1
      for (index, entry) in specs.enumerated() {
        let version = entry.spec.readerVersions[platform]
        let key = (version?.id ?? "") + "|" + entry.locale
        guard !seen.contains(key) else { continue }
        seen.append(key)
        columns.append((platform, index))
        let name = versionsDiffer ? (version?.name ?? platform.reader.displayName) : platform.reader.displayName
        header.append("\(name) (\(entry.locale))")
      }
    }
    lines.append("| " + header.joined(separator: " | ") + " |")
    lines.append("|" + String(repeating: " --- |", count: header.count))
    let byKey = specs.map { entry in
      Dictionary(entry.spec.rows.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
    for row in first.spec.rows {
      var cells = [Markdown.escaped(row.place), Markdown.escaped(row.element), Markdown.escaped(row.state)]
      for column in columns { cells.append(Markdown.cell(byKey[column.spec][row.key]?.speech[column.platform])) }
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
