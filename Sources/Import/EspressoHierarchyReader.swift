import ScreenReader

/// Reads the view hierarchy Espresso prints with a NoMatchingViewException or an
/// AmbiguousViewMatcherException (and saves as `view-hierarchy-N.txt`), from a test log or a
/// logcat (each line behind the same log prefix):
///
///     View Hierarchy:
///     +>DecorView{id=-1, visibility=VISIBLE, width=1080, height=2400, …, x=0.0, y=0.0, child-count=1}
///     |
///     +->MaterialButton{id=2131230801, res-name=pay, visibility=VISIBLE, width=300, height=126, …,
///     is-clickable=true, …, x=24.0, y=40.0, text=Pay, input-type=0, ime-target=false, has-links=false}
///
/// The dashes between `+` and `>` give the depth; a view's text runs on until the next `+…>` or `|`
/// line (the DecorView's layout-params span several lines). `x` and `y` are relative to the parent.
/// Espresso prints a parent's children in `getChildAt` order, but the framework gives TalkBack them in
/// screen order: `ViewGroup.addChildrenForAccessibility` sorts them with `ViewLocationHolder`
/// (aosp platform_frameworks_base core/java/android/view/ViewGroup.java, COMPARISON_STRATEGY_STRIPE:
/// a view wholly above another first, then the leftmost, then the topmost, then the taller, the wider),
/// so the reader puts them in that order.
public enum EspressoHierarchyReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var reader = RecordReader(file: file)
    let lineCount = try text.forEachLine { line, number, _ throws(ImportError) in
      try reader.take(line, number: number)
    }
    try reader.flush()
    reader.finishTree()
    guard !reader.roots.isEmpty else {
      throw ImportError(
        file: file, location: ImportLocation(line: lineCount, column: 0),
        "no view line (+>DecorView{…}) after \"View Hierarchy:\": the hierarchy is missing or cut before its first view"
      )
    }
    return reader.roots.map(sortedForAccessibility)
  }

  /// A view line of the hierarchy: `+>Name{`, `+--->Name{`, perhaps behind a log prefix.
  static func isHierarchyLine(_ line: Substring) -> Bool {
    guard let plus = line.firstIndex(of: "+") else { return line.hasSuffix("View Hierarchy:") }
    return viewStart(line[plus...]) != nil
  }

  /// After `+`, dashes, `>`, a class name and `{`: the depth and where the name begins.
  static func viewStart(_ text: Substring) -> (depth: Int, name: Substring.Index)? {
    guard text.first == "+" else { return nil }
    let dashes = text.dropFirst().prefix { $0 == "-" }
    let afterDashes = text.dropFirst(1 + dashes.count)
    guard afterDashes.first == ">" else { return nil }
    let name = afterDashes.dropFirst()
    guard let first = name.first, first.isLetter, let brace = name.firstIndex(of: "{"),
      name[..<brace].allSatisfy({ $0.isLetter || $0.isNumber || "_$.@".contains($0) })
    else { return nil }
    return (dashes.count, name.startIndex)
  }

  private struct RecordReader {
    let file: String
    var roots: [SourceNode] = []
    /// Open views, each with its depth and its origin on screen (x and y add up from the root).
    var stack: [(node: SourceNode, depth: Int, origin: (Double, Double))] = []
    /// The view being read: its text so far, its depth and where it starts.
    var record: (text: String, depth: Int, location: ImportLocation)?
    /// The log prefix in front of the first view line, and the tag in it that marks the dump's lines.
    var prefixLength: Int?
    var tag: Substring?
    var count = 0

    init(file: String) { self.file = file }

    mutating func take(_ raw: Substring, number: Int) throws(ImportError) {
      var line = raw
      var offset = 0
      if prefixLength == nil {
        guard let plus = raw.firstIndex(of: "+"), EspressoHierarchyReader.viewStart(raw[plus...]) != nil else {
          return  // the exception's message and "View Hierarchy:"
        }
        prefixLength = raw.distance(from: raw.startIndex, to: plus)
        // A logcat line's tag ("E TestRunner: ") marks the dump's lines among the others.
        let words = raw[..<plus].split(separator: " ")
        tag = words.last { $0.hasSuffix(":") && $0.count > 1 }
      }
      if let prefixLength, prefixLength > 0 {
        if let tag {
          guard let found = raw.prefix(prefixLength + 8).range(of: tag) else {
            try flush()
            return
          }
          line = raw[found.upperBound...].drop { $0 == " " }
        } else {
          line = raw.dropFirst(prefixLength)
        }
        offset = raw.distance(from: raw.startIndex, to: line.startIndex)
      }
      let trimmed = line.trimmingSpaces
      if let start = EspressoHierarchyReader.viewStart(trimmed) {
        try flush()
        let column = offset + line.distance(from: line.startIndex, to: trimmed.startIndex) + 1
        record = (String(trimmed[start.name...]), start.depth, ImportLocation(line: number, column: column))
        return
      }
      if trimmed == "|" || trimmed.isEmpty {
        try flush()
        return
      }
      // The stack trace after the hierarchy, or the end of the message.
      if trimmed.hasPrefix("at ") || trimmed.hasPrefix("\tat ") || trimmed.hasPrefix("INSTRUMENTATION_") {
        try flush()
        prefixLength = prefixLength ?? 0
        return
      }
      if record != nil { record?.text += "\n" + trimmed }
    }

    /// Ends the view being read: its fields parsed, its node placed under its parent.
    mutating func flush() throws(ImportError) {
      guard let (text, depth, location) = record else { return }
      record = nil
      guard let brace = text.firstIndex(of: "{") else { return }
      var body = text[text.index(after: brace)...]
      // AmbiguousViewMatcherException marks the matches after the view.
      if let marker = body.firstByteRange(of: " ****MATCHES****") { body = body[..<marker.lowerBound] }
      body = body.trimmingSpaces
      guard body.hasSuffix("}") else {
        throw ImportError(
          file: file, location: location,
          "this view's line is cut short before its closing '}' (logcat keeps about 4,000 bytes of a line); save the hierarchy from the test's own log or Espresso's view-hierarchy file instead"
        )
      }
      let fields = EspressoHierarchyReader.fields(body.dropLast())
      var name = text[..<brace]
      // Espresso 3.6 writes a placeholder where older ones wrote the hash code (`TextView@YYYYYY`).
      if let at = name.firstIndex(of: "@") { name = name[..<at] }
      while let last = stack.last, last.depth >= depth { close() }
      guard stack.count < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
      count += 1
      guard count <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, location) }
      let className = String(name)
      let clickable = fields["is-clickable"] == "true"
      var node = SourceNode(
        role: AndroidClassRoles.role(
          forClass: EspressoHierarchyReader.accessibilityClassName(className), clickable: clickable),
        className: className, location: location)
      node.clickable = clickable
      node.focusable = fields["is-focusable"] == "true"
      node.enabled = fields["is-enabled"] != "false"
      node.selected = fields["is-selected"] == "true"
      node.displayed = (fields["visibility"] ?? "VISIBLE") == "VISIBLE"
      node.text = fields["text"]
      node.contentDescription = fields["desc"]
      node.placeholder = fields["hint"] ?? EspressoHierarchyReader.editorHint(fields["editor-info"])
      if let checked = fields["is-checked"] { node.checked = checked == "true" }
      if let resource = fields["res-name"].nonBlank { node.identifier = resource }
      // A password field's input type has TYPE_TEXT_VARIATION_PASSWORD (0x81) or the web/number variants.
      if let type = fields["input-type"].flatMap({ Int($0) }), [0x81, 0xE1, 0x12].contains(type & 0xFFF) {
        node.password = true
      }
      let parentOrigin = stack.last?.origin ?? (0, 0)
      let x = parentOrigin.0 + (fields["x"].flatMap(Double.init) ?? 0)
      let y = parentOrigin.1 + (fields["y"].flatMap(Double.init) ?? 0)
      if let width = fields["width"].flatMap(Double.init), let height = fields["height"].flatMap(Double.init) {
        node.bounds = ElementFrame(x: x, y: y, width: width, height: height)
      }
      stack.append((node, depth, (x, y)))
    }

    mutating func close() {
      guard let (node, _, _) = stack.popLast() else { return }
      if stack.isEmpty {
        roots.append(node)
      } else {
        stack[stack.count - 1].node.children.append(node)
      }
    }

    mutating func finishTree() {
      while !stack.isEmpty { close() }
    }
  }

  /// `id=-1, visibility=VISIBLE, text=Hello, world, x=0.0` as keys and values; a value runs on to
  /// the next ", key=" of a key Espresso writes, so a text may hold ", " of its own.
  static func fields(_ body: Substring) -> [String: String] {
    var fields: [String: String] = [:]
    var key: String?
    var value = ""
    // Split at ", " by bytes (Foundation's components(separatedBy:) was a third of the import).
    var rest = body
    while true {
      let comma = rest.firstByteRange(of: ", ")
      let part = comma.map { rest[..<$0.lowerBound] } ?? rest
      if let equals = part.utf8.firstIndex(of: UInt8(ascii: "=")), knownKeys.contains(String(part[..<equals])) {
        if let key { fields[key] = value }
        key = String(part[..<equals])
        value = String(part[part.utf8.index(after: equals)...])
      } else {
        value += ", " + part
      }
      guard let comma else { break }
      rest = rest[comma.upperBound...]
    }
    if let key { fields[key] = value }
    return fields
  }

  /// An edit box's hint, from `editor-info=[inputType=0x1 … hintText=Full name label=null …]`.
  static func editorHint(_ editorInfo: String?) -> String? {
    guard let editorInfo, let start = editorInfo.range(of: "hintText=") else { return nil }
    let rest = editorInfo[start.upperBound...]
    let end = rest.range(of: " label=")?.lowerBound ?? rest.range(of: " packageName=")?.lowerBound ?? rest.endIndex
    let hint = String(rest[..<end])
    return hint == "null" ? nil : hint.nonBlankOrNil
  }

  static let knownKeys: Set<String> = [
    "id", "res-name", "visibility", "width", "height", "has-focus", "has-focusable", "has-window-focus",
    "is-clickable", "is-enabled", "is-focused", "is-focusable", "is-layout-requested", "is-selected",
    "layout-params", "tag", "root-is-layout-requested", "has-input-connection", "editor-info", "x", "y", "text",
    "desc", "hint", "input-type", "ime-target", "has-links", "is-checked", "child-count",
  ]

  /// The class a view reports to TalkBack (View.getAccessibilityClassName), from the name Espresso
  /// prints: AppCompat and Material subclasses report their framework class (AppCompatRatingBar is a RatingBar).
  static func accessibilityClassName(_ name: String) -> String {
    var simple = Substring(name)
    for prefix in ["AppCompat", "Material", "Shapeable"] where simple.hasPrefix(prefix) {
      simple = simple.dropFirst(prefix.count)
    }
    return simple.isEmpty ? name : String(simple)
  }

  /// The tree with each parent's children in the order the framework hands them to TalkBack.
  static func sortedForAccessibility(_ node: SourceNode) -> SourceNode {
    var node = node
    let children = node.children.map(sortedForAccessibility)
    node.children = children.indices.sorted { first, second in
      let order = stripeOrder(children[first].bounds, children[second].bounds)
      return order != 0 ? order < 0 : first < second
    }.map { children[$0] }
    return node
  }

  /// ViewLocationHolder.compareTo with COMPARISON_STRATEGY_STRIPE, left to right.
  static func stripeOrder(_ first: ElementFrame?, _ second: ElementFrame?) -> Int {
    guard let a = first, let b = second else { return 0 }
    if a.bottom - b.top <= 0 { return -1 }
    if a.top - b.bottom >= 0 { return 1 }
    if a.left != b.left { return a.left < b.left ? -1 : 1 }
    if a.top != b.top { return a.top < b.top ? -1 : 1 }
    let heights = a.height - b.height
    if heights != 0 { return heights > 0 ? -1 : 1 }
    let widths = a.width - b.width
    if widths != 0 { return widths > 0 ? -1 : 1 }
    return 0
  }
}
