import ScreenReader

/// Reads Flutter's `debugDumpSemanticsTree()` as a test or `flutter run` prints it, with or
/// without a log prefix (`flutter: `, `I/flutter (1234): `):
///
///     SemanticsNode#0
///      │ Rect.fromLTRB(0.0, 0.0, 1080.0, 2340.0)
///      │
///      └─SemanticsNode#1
///          Rect.fromLTRB(16.0, 96.0, 376.0, 144.0)
///          actions: tap
///          flags: isButton, hasEnabledState, isEnabled, isFocusable
///          label: "Sign in"
///          textDirection: ltr
///
/// and the one-line-per-node form of 2017 engines (`SemanticsNode(4; Rect.fromLTRB(…); canBeTapped; "Dump App")`).
/// A child's `SemanticsNode` sits further right than its parent's, so the column gives the nesting.
/// Flags and actions are mapped as flutter/engine maps them for each platform:
/// `shell/platform/android/io/flutter/view/AccessibilityBridge.java` (createAccessibilityNodeInfo: IS_BUTTON
/// is android.widget.Button, IS_TEXT_FIELD android.widget.EditText, HAS_TOGGLED_STATE android.widget.Switch,
/// HAS_CHECKED_STATE android.widget.CheckBox or, in a mutually exclusive group, android.widget.RadioButton,
/// INCREASE/DECREASE android.widget.SeekBar, IS_IMAGE android.widget.ImageView, IS_HEADER setHeading) and
/// `shell/platform/darwin/ios/framework/Source/SemanticsObject.mm` (accessibilityTraits: isButton and a
/// checked or toggled state are the button trait, isHeader header, isImage image, isLink link, increase or
/// decrease adjustable, hasEnabledState without isEnabled not enabled).
public enum FlutterSemanticsReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var reader = LineReader(file: file)
    let lineCount = try text.forEachLine { line, number, _ throws(ImportError) in
      try reader.take(line, number: number)
    }
    return try reader.finish(lineCount: lineCount)
  }

  /// A line that opens a semantics node, in either form.
  static func isNodeLine(_ line: Substring) -> Bool {
    guard let range = line.firstByteRange(of: "SemanticsNode") else { return false }
    let after = line[range.upperBound...]
    return (after.first == "#" && after.dropFirst().first?.isNumber == true)
      || (after.first == "(" && after.dropFirst().first?.isNumber == true)
  }

  private struct Open {
    var node: SourceNode
    var column: Int
    var flags: Set<String> = []
    var actions: Set<String> = []
    var label: String?
    var tooltip: String?
  }

  private struct LineReader {
    let file: String
    /// What stands before `SemanticsNode` on the root's line (a log prefix), removed from every line.
    var prefix: Substring?
    var stack: [Open] = []
    var roots: [SourceNode] = []
    var count = 0
    /// A quoted value that runs over several lines: its key, the text so far and where it began.
    var pending: (key: String, text: String, location: ImportLocation)?

    init(file: String) { self.file = file }

    /// What draws the tree before a property: spaces and box-drawing lines.
    static func isTreeDrawing(_ scalar: Unicode.Scalar) -> Bool {
      switch scalar {
      case " ", "│", "├", "└", "─": true
      default: false
      }
    }

    mutating func take(_ raw: Substring, number: Int) throws(ImportError) {
      if prefix == nil {
        guard FlutterSemanticsReader.isNodeLine(raw), let start = raw.firstByteRange(of: "SemanticsNode")?.lowerBound
        else {
          return  // text before the tree: the test's own output
        }
        // Tree drawing is no part of the prefix; the space after a log tag ("flutter: ") is.
        var head = raw[..<start]
        while let last = head.last, "│├└─ ".contains(last) { head = head.dropLast() }
        if !head.isEmpty, raw[head.endIndex...].first == " " { head = raw[..<raw.index(after: head.endIndex)] }
        prefix = head
      }
      guard let prefix else { return }
      let line: Substring
      if prefix.isEmpty {
        line = raw
      } else if raw.utf8.starts(with: prefix.utf8) {
        // By bytes: a log prefix is ASCII, and the tree drawing after it is no grapheme of its.
        line = raw[raw.utf8.index(raw.startIndex, offsetBy: prefix.utf8.count)...]
      } else if raw.trimmingSpaces == prefix.trimmingSpaces {
        return  // an empty line of the log ("flutter:")
      } else {
        // A line of someone else's output in between, or the end of the tree.
        if pending != nil {
          throw ImportError(
            file: file, location: pending?.location,
            "the quoted \(pending?.key ?? "text") is never closed: the tree is cut short; print it again")
        }
        closeAll()
        return
      }
      // Columns count scalars: the prefix and the tree drawing (│ ├ └ ─) are one scalar per character.
      let offset = raw.unicodeScalars.distance(from: raw.startIndex, to: line.startIndex)
      if var open = pending {
        var body = Substring(line.unicodeScalars.drop { $0 == " " || $0 == "│" })
        // The first line of a value printed under its key opens the quote.
        if open.text.isEmpty && body.first == "\"" { body = body.dropFirst() } else { open.text += "\n" }
        open.text += body
        if body.hasSuffix("\"") {
          pending = nil
          apply(key: open.key, value: String(open.text.dropLast()))
        } else {
          pending = open
        }
        return
      }
      if let start = line.firstByteRange(of: "SemanticsNode"), FlutterSemanticsReader.isNodeLine(line) {
        let column = line.unicodeScalars.distance(from: line.startIndex, to: start.lowerBound)
        try open(
          line[start.lowerBound...], column: column, location: ImportLocation(line: number, column: offset + column + 1)
        )
        return
      }
      let body = Substring(line.unicodeScalars.drop(while: Self.isTreeDrawing))
      guard !body.isEmpty else { return }
      let location = ImportLocation(
        line: number, column: offset + line.unicodeScalars.distance(from: line.startIndex, to: body.startIndex) + 1)
      // After the tree, the app's own prints (`flutter: Clicked!`) are no part of it. A property always
      // follows its node's header, before any child, so it belongs to the innermost open node.
      guard !stack.isEmpty else { return }
      if body.hasPrefix("Rect.fromLTRB(") {
        guard let rect = FlutterSemanticsReader.rect(body) else {
          throw ImportError(
            file: file, location: location,
            "the rect does not parse; debugDumpSemanticsTree prints Rect.fromLTRB(0.0, 0.0, 10.0, 10.0)")
        }
        stack[stack.count - 1].node.bounds = rect
        return
      }
      guard let colon = body.firstIndex(of: ":") else {
        switch body {
        case "invisible", "HIDDEN": stack[stack.count - 1].node.displayed = false
        default: break
        }
        return
      }
      let key = String(body[..<colon])
      let value = body[body.index(after: colon)...].drop { $0 == " " }
      if value.isEmpty {
        // `label:` with its text on the next lines.
        pending = (key, "", location)
        return
      }
      if value.hasPrefix("\"") {
        let rest = value.dropFirst()
        if let close = FlutterSemanticsReader.closingQuote(in: rest) {
          apply(key: key, value: String(rest[..<close]))
        } else {
          pending = (key, String(rest), location)
        }
        return
      }
      apply(key: key, value: String(value))
    }

    mutating func open(_ header: Substring, column: Int, location: ImportLocation) throws(ImportError) {
      while let last = stack.last, last.column >= column { close() }
      guard stack.count < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
      count += 1
      guard count <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, location) }
      let id = header.dropFirst("SemanticsNode".count).dropFirst().prefix { $0.isNumber }
      var open = Open(
        node: SourceNode(role: .view, className: "SemanticsNode#\(id)", location: location), column: column)
      // 2017's form: every property on the header line, separated by "; ".
      if header.dropFirst("SemanticsNode".count).first == "(" {
        var inner = header.dropFirst("SemanticsNode(".count)
        if inner.hasSuffix(")") { inner = inner.dropLast() }
        for part in inner.components(separatedBy: "; ") {
          let part = Substring(part)
          if part.hasPrefix("Rect.fromLTRB(") {
            open.node.bounds = FlutterSemanticsReader.rect(part)
          } else if part.hasPrefix("\"") {
            let text = part.dropFirst()
            open.label = String(text[..<(FlutterSemanticsReader.closingQuote(in: text) ?? text.endIndex)])
          } else {
            switch part.trimmingCharacters(in: ")") {
            case "canBeTapped": open.actions.insert("tap")
            case "canBeLongPressed": open.actions.insert("longPress")
            case "hasCheckedState": open.flags.insert("hasCheckedState")
            case "isChecked": open.flags.insert("isChecked")
            case "isSelected": open.flags.insert("isSelected")
            default: break
            }
          }
        }
      }
      stack.append(open)
    }

    mutating func apply(key: String, value: String) {
      guard !stack.isEmpty else { return }
      // Taken off the stack and put back: a copy would share, then copy, its sets on every property.
      var open = stack.removeLast()
      defer { stack.append(open) }
      func list() -> [String] { value.split(separator: ",").map { String($0.trimmingSpaces) } }
      switch key {
      case "flags": open.flags.formUnion(list())
      case "actions": open.actions.formUnion(list())
      case "label": open.label = value
      case "value": open.node.value = value
      case "hint": open.node.hint = value
      case "tooltip": open.tooltip = value
      case "identifier": open.node.identifier = value.nonBlankOrNil
      case "headingLevel": if (Int(value) ?? 0) > 0 { open.flags.insert("isHeader") }
      default: break
      }
    }

    mutating func finish(lineCount: Int) throws(ImportError) -> [SourceNode] {
      if let pending {
        throw ImportError(
          file: file, location: pending.location,
          "the quoted \(pending.key) is never closed: the tree is cut short; print it again")
      }
      closeAll()
      guard !roots.isEmpty else {
        throw ImportError(
          file: file, location: ImportLocation(line: lineCount, column: 0),
          "no SemanticsNode line: the semantics tree is empty; is semantics on (SemanticsBinding.ensureSemantics, or a screen reader running) when debugDumpSemanticsTree() is called?"
        )
      }
      return roots
    }

    mutating func closeAll() {
      while !stack.isEmpty { close() }
    }

    /// Closes the innermost node: its flags and actions settle what it is, as the engine maps them.
    mutating func close() {
      guard let open = stack.popLast() else { return }
      let node = FlutterSemanticsReader.node(
        open.node, flags: open.flags, actions: open.actions, label: open.label, tooltip: open.tooltip)
      if stack.isEmpty {
        roots.append(node)
      } else {
        stack[stack.count - 1].node.children.append(node)
      }
    }
  }

  /// The node as the engine hands it on: class by flag (AccessibilityBridge), state, name and actions.
  static func node(
    _ base: SourceNode, flags: Set<String>, actions: Set<String>, label: String?, tooltip: String?
  ) -> SourceNode {
    var node = base
    // SemanticsObject.accessibilityLabel: the label, then the tooltip on a line of its own.
    let name = [label.nonBlank, tooltip.nonBlank].compactMap { $0 }.joined(separator: "\n").nonBlankOrNil
    node.clickable = actions.contains("tap")
    node.longClickable = actions.contains("longPress")
    node.scrollable = !actions.isDisjoint(with: ["scrollUp", "scrollDown", "scrollLeft", "scrollRight"])
    node.focusable = flags.contains("isFocusable")
    node.enabled = !(flags.contains("hasEnabledState") && !flags.contains("isEnabled"))
    node.selected = flags.contains("isSelected")
    node.password = flags.contains("isObscured")
    node.heading = flags.contains("isHeader")
    if flags.contains("isHidden") { node.displayed = false }
    if flags.contains("isTextField") {
      node.role = .textField
      node.className = "\(base.className), isTextField"
      // AccessibilityBridge: an edit box's text is its value; the label is read with it.
      node.text = name
      node.value = node.value ?? ""
      node.placeholder = node.hint
      node.hint = nil
      return node
    }
    if flags.contains("hasToggledState") {
      node.role = .switchControl
      node.checked = flags.contains("isToggled")
    } else if flags.contains("hasCheckedState") {
      node.role = flags.contains("isInMutuallyExclusiveGroup") ? .radioButton : .checkbox
      node.checked = flags.contains("isChecked")
    } else if flags.contains("isSlider") || !actions.isDisjoint(with: ["increase", "decrease"]) {
      node.role = .slider
      if let value = node.value, value.hasSuffix("%"), let percent = Double(value.dropLast().trimmingSpaces) {
        node.rangeFraction = min(1, max(0, percent / 100))
      }
    } else if flags.contains("isButton") {
      node.role = .button
    } else if flags.contains("isLink") {
      node.role = .link
    } else if flags.contains("isImage") {
      node.role = .image
    } else if node.heading {
      node.role = .heading
    } else if flags.contains("scopesRoute") {
      // A route's scope is never focused itself (isFocusable: "no other useful semantics are merged").
      node.role = .container
    } else if name != nil || node.value.nonBlank != nil {
      node.role = node.clickable ? .view : .text
    } else {
      node.role = .container
    }
    node.className = className(for: node.role, base: base.className)
    node.contentDescription = name
    // A plain text's value is read after its label by both bridges (getValueLabelHint joins them).
    if node.role == .text || node.role == .view, let value = node.value.nonBlank {
      node.contentDescription = [value, name].compactMap { $0 }.joined(separator: ", ")
      node.value = nil
    }
    // Every node the engine reports is one TalkBack is given: merged descendants are already in its label.
    node.mergesDescendants = name != nil
    return node
  }

  private static func className(for role: SourceRole, base: String) -> String {
    switch role {
    case .button: "\(base), isButton"
    case .checkbox: "\(base), hasCheckedState"
    case .radioButton: "\(base), isInMutuallyExclusiveGroup"
    case .switchControl: "\(base), hasToggledState"
    case .slider: "\(base), isSlider"
    case .link: "\(base), isLink"
    case .image: "\(base), isImage"
    case .heading: "\(base), isHeader"
    default: base
    }
  }

  /// `Rect.fromLTRB(0.0, 63.0, 1080.0, 2337.0)`, with or without ` scaled by 3.0x` after it.
  static func rect(_ text: Substring) -> ElementFrame? {
    let bytes = text.utf8
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
      let close = bytes[open...].firstIndex(of: UInt8(ascii: ")"))
    else { return nil }
    let numbers = text[bytes.index(after: open)..<close].asciiNumbers(separatedBy: UInt8(ascii: ","))
    guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
    return ElementFrame(left: numbers[0], top: numbers[1], right: numbers[2], bottom: numbers[3])
  }

  /// The quote that ends a quoted value (the last one on the line: a label may hold quotes of its own).
  static func closingQuote(in text: Substring) -> Substring.Index? {
    guard let last = text.lastIndex(of: "\"") else { return nil }
    // An attributed label prints its attributes after the quote: `"Hi" [SpellOutStringAttribute(…)]`.
    let after = text[text.index(after: last)...]
    return after.allSatisfy(\.isWhitespace) || after.hasPrefix(" [") ? last : nil
  }
}
