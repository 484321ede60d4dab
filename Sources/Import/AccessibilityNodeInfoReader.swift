import ScreenReader

/// Reads Android's own description of the nodes an accessibility service is given, in either of
/// the two forms people save:
///
/// - `AccessibilityNodeInfo.toString()` lines, as a service logs them:
///   `android.view.accessibility.AccessibilityNodeInfo@8000e4ed; boundsInParent: Rect(0, 0 - 168, 168);
///   boundsInScreen: Rect(0, 72 - 168, 240); packageName: …; className: android.widget.ImageButton; text: null;
///   …; contentDescription: Navigate up; viewIdResName: null; checkable: false; …; clickable: true; …`.
///   Indented lines nest by their indent; lines all at one indent (a service logging each node it
///   walks, parents first) nest by `boundsInScreen`: a node inside the one before it is its child.
/// - TalkBack's node tree (google/talkback utils/…/TreeDebug.java `logNodeTree`, which
///   `adb shell dumpsys accessibility` prints for a running TalkBack and its "node tree debugging"
///   option logs): `(hash)windowId.SimpleClass:(l, t - r, b):TEXT{…}:CONTENT{…}:STATE{…}…(action:CLICK/…)
///   :focusable:clickable:resourceId=…`, two spaces deeper per level.
///
/// Both are the nodes TalkBack itself sees, with the flags a uiautomator dump has, so the same stop
/// rules apply.
public enum AccessibilityNodeInfoReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var lines: [(node: SourceNode, indent: Int)] = []
    var problem: ImportError?
    _ = try text.forEachLine { line, number, _ throws(ImportError) in
      guard problem == nil else { return }
      if let start = line.firstByteRange(of: "AccessibilityNodeInfo@") {
        let head = line[..<start.lowerBound]
        let begin =
          head.lastIndex(where: { $0 == " " || $0 == ":" || $0 == "\t" }).map(head.index(after:)) ?? head.startIndex
        let indent = indentation(of: line, before: begin)
        guard lines.count < SourceNode.maximumCount else {
          problem = SourceNode.tooMany(file, ImportLocation(line: number, column: 1))
          return
        }
        let location = ImportLocation(line: number, column: line.distance(from: line.startIndex, to: begin) + 1)
        lines.append((try toStringNode(line[start.upperBound...], location: location, file: file), indent))
      } else if let open = treeDebugStart(line) {
        guard lines.count < SourceNode.maximumCount else {
          problem = SourceNode.tooMany(file, ImportLocation(line: number, column: 1))
          return
        }
        let location = ImportLocation(line: number, column: line.distance(from: line.startIndex, to: open) + 1)
        lines.append(
          (try treeDebugNode(line[open...], location: location, file: file), indentation(of: line, before: open)))
      }
    }
    if let problem { throw problem }
    guard !lines.isEmpty else {
      throw ImportError(
        file: file, location: ImportLocation(line: 1, column: 1),
        "no AccessibilityNodeInfo line: expected AccessibilityNodeInfo@…; boundsInScreen: …; lines or TalkBack's node tree ((hash)1.Button:(0, 0 - 10, 10)…)"
      )
    }
    let indents = Set(lines.map(\.indent))
    return try indents.count > 1 ? nestByIndent(lines, file: file) : nestByBounds(lines.map(\.node), file: file)
  }

  /// A line of either form.
  static func isNodeLine(_ line: Substring) -> Bool {
    line.containsBytes("AccessibilityNodeInfo@") || treeDebugStart(line) != nil
  }

  /// Where a TalkBack tree line's `(hash)windowId.Class:(` starts; nil for other lines.
  static func treeDebugStart(_ line: Substring) -> Substring.Index? {
    guard let open = line.firstIndex(of: "(") else { return nil }
    let afterOpen = line[line.index(after: open)...]
    let hash = afterOpen.prefix { $0.isNumber || $0 == "-" }
    guard !hash.isEmpty, afterOpen.dropFirst(hash.count).first == ")" else { return nil }
    let rest = afterOpen.dropFirst(hash.count + 1)
    guard let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix(":(") || rest[colon...].hasPrefix(":invisible")
    else { return nil }
    let name = rest[..<colon].drop { $0.isNumber || $0 == "-" }
    guard name.first == "." || name.first?.isLetter == true else { return nil }
    return open
  }

  /// Columns of indent before a node: spaces and tree drawing after any log prefix.
  private static func indentation(of line: Substring, before start: Substring.Index) -> Int {
    line[..<start].reversed().prefix { $0 == " " || $0 == "\t" || "│├└─|".contains($0) }.count
  }

  // MARK: - AccessibilityNodeInfo.toString()

  private static func toStringNode(_ text: Substring, location: ImportLocation, file: String) throws(ImportError)
    -> SourceNode
  {
    let fields = toStringFields(text)
    func field(_ name: String) -> Substring? {
      guard let value = fields[Substring(name)], value != "null" else { return nil }
      return value
    }
    let className = field("className").map(String.init) ?? "android.view.View"
    let clickable = fields["clickable"] == "true"
    var node = SourceNode(
      role: AndroidClassRoles.role(forClass: className, clickable: clickable), className: className, location: location)
    node.clickable = clickable
    node.longClickable = fields["longClickable"] == "true"
    node.focusable = fields["focusable"] == "true" || fields["screenReaderFocusable"] == "true"
    node.enabled = fields["enabled"] != "false"
    node.selected = fields["selected"] == "true"
    node.scrollable = fields["scrollable"] == "true"
    node.password = fields["password"] == "true"
    node.displayed = fields["visible"] != "false"
    node.text = field("text").map(String.init)
    node.contentDescription = field("contentDescription").map(String.init)
    node.stateDescription = field("stateDescription").map(String.init)
    node.placeholder = field("hintText").map(String.init)
    node.error = field("error").map(String.init)
    node.identifier = field("viewIdResName").map(String.init)
    node.package = field("packageName").map(String.init)
    if fields["checkable"] == "true" { node.checked = fields["checked"] == "true" }
    if fields["heading"] == "true" {
      node.heading = true
      if node.role == .text || node.role == .view { node.role = .heading }
    }
    if let important = fields["importantForAccessibility"] { node.importantForAccessibility = important == "true" }
    if let bounds = fields["boundsInScreen"] {
      guard let rect = rect(bounds) else {
        throw ImportError(
          file: file, location: location,
          "boundsInScreen \"\(bounds.prefix(40))\" does not parse; AccessibilityNodeInfo writes Rect(left, top - right, bottom)"
        )
      }
      node.bounds = rect
    }
    return node
  }

  /// The `key: value` fields of a toString() line after its hash: a field starts after "; " with a key of
  /// letters and ": "; any other "; " is part of the value (a text or description may hold one). Read by
  /// bytes: keys and separators are ASCII, and a log line is read once, not split into strings per part.
  static func toStringFields(_ text: Substring) -> [Substring: Substring] {
    var fields: [Substring: Substring] = [:]
    let bytes = text.utf8
    var key: Substring?
    var valueStart = bytes.startIndex
    var index = bytes.startIndex
    while let semicolon = bytes[index...].firstIndex(of: UInt8(ascii: ";")) {
      index = bytes.index(after: semicolon)
      guard index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") else { continue }
      let keyStart = bytes.index(after: index)
      var keyEnd = keyStart
      while keyEnd < bytes.endIndex, bytes[keyEnd].isASCIILetter { keyEnd = bytes.index(after: keyEnd) }
      guard keyEnd > keyStart, keyEnd < bytes.endIndex, bytes[keyEnd] == UInt8(ascii: ":") else { continue }
      let space = bytes.index(after: keyEnd)
      guard space < bytes.endIndex, bytes[space] == UInt8(ascii: " ") else { continue }
      if let key { fields[key] = text[valueStart..<semicolon] }
      key = text[keyStart..<keyEnd]
      valueStart = bytes.index(after: space)
      index = valueStart
    }
    if let key { fields[key] = text[valueStart...] }
    return fields
  }

  /// `Rect(0, 72 - 168, 240)`, or TalkBack's `(0, 72 - 168, 240)`.
  static func rect(_ text: Substring) -> ElementFrame? {
    let bytes = text.utf8
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
      let close = bytes[open...].firstIndex(of: UInt8(ascii: ")"))
    else { return nil }
    var parts: [Double] = []
    // By bytes. " - " parts right from top ("72 - 168"); a minus sign stands right before its digits.
    for piece in text[bytes.index(after: open)..<close].utf8.split(separator: UInt8(ascii: ",")) {
      var rest = Substring(piece)
      while let dash = rest.firstByteRange(of: " - ") {
        if let number = rest[..<dash.lowerBound].asciiNumber { parts.append(number) }
        rest = rest[dash.upperBound...]
      }
      if let number = rest.asciiNumber { parts.append(number) }
    }
    guard parts.count == 4 else { return nil }
    return ElementFrame(left: parts[0], top: parts[1], right: parts[2], bottom: parts[3])
  }

  // MARK: - TalkBack's TreeDebug

  private static func treeDebugNode(_ text: Substring, location: ImportLocation, file: String) throws(ImportError)
    -> SourceNode
  {
    guard let closeHash = text.firstIndex(of: ")") else {
      throw ImportError(file: file, location: location, "this node line has no (hash)")
    }
    var rest = text[text.index(after: closeHash)...].drop { $0.isNumber || $0 == "-" }
    let simple = rest.prefix { $0 != ":" }.drop { $0 == "." }
    rest = rest.dropFirst(rest.prefix { $0 != ":" }.count)
    let className = String(simple)
    let flags = Set(rest.split(separator: ":").map { String($0.prefix { $0 != "(" && $0 != "#" && $0 != "=" }) })
    let clickable = flags.contains("clickable")
    var node = SourceNode(
      role: AndroidClassRoles.role(
        forClass: EspressoHierarchyReader.accessibilityClassName(className), clickable: clickable),
      className: className, location: location)
    node.clickable = clickable
    node.longClickable = flags.contains("longClickable")
    node.focusable = flags.contains("focusable") || flags.contains("screenReaderfocusable")
    node.selected = flags.contains("selected")
    node.scrollable = flags.contains("scrollable")
    node.enabled = !flags.contains("disabled")
    node.displayed = !flags.contains("invisible")
    node.text = braced("TEXT", in: rest)
    node.contentDescription = braced("CONTENT", in: rest)
    node.stateDescription = braced("STATE", in: rest)
    if flags.contains("checked") { node.checked = true } else if flags.contains("not checked") { node.checked = false }
    if flags.contains("editable") { node.role = .textField }
    if flags.contains("heading") {
      node.heading = true
      if node.role == .text || node.role == .view { node.role = .heading }
    }
    if let id = rest.range(of: ":resourceId=") { node.identifier = String(rest[id.upperBound...].prefix { $0 != ":" }) }
    if let boundsStart = rest.range(of: ":(") {
      guard let rect = rect(rest[rest.index(after: boundsStart.lowerBound)...]) else {
        throw ImportError(
          file: file, location: location, "the bounds do not parse; TalkBack's tree writes (left, top - right, bottom)")
      }
      node.bounds = rect
    }
    return node
  }

  /// The text of `NAME{…}`: up to the brace that ends it (one followed by ":", "(" or the end of the line).
  private static func braced(_ name: String, in text: Substring) -> String? {
    guard let start = text.range(of: ":\(name){") else { return nil }
    var index = start.upperBound
    while let close = text[index...].firstIndex(of: "}") {
      let after = text.index(after: close)
      if after == text.endIndex || text[after] == ":" || text[after] == "(" {
        return String(text[start.upperBound..<close])
      }
      index = after
    }
    return String(text[start.upperBound...])
  }

  // MARK: - Nesting

  private static func nestByIndent(_ lines: [(node: SourceNode, indent: Int)], file: String) throws(ImportError)
    -> [SourceNode]
  {
    var roots: [SourceNode] = []
    var stack: [(node: SourceNode, indent: Int)] = []
    func close() {
      guard let (node, _) = stack.popLast() else { return }
      if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].node.children.append(node) }
    }
    for line in lines {
      while let last = stack.last, last.indent >= line.indent { close() }
      guard stack.count < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, line.node.location) }
      stack.append(line)
    }
    while !stack.isEmpty { close() }
    return roots
  }

  /// Parents first: a node whose bounds lie inside the open node's is its child.
  private static func nestByBounds(_ nodes: [SourceNode], file: String) throws(ImportError) -> [SourceNode] {
    var roots: [SourceNode] = []
    var stack: [SourceNode] = []
    func close() {
      guard let node = stack.popLast() else { return }
      if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].children.append(node) }
    }
    func contains(_ outer: ElementFrame?, _ inner: ElementFrame?) -> Bool {
      guard let outer, let inner else { return false }
      return inner.left >= outer.left && inner.top >= outer.top && inner.right <= outer.right
        && inner.bottom <= outer.bottom && inner != outer
    }
    for node in nodes {
      while let last = stack.last, !contains(last.bounds, node.bounds) { close() }
      guard stack.count < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, node.location) }
      stack.append(node)
    }
    while !stack.isEmpty { close() }
    return roots
  }
}
