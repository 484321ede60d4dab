/// Reads `maestro hierarchy`: a JSON tree of `{"attributes": {…}, "children": […], "enabled": …}`,
/// perhaps behind the CLI's own lines (`Running on iPhone 15 - iOS 17.2 - …`, `None: `).
///
/// - Android: the attributes are uiautomator's under Maestro's names (`accessibilityText` is the
///   content description, `hintText` the hint, `class`, `resource-id`, `bounds` as `[l,t][r,b]`), so
///   the tree is read as a uiautomator dump is.
/// - iOS: XCUITest's snapshot without element types or traits (`accessibilityText` is the label,
///   `value`, `hintText` the placeholder). The app's window is the root's first child and the status
///   bar the next, in a window of no size, so it is left out. A container's label repeats its
///   children's (React Native and SwiftUI both do): a node whose label is its descendants' text is a
///   container, and one whose label is its own (a button holding a text and an icon) is one element,
///   as VoiceOver reads it.
public enum MaestroHierarchyReader {
  public static func read(_ text: String, file: String, ios: Bool) throws(ImportError) -> [SourceNode] {
    var text = text
    let result: Result<[SourceNode], ImportError> = text.withUTF8 { bytes in
      var scanner = JSONScanner(bytes: bytes, file: file)
      scanner.producer = "maestro hierarchy"
      var count = 0
      do throws(ImportError) {
        skipPreamble(&scanner)
        guard scanner.peek() == UInt8(ascii: "{") else {
          throw scanner.failure(expected: "the hierarchy's root object ({\"attributes\": …})")
        }
        var root = try node(&scanner, count: &count, depth: 0)
        guard scanner.peek() == nil else { throw scanner.failure(expected: "the end of the hierarchy") }
        // The root stands for the whole device and is printed with no size; what it holds is on screen.
        root.bounds = nil
        if ios { markIOS(&root) }
        return .success([root])
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// `.maestro` or `.maestroIOS` when the text is a Maestro hierarchy; nil otherwise.
  static func detect(_ start: Substring) -> ImportFormat? {
    var body = start
    // The CLI's lines before the JSON.
    while body.hasPrefix("Running on") || body.hasPrefix("None:") {
      guard let end = body.firstIndex(where: \.isLineEnd) else { return nil }
      body = body[body.index(after: end)...].drop(while: \.isWhitespace)
    }
    guard body.hasPrefix("{") else { return nil }
    let head = body.prefix(600).filter { !$0.isWhitespace }
    guard head.hasPrefix("{\"attributes\":") || head.hasPrefix("{\"children\":") else { return nil }
    // Android's nodes carry `class`, iOS's never do. Searched by bytes over the whole text: a size cut-off
    // read every Android hierarchy over 4 MB (some 16,000 nodes) as iOS.
    return body.containsBytes("\"class\"") ? .maestro : .maestroIOS
  }

  private static func skipPreamble(_ scanner: inout JSONScanner) {
    while let byte = scanner.peek(), byte != UInt8(ascii: "{") {
      scanner.skipLine()
    }
  }

  private static func node(_ scanner: inout JSONScanner, count: inout Int, depth: Int) throws(ImportError) -> SourceNode
  {
    let file = scanner.file
    _ = scanner.peek()
    let location = scanner.location
    guard depth < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw ImportError(file: file, location: location, "a node of the hierarchy is not a JSON object")
    }
    count += 1
    guard count <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, location) }
    var attributes: [String: String] = [:]
    var flags: [String: Bool] = [:]
    var children: [SourceNode] = []
    try scanner.forEachKey { key, scanner throws(ImportError) in
      switch key {
      case "attributes" where scanner.peek() == UInt8(ascii: "{"):
        try scanner.forEachKey { name, scanner throws(ImportError) in
          switch try scanner.scalar() {
          case .text(let text)?: attributes[name] = text
          case .flag(let flag)?: attributes[name] = flag ? "true" : "false"
          case .number(let text, _)?: attributes[name] = text
          case .null?: break
          case nil: try scanner.skipValue()
          }
        }
      case "children" where scanner.peek() == UInt8(ascii: "["):
        try scanner.forEachItem { scanner throws(ImportError) in
          children.append(try Self.node(&scanner, count: &count, depth: depth + 1))
        }
      default:
        if case .flag(let flag)? = try scanner.scalar() { flags[key] = flag } else { try scanner.skipValue() }
      }
    }
    func flag(_ name: String) -> Bool? {
      flags[name] ?? attributes[name].map { $0 == "true" }
    }
    let className = attributes["class"] ?? ""
    let clickable = flag("clickable") ?? false
    var node = SourceNode(
      role: className.isEmpty ? .view : AndroidClassRoles.role(forClass: className, clickable: clickable),
      className: className.isEmpty ? "element" : className, location: location)
    node.text = attributes["text"].nonBlank
    node.contentDescription = attributes["accessibilityText"].nonBlank
    node.placeholder = attributes["hintText"].nonBlank
    node.identifier = attributes["resource-id"].nonBlank
    node.value = attributes["value"].nonBlank
    node.clickable = clickable
    node.longClickable = flag("long-clickable") ?? flag("longClickable") ?? false
    node.focusable = flag("focusable") ?? false
    node.scrollable = flag("scrollable") ?? false
    node.enabled = flag("enabled") ?? true
    node.selected = flag("selected") ?? false
    node.password = flag("password") ?? false
    node.package = attributes["package"]
    if !className.isEmpty {
      // Maestro keeps uiautomator's checked but not checkable: a checkable class, or a checked node, has a state.
      let checkable: Set<SourceRole> = [.checkbox, .switchControl, .radioButton, .toggleButton, .checkedText]
      if flag("checkable") == true || flag("checked") == true || checkable.contains(node.role) {
        node.checked = flag("checked") ?? false
      }
      // A title is iOS's; on Android the text attribute is the text.
      node.value = nil
    } else {
      node.text = attributes["title"].nonBlank
      node.checked = flag("checked") == true ? true : nil
      node.role = .container
    }
    if let bounds = attributes["bounds"] {
      guard let rect = UIAutomatorReader.bounds(bounds) else {
        throw ImportError(
          file: file, location: location,
          "bounds \"\(bounds.prefix(40))\" do not parse; Maestro writes [left,top][right,bottom]")
      }
      node.bounds = rect
    }
    node.children = children
    return node
  }

  // MARK: - iOS

  /// What each node of an iOS hierarchy is, from its label, value and children alone.
  private static func markIOS(_ root: inout SourceNode) {
    for index in root.children.indices {
      // The app's window: its label is the app's name, the screen's title.
      if index == 0, root.children[index].contentDescription != nil {
        root.children[index].role = .application
        for child in root.children[index].children.indices { classify(&root.children[index].children[child]) }
      } else {
        classify(&root.children[index])
      }
    }
  }

  private static func classify(_ node: inout SourceNode) {
    let label = node.contentDescription
    // UIKit's scroll indicators are elements of their own in the snapshot (a thin strip at the edge whose
    // value is a percentage, labelled in the phone's language), never part of the app's reading.
    if isScrollIndicator(node) {
      node.role = .system
      return
    }
    if label != nil, let value = node.value, value == "0" || value == "1" {
      // A switch's value is 1 or 0 (UISwitch's accessibilityValue; Maestro's checked mirrors it).
      node.role = .switchControl
      node.checked = value == "1"
      node.value = nil
      node.children = []
      return
    }
    if node.children.isEmpty {
      if node.placeholder != nil && label == nil {
        node.role = .textField
        node.value = node.value ?? ""
      } else if label != nil || node.value != nil || node.text != nil {
        node.role = .text
        if label == nil { node.contentDescription = node.value ?? node.text }
        if node.contentDescription == node.value { node.value = nil }
      }
      return
    }
    // A label of its own (not its descendants' text joined) makes the node one element.
    if let label, letters(label) != letters(descendantText(node)) {
      node.role = .text
      node.children = []
      return
    }
    node.contentDescription = nil
    node.role = .container
    for index in node.children.indices { classify(&node.children[index]) }
  }

  static func isScrollIndicator(_ node: SourceNode) -> Bool {
    guard node.children.isEmpty, let value = node.value, value.hasSuffix("%"), let bounds = node.bounds else {
      return false
    }
    let (width, height) = (bounds.width, bounds.height)
    return (width <= 32 && height >= 4 * width) || (height <= 32 && width >= 4 * height)
  }

  private static func descendantText(_ node: SourceNode) -> String {
    node.children.map { child in
      child.children.isEmpty ? (child.contentDescription ?? child.value ?? "") : descendantText(child)
    }.joined(separator: " ")
  }

  private static func letters(_ text: String) -> String {
    String(
      text.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(Character.init))
  }
}
