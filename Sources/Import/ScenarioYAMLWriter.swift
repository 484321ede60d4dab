import ScreenReader

/// Writes an imported screen as scenario YAML: a comment saying where it came
/// from and what to add by hand, the title, and one element per source node
/// with the node named in a comment above it.
enum ScenarioYAMLWriter {
  static func write(
    title: String?, locale: String? = nil, toolkit: String? = nil, elements: [ImportedElement], notes: [String],
    file: String,
    format: ImportFormat, maximumBytes: Int = .max
  ) throws(ImportError) -> String {
    var out = "# Imported by `earshot import` from \(YAMLScalar.commentSafe(file)) (\(format.summary)).\n"
    out += "# Each element's comment names the source node it came from.\n"
    if !notes.isEmpty {
      out += "# To add by hand:\n"
      for note in notes { out += "#  - \(YAMLScalar.commentSafe(note))\n" }
    }
    if let title = title.nonBlank { out += "title: \(YAMLScalar.quoted(title))\n" }
    if let locale { out += "locale: \(YAMLScalar.quoted(locale))\n" }
    if let toolkit { out += "toolkit: \(YAMLScalar.quoted(toolkit))\n" }
    out += "elements:\n"
    for (index, element) in elements.enumerated() {
      // Stopped as soon as it is too large to load, rather than written whole and refused.
      guard out.utf8.count <= maximumBytes else {
        throw tooLarge(maximumBytes, file: file, at: elements[max(0, index - 1)], fitting: max(0, index - 1))
      }
      out += "  # \(YAMLScalar.commentSafe(element.source))\n"
      if let rule = element.rule { out += "  #   \(YAMLScalar.commentSafe(rule))\n" }
      out += "  - \(element.kind):"
      if let label = element.label.nonBlank { out += " \(YAMLScalar.quoted(label))" }
      out += "\n"
      out += "    \(CommonProperties.id.name): \(YAMLScalar.quoted(element.id))\n"
      for (key, value) in element.keys { out += "    \(YAMLScalar.quoted(key)): \(render(value))\n" }
      if let frame = element.bounds?.scenarioFrame {
        // Where the dump draws it, for the screen's picture (screen readers never read it).
        let parts =
          [(ElementFrame.x, frame.x), (ElementFrame.y, frame.y), (ElementFrame.width, frame.width)]
          + [(ElementFrame.height, frame.height)]
        out += "    \(CommonProperties.frame.name): { "
        out += parts.map { "\($0.0.name): \(ElementFrame.coordinateText($0.1))" }.joined(separator: ", ") + " }\n"
      }
      let native = [(CommonProperties.ios, element.ios), (CommonProperties.android, element.android)]
      for (key, properties) in native where !properties.isEmpty {
        out += "    \(key.name):\n"
        for (key, value) in properties { out += "      \(YAMLScalar.quoted(key)): \(render(value))\n" }
      }
    }
    guard out.utf8.count <= maximumBytes else {
      throw tooLarge(maximumBytes, file: file, at: elements.last, fitting: max(0, elements.count - 1))
    }
    return out
  }

  /// The fewest bytes `element` takes in the YAML: its kind, id and every text, each written at least once
  /// (quoting only adds), and the 20 bytes of "  # \n  - :\n    id: \n" around them.
  static func leastBytes(of element: ImportedElement) -> Int {
    element.texts.reduce(20 + element.kind.utf8.count + element.id.utf8.count) { $0 + $1.utf8.count }
  }

  /// The scenario loader's limit passed at `element`, the first that does not fit.
  static func tooLarge(_ limit: Int, file: String, at element: ImportedElement?, fitting: Int) -> ImportError {
    ImportError(
      file: file, location: element?.location,
      "the scenario would be larger than \(limit / 1024) KB, the most a scenario may be, from this node on (\(fitting) elements fit before it); import a smaller part of the screen (one subtree of the dump)"
    )
  }

  private static func render(_ value: ImportedElement.Value) -> String {
    switch value {
    case .text(let text): YAMLScalar.quoted(text)
    case .flag(let flag): flag ? "true" : "false"
    case .number(let number): String(number)
    case .list(let items): "[" + items.map { YAMLScalar.quoted($0, inFlow: true) }.joined(separator: ", ") + "]"
    }
  }
}
