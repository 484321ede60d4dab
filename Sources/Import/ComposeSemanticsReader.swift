import Foundation
import ScreenReader

/// Reads a Compose semantics tree as `printToString()` prints it, or as
/// `printToLog()` logs it (each line behind a logcat prefix), merged or unmerged:
///
///     Printing with useUnmergedTree = 'false'
///     Node #1 at (l=0.0, t=63.0, r=1080.0, b=2337.0)px
///      |-Node #4 at (l=42.0, t=105.0, r=1038.0, b=231.0)px, Tag: 'wifi'
///        Role = 'Switch'
///        ToggleableState = 'On'
///        [Disabled]
///        Actions = [OnClick]
///        MergeDescendants = 'true'
///
/// A child's header sits three columns deeper than its parent's (` |-`), so the
/// column of `Node #` gives the depth. Unit-valued properties (Heading, Disabled,
/// Password, SelectableGroup) are printed as one bracketed list.
public enum ComposeSemanticsReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var reader = LineReader(file: file)
    let lineCount = try text.forEachLine { rawLine, number, _ throws(ImportError) in
      try reader.take(rawLine.last == "\r" ? rawLine.dropLast() : rawLine, number: number)
    }
    return try reader.finish(lineCount: lineCount)
  }

  /// Where `Node #` starts in a node header line, after the tree drawing; nil for other lines.
  static func nodeHeaderStart(in line: Substring) -> String.Index? {
    guard let range = line.firstByteRange(of: "Node #") else { return nil }
    let after = line[range.upperBound...]
    guard after.first?.isNumber == true, after.containsBytes(" at (") else { return nil }
    return range.lowerBound
  }

  /// `(l=0.0, t=63.0, r=1080.0, b=2337.0)px`, or the older `(left=…, top=…, right=…, bottom=…)px`.
  static func bounds(_ text: Substring) -> ElementFrame? {
    let bytes = text.utf8
    guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
      let close = bytes[open...].firstIndex(of: UInt8(ascii: ")"))
    else { return nil }
    // Read by bytes: each part is a name's first letter (l, left), "=" and a number.
    var values: [UInt8: Double] = [:]
    for part in text[bytes.index(after: open)..<close].utf8.split(separator: UInt8(ascii: ",")) {
      guard let equals = part.firstIndex(of: UInt8(ascii: "=")),
        let number = Substring(part[part.index(after: equals)...]).asciiNumber
      else { return nil }
      if let letter = part[..<equals].first(where: { $0 != UInt8(ascii: " ") }) { values[letter] = number }
    }
    let (left, top, right, bottom) = (UInt8(ascii: "l"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "b"))
    guard let l = values[left], let t = values[top], let r = values[right], let b = values[bottom] else { return nil }
    return ElementFrame(left: l, top: t, right: r, bottom: b)
  }

  private struct Open {
    var node: SourceNode
    var depth: Int
    var actions: [String] = []
  }

  private struct LineReader {
    let file: String
    /// The logcat prefix in front of the dump (printToLog), learnt from its first line.
    var logPrefix: Substring?
    var stack: [Open] = []
    var roots: [SourceNode] = []
    var nodeCount = 0
    /// A quoted value that runs over several lines (text with line breaks).
    var pending: (key: String, value: String, location: ImportLocation)?

    init(file: String) { self.file = file }

    mutating func take(_ rawLine: Substring, number: Int) throws(ImportError) {
      guard let (line, offset) = stripLog(rawLine) else { return }
      if var open = pending {
        open.value += "\n" + line
        if line.hasSuffix("'") {
          pending = nil
          try apply(key: open.key, value: String(open.value.dropLast()), at: open.location)
        } else {
          pending = open
        }
        return
      }
      if let start = ComposeSemanticsReader.nodeHeaderStart(in: line) {
        try header(
          line, start: start,
          location: ImportLocation(line: number, column: offset + line.distance(from: line.startIndex, to: start) + 1))
        return
      }
      let body = line.drop { $0 == " " || $0 == "|" }
      let location = ImportLocation(
        line: number, column: offset + line.distance(from: line.startIndex, to: body.startIndex) + 1)
      if body.isEmpty || body.hasPrefix("Printing with") || body.hasPrefix("Has ")
        || body.hasPrefix("There were 0 nodes")
      {
        return
      }
      guard !stack.isEmpty else {
        if roots.isEmpty { return }  // text before the dump (a log's other lines)
        throw ImportError(file: file, location: location, "this line belongs to no node; is the tree cut or edited?")
      }
      if body.hasPrefix("[") && body.hasSuffix("]") {
        for flag in body.dropFirst().dropLast().split(separator: ",") { flagged(String(flag.trimmingSpaces)) }
        return
      }
      guard let equals = body.firstByteRange(of: " = ") else {
        throw ImportError(
          file: file, location: location,
          "'\(body.prefix(40))' is not a semantics property; expected 'Name = 'value'' under a 'Node #' line")
      }
      let key = String(body[..<equals.lowerBound])
      var value = body[equals.upperBound...]
      if key == "Actions" {
        stack[stack.count - 1].actions = value.trimmingCharacters(in: "[]").split(separator: ",").map {
          String($0.trimmingSpaces)
        }
        return
      }
      guard value.hasPrefix("'") else {
        throw ImportError(
          file: file, location: location, "the value of \(key) is not quoted; printToString writes \(key) = 'value'")
      }
      value = value.dropFirst()
      if value.hasSuffix("'") {
        try apply(key: key, value: String(value.dropLast()), at: location)
      } else {
        pending = (key, String(value), location)
      }
    }

    mutating func finish(lineCount: Int) throws(ImportError) -> [SourceNode] {
      if let pending {
        throw ImportError(
          file: file, location: pending.location,
          "the value of \(pending.key) is never closed with '; the tree is cut short, print it again")
      }
      while !stack.isEmpty { close() }
      guard !roots.isEmpty else {
        throw ImportError(
          file: file, location: ImportLocation(line: lineCount, column: 0),
          "no 'Node #' line: the semantics tree is empty (\"There were 0 nodes found!\"?)")
      }
      return roots
    }

    /// The line without its logcat prefix and how many columns were removed; nil for a log's other lines.
    mutating func stripLog(_ line: Substring) -> (Substring, Int)? {
      if logPrefix == nil {
        let anchor =
          line.range(of: "Printing with useUnmergedTree")?.lowerBound
          ?? ComposeSemanticsReader.nodeHeaderStart(in: line)
        guard let anchor else { return stack.isEmpty ? nil : (line, 0) }
        var prefix = line[..<anchor]
        // A root printed among several ("1) Node #…") keeps its number out of the prefix.
        if let numbered = prefix.range(of: #"\d+\) $"#, options: .regularExpression) {
          prefix = prefix[..<numbered.lowerBound]
        }
        logPrefix = prefix
      }
      guard let prefix = logPrefix, !prefix.isEmpty else { return (line, 0) }
      if line.hasPrefix(prefix) { return (line.dropFirst(prefix.count), prefix.count) }
      // Timestamps and process ids change from line to line; the tag does not. The marker is the prefix
      // from its last word of letters on ("EARSHOT : ", "SettingsTest: ", "com.example  D  "), so the
      // lines other tags log in between are skipped.
      let words = prefix.split(separator: " ")
      guard let word = words.last(where: { $0.filter(\.isLetter).count >= 2 }) else { return nil }
      let tail = prefix[word.startIndex...]
      let window = line.prefix(prefix.count + 12)
      guard let found = window.range(of: tail) else { return nil }
      let cut = line.distance(from: line.startIndex, to: found.upperBound)
      return (line.dropFirst(cut), cut)
    }

    mutating func header(_ line: Substring, start: String.Index, location: ImportLocation) throws(ImportError) {
      let column = line.distance(from: line.startIndex, to: start)
      let numberedRoot = line[..<start].contains(")")
      let depth = numberedRoot ? 0 : column / 3
      let rest = line[start...]
      guard let at = rest.firstByteRange(of: " at ("), let rect = ComposeSemanticsReader.bounds(rest[at.lowerBound...])
      else {
        throw ImportError(
          file: file, location: location,
          "the bounds of '\(rest.prefix(20))' do not parse; printToString writes (l=0.0, t=0.0, r=10.0, b=10.0)px")
      }
      while let last = stack.last, last.depth >= depth { close() }
      guard stack.count < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
      nodeCount += 1
      guard nodeCount <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, location) }
      var node = SourceNode(role: .view, className: "Compose node", location: location)
      node.bounds = rect
      if let tag = rest.firstByteRange(of: ", Tag: '") {
        node.identifier = String(rest[tag.upperBound...].prefix { $0 != "'" })
      }
      stack.append(Open(node: node, depth: depth))
    }

    mutating func flagged(_ flag: String) {
      switch flag {
      case "Heading": stack[stack.count - 1].node.heading = true
      case "Disabled": stack[stack.count - 1].node.enabled = false
      case "Password": stack[stack.count - 1].node.password = true
      case "SelectableGroup": stack[stack.count - 1].node.role = .radioGroup
      case "InvisibleToUser", "HideFromAccessibility": stack[stack.count - 1].node.role = .system
      default: break
      }
    }

    mutating func apply(key: String, value: String, at location: ImportLocation) throws(ImportError) {
      var node = stack[stack.count - 1].node
      switch key {
      case "Role":
        node.className = "Role = '\(value)'"
        node.role = Self.roles[value] ?? .view
      case "Text": node.text = Self.listText(value)
      case "EditableText": node.value = value
      case "ContentDescription": node.contentDescription = Self.listText(value)
      case "StateDescription": node.stateDescription = value
      case "ToggleableState": node.checked = value == "On"
      case "Selected": node.selected = value == "true"
      case "Focused": node.focusable = true
      case "Error": node.error = value
      case "MergeDescendants": node.mergesDescendants = value == "true"
      case "ClearAndSetSemantics": node.mergesDescendants = value == "true"
      case "PaneTitle": node.role = .container
      case "ProgressBarRangeInfo":
        // An indeterminate indicator prints an empty range (0.0..0.0): a progress bar with no value.
        node.rangeFraction = Self.fraction(value)
        if node.role == .view { node.role = .progress }
      case "CustomActions":
        node.customActions = value.components(separatedBy: "label=").dropFirst().map {
          String($0.prefix { $0 != "," && $0 != ")" })
        }
      default: break
      }
      stack[stack.count - 1].node = node
    }

    /// Closes the innermost open node: its actions settle what it is.
    mutating func close() {
      guard var open = stack.popLast() else { return }
      let actions = Set(open.actions)
      open.node.clickable = actions.contains("OnClick")
      open.node.longClickable = actions.contains("OnLongClick")
      if open.node.role == .view {
        if actions.contains("SetText") || open.node.value != nil {
          open.node.role = .textField
        } else if open.node.heading {
          open.node.role = .heading
        } else if open.node.checked == nil && !open.node.clickable && open.node.text != nil {
          open.node.role = .text
        }
      }
      if open.node.role == .progress && actions.contains("SetProgress") { open.node.role = .slider }
      if open.node.role == .textField && open.node.value == nil { open.node.value = "" }
      if stack.isEmpty {
        roots.append(open.node)
      } else {
        stack[stack.count - 1].node.children.append(open.node)
      }
    }

    /// `[Wi-Fi, Connected]` (a list of texts) as one text, the way TalkBack joins a merged node's texts.
    static func listText(_ value: String) -> String {
      guard value.hasPrefix("["), value.hasSuffix("]") else { return value }
      // An empty Text prints as an empty item ("[, Wi-Fi]"): TalkBack joins only the texts that are there.
      return value.dropFirst().dropLast().components(separatedBy: ", ").filter { !$0.trimmingSpaces.isEmpty }
        .joined(separator: ", ")
    }

    /// `ProgressBarRangeInfo(current=0.3, range=0.0..1.0, steps=0)` as a fraction of its range.
    static func fraction(_ value: String) -> Double? {
      func number(after label: String, until end: Character) -> Double? {
        guard let range = value.range(of: label) else { return nil }
        return Double(value[range.upperBound...].prefix { $0 != end && $0 != "," && $0 != ")" })
      }
      guard let current = number(after: "current=", until: ","),
        let lower = number(after: "range=", until: "."),
        let rangeText = value.range(of: ".."),
        let upper = Double(value[rangeText.upperBound...].prefix { $0 != "," && $0 != ")" }), upper > lower
      else { return nil }
      return min(1, max(0, (current - lower) / (upper - lower)))
    }

    static let roles: [String: SourceRole] = [
      "Button": .button, "Checkbox": .checkbox, "Switch": .switchControl, "RadioButton": .radioButton,
      "Tab": .tab, "Image": .image, "DropdownList": .dropdown, "ValuePicker": .picker, "Carousel": .container,
    ]
  }
}
