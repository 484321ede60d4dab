import Foundation
import ScreenReader

/// Reads the "Element subtree" of an XCUITest `debugDescription`
/// (`print(XCUIApplication().debugDescription)`):
///
///     Element subtree:
///      →Application, 0x600000c8c000, pid: 4121, label: 'Shop'
///         Window (Main), 0x600000c8c0e0, {{0.0, 0.0}, {393.0, 852.0}}
///           Switch, 0x600000c8c1c0, {{16.0, 200.0}, {361.0, 44.0}}, identifier: 'wifi', label: 'Wi-Fi', value: 1
///           Button, 0x600000c8c2a0, {{16.0, 260.0}, {361.0, 44.0}}, label: 'Pay', Disabled
///
/// Depth comes from the indentation (the arrow marks the element described).
/// Labels and identifiers are quoted with ' and not escaped, so a quote ends a
/// value only where ", " or the line's end follows it.
public enum XCUITestDescriptionReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var stack: [(indent: Int, node: SourceNode)] = []
    var roots: [SourceNode] = []
    func close() {
      guard let (_, node) = stack.popLast() else { return }
      if stack.isEmpty { roots.append(node) } else { stack[stack.count - 1].node.children.append(node) }
    }
    var inSubtree = !text.containsBytes("Element subtree:")
    var nodeCount = 0
    let lineCount = try text.forEachLine { rawLine, number, isLast throws(ImportError) in
      let line = rawLine.last == "\r" ? rawLine.dropLast() : rawLine
      if line.containsBytes("Element subtree:") {
        inSubtree = true
        return
      }
      // The path and query chain after the subtree repeat elements already read.
      if line.hasPrefix("Path to element:") || line.hasPrefix("Query chain:") { inSubtree = false }
      guard inSubtree, isElementLine(line) else {
        if inSubtree && isLast && !line.trimmingSpaces.isEmpty && !stack.isEmpty {
          throw ImportError(
            file: file, location: ImportLocation(line: number, column: 1),
            "the last line is cut short ('\(line.trimmingSpaces.prefix(30))'); print the debugDescription again")
        }
        return
      }
      let indent = line.prefix(while: isIndent).count
      let location = ImportLocation(line: number, column: indent + 1)
      nodeCount += 1
      guard nodeCount <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, location) }
      let node = try element(line.dropFirst(indent), location: location, file: file)
      while let last = stack.last, last.indent >= indent { close() }
      guard stack.count < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
      stack.append((indent, node))
    }
    while !stack.isEmpty { close() }
    roots = roots.map(openingCells)
    guard !roots.isEmpty else {
      throw ImportError(
        file: file, location: ImportLocation(line: max(1, lineCount), column: 0),
        "no element lines after 'Element subtree:'; print XCUIApplication().debugDescription again")
    }
    return roots
  }

  /// A cell that is an accessibility element has a label (UITableViewCell's accessibilityLabel is its
  /// texts'), and XCUITest prints it; a cell printed without one is a container, and VoiceOver stops on
  /// what it holds (UIAccessibility isAccessibilityElement; the Appium reader's rule). A cell holding an
  /// unlabelled switch (a UISwitch accessory) stays one element, read as that switch.
  private static func openingCells(_ node: SourceNode) -> SourceNode {
    var node = node
    node.children = node.children.map(openingCells)
    if node.role == .cell && node.contentDescription.nonBlank == nil && node.value.nonBlank == nil
      && !holdsUnlabelledSwitch(node)
    {
      node.role = .container
    }
    return node
  }

  private static func holdsUnlabelledSwitch(_ node: SourceNode) -> Bool {
    node.children.contains {
      ($0.role == .switchControl && $0.contentDescription.nonBlank == nil) || holdsUnlabelledSwitch($0)
    }
  }

  /// `Type, 0x…`, `Type (qualifier), {{…` or `Application, pid: …`, after any indentation and arrow.
  /// The address is optional: Xcode 11 and Xcode 15 and later print none
  /// (`Window (Main), {{0.0, 0.0}, {375.0, 812.0}}`), so an element line is known by what follows its type.
  static func isElementLine(_ line: Substring) -> Bool {
    let body = line.drop(while: isIndent)
    guard let first = body.first, first.isUppercase, let comma = typeEnd(body) else { return false }
    return body[..<comma.lowerBound].allSatisfy { $0.isLetter || $0.isNumber || " ()".contains($0) }
  }

  /// Indentation, and the arrow that marks the element described: "→", or "->" where a log turned it into ASCII.
  private static func isIndent(_ character: Character) -> Bool { " →->".contains(character) }

  /// The ", " that ends the element's type: before its address, its frame or (the application) its pid.
  private static func typeEnd(_ body: Substring) -> Range<Substring.Index>? {
    var search = body.startIndex
    while let comma = body[search...].firstByteRange(of: ", ") {
      let after = body[comma.upperBound...]
      if after.hasPrefix("0x") || after.hasPrefix("{{") || after.hasPrefix("pid: ") { return comma }
      // A line trimmed by hand may lose its frame ("Switch, identifier: 'wifi', value: 0"): then only a
      // known element type followed by one of XCUITest's keys is an element line.
      let type = body[..<comma.lowerBound].prefix { $0 != " " }
      if roles[String(type)] != nil, attributeKeys.contains(where: { after.hasPrefix($0) }) { return comma }
      search = comma.upperBound
      // A type is one word and a qualifier; past that a comma is an attribute's.
      if body.distance(from: body.startIndex, to: search) > 60 { return nil }
    }
    return nil
  }

  private static func element(_ body: Substring, location: ImportLocation, file: String) throws(ImportError)
    -> SourceNode
  {
    guard let comma = typeEnd(body) else {
      throw ImportError(file: file, location: location, "an element line without its frame (Type, {{x, y}, {w, h}})")
    }
    var type = body[..<comma.lowerBound]
    if let paren = type.firstIndex(of: " ") { type = type[..<paren] }
    var node = SourceNode(role: roles[String(type)] ?? .view, className: String(type), location: location)
    var rest = body[comma.lowerBound...]
    // The address (0x600000c8c000), where this Xcode prints one.
    if rest.hasPrefix(", 0x") { rest = rest.dropFirst(4).drop { $0.isHexDigit } }
    while !rest.isEmpty {
      guard rest.hasPrefix(", ") else { break }
      rest = rest.dropFirst(2)
      if rest.hasPrefix("{{") {
        (node.bounds, rest) = try frame(rest, location: location, file: file)
        continue
      }
      guard let colon = rest.firstByteRange(of: ": "), !rest[..<colon.lowerBound].utf8.contains(UInt8(ascii: ","))
      else {
        // A flag without a value: Selected, Disabled, Keyboard Focused.
        let flag = rest.prefix { $0 != "," }
        switch flag {
        case "Selected": node.selected = true
        case "Disabled": node.enabled = false
        default: break
        }
        rest = rest.dropFirst(flag.count)
        continue
      }
      let key = rest[..<colon.lowerBound]
      let value: Substring
      (value, rest) = try attributeValue(of: key, rest[colon.upperBound...], location: location, file: file)
      switch key {
      case "identifier": node.identifier = Optional(String(value)).nonBlank
      case "label": node.contentDescription = String(value)
      case "title": node.text = String(value)
      case "value": node.value = String(value)
      case "placeholderValue": node.placeholder = String(value)
      default: break
      }
    }
    // A static text's accessibilityValue is read after its label, and alone where it has none (React
    // Native's text prints `value: …` only): UIAccessibility reads label, then value.
    if node.role == .text, let value = node.value.nonBlank {
      node.contentDescription = [node.contentDescription.nonBlank, value].compactMap { $0 }.joined(separator: ", ")
      node.value = nil
    }
    switch node.role {
    case .switchControl:
      node.checked = node.value == "1"
    case .textField where node.className == "SecureTextField":
      node.password = true
    default: break
    }
    return node
  }

  /// The frame `{{x, y}, {width, height}}` at the start of `rest`, and what follows it.
  private static func frame(
    _ rest: Substring, location: ImportLocation, file: String
  ) throws(ImportError) -> (ElementFrame, Substring) {
    guard let end = rest.firstByteRange(of: "}}") else {
      throw ImportError(file: file, location: location, "a frame is not closed with }}; the line is cut short")
    }
    let numbers = rest[..<end.upperBound].split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    guard numbers.count == 4 else {
      throw ImportError(
        file: file, location: location,
        "the frame \(rest[..<end.upperBound]) does not parse; XCUITest writes {{x, y}, {width, height}}")
    }
    return (ElementFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), rest[end.upperBound...])
  }

  /// The value after `key: `, and what follows it: quoted ('…', which may hold
  /// quotes and commas; it ends at a quote before ", " or the line's end), or up to the next comma.
  private static func attributeValue(
    of key: Substring, _ start: Substring, location: ImportLocation, file: String
  ) throws(ImportError) -> (value: Substring, rest: Substring) {
    // A point (hitPoint: {201.0, 546.1}) holds a comma of its own.
    if start.hasPrefix("{"), let close = start.firstIndex(of: "}") {
      return (start[...close], start[start.index(after: close)...])
    }
    guard start.hasPrefix("'") else {
      let value = start.prefix { $0 != "," }
      return (value, start.dropFirst(value.count))
    }
    let quoted = start.dropFirst()
    var end = quoted.endIndex
    var search = quoted.startIndex
    while let quote = quoted[search...].firstIndex(of: "'") {
      let after = quoted[quoted.index(after: quote)...]
      if after.isEmpty || after.hasPrefix(", ") {
        end = quote
        break
      }
      search = quoted.index(after: quote)
    }
    guard end < quoted.endIndex || quoted.last == "'" else {
      throw ImportError(file: file, location: location, "the \(key) value is not closed with '; the line is cut short")
    }
    return (quoted[..<end], end < quoted.endIndex ? quoted[quoted.index(after: end)...] : quoted[end...])
  }

  private static let attributeKeys = ["identifier: ", "label: ", "value: ", "placeholderValue: ", "title: "]

  static let roles: [String: SourceRole] = [
    "Application": .application, "Window": .container, "Other": .view, "Group": .container,
    "Table": .container, "CollectionView": .container, "ScrollView": .container, "WebView": .container,
    "Alert": .container, "Sheet": .container, "Toolbar": .container, "StatusBar": .system,
    "Keyboard": .system, "Key": .system, "NavigationBar": .navigationBar, "TabBar": .tabBar,
    "Button": .button, "StaticText": .text, "Switch": .switchControl, "Toggle": .switchControl,
    "TextField": .textField, "SecureTextField": .textField, "SearchField": .textField, "TextView": .textField,
    "Slider": .slider, "Image": .image, "Icon": .image, "Link": .link, "Cell": .cell,
    "PopUpButton": .dropdown, "MenuButton": .dropdown, "Picker": .container, "PickerWheel": .picker,
    "DatePicker": .datePicker, "SegmentedControl": .segmentedControl, "ProgressIndicator": .progress,
    "ActivityIndicator": .progress, "Stepper": .stepper, "RadioButton": .radioButton, "RadioGroup": .radioGroup,
    "CheckBox": .checkbox, "PageIndicator": .pageIndicator,
  ]
}
