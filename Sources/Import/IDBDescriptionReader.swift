import ScreenReader

/// Reads `idb ui describe-all --json`: a JSON array of elements, flat (the
/// default) or with `children` (`--nested`). Each element has `AXLabel`,
/// `AXValue`, `AXUniqueId`, `role` (`AXButton`), `role_description`, `type`,
/// `help` (the hint), `enabled`, `custom_actions` and `frame` in points.
public enum IDBDescriptionReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    var text = text
    // Read from the text's own bytes: no second copy of the dump, no object graph of what is ignored.
    let result: Result<[SourceNode], ImportError> = text.withUTF8 { bytes in
      var scanner = JSONScanner(bytes: bytes, file: file)
      var count = 0
      do throws(ImportError) {
        var nodes: [SourceNode] = []
        switch scanner.peek() {
        case UInt8(ascii: "["):
          try scanner.forEachItem { scanner throws(ImportError) in
            nodes.append(try node(&scanner, count: &count, depth: 0))
          }
        case UInt8(ascii: "{"):
          nodes.append(try node(&scanner, count: &count, depth: 0))
        case nil:
          throw scanner.failure(expected: "a list of elements")
        default:
          throw ImportError(
            file: file, location: ImportLocation(line: 1, column: 1),
            "the JSON is not a list of elements; idb ui describe-all --json prints [ { \"AXLabel\": …, \"frame\": … } ]"
          )
        }
        guard scanner.peek() == nil else { throw scanner.failure(expected: "the end of the list") }
        return .success(nodes)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The element that opens here, its keys read as they come and the rest skipped.
  private static func node(_ scanner: inout JSONScanner, count: inout Int, depth: Int) throws(ImportError)
    -> SourceNode
  {
    let file = scanner.file
    _ = scanner.peek()
    let location = scanner.location
    guard depth < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw ImportError(file: file, location: location, "an element is not a JSON object")
    }
    count += 1
    guard count <= SourceNode.maximumCount else { throw SourceNode.tooMany(file, location) }
    var texts: [String: String] = [:]
    var enabled = true
    var customActions: [String] = []
    var traits: [String] = []
    var frame: ElementFrame??
    var children: [SourceNode] = []
    try scanner.forEachKey { key, scanner throws(ImportError) in
      switch key {
      case "role", "role_description", "type", "subrole", "AXLabel", "title", "AXValue", "AXPlaceholderValue",
        "help", "AXUniqueId", "enabled":
        switch try scanner.scalar() {
        case .text(let text)?: texts[key] = text
        // A number's own digits; a flag as 1 or 0, the way NSNumber prints it.
        case .number(let text, let value)?:
          texts[key] = key == "AXValue" ? numberText(text, value) : nil
        case .flag(let flag)?:
          if key == "enabled" { enabled = flag } else { texts[key] = key == "AXValue" ? (flag ? "1" : "0") : nil }
        case .null?: texts[key] = nil
        case nil: try scanner.skipValue()
        }
      case "custom_actions" where scanner.peek() == UInt8(ascii: "["):
        customActions = []
        try scanner.forEachItem { scanner throws(ImportError) in
          // An action is its name, or an object with a name.
          guard scanner.peek() == UInt8(ascii: "{") else {
            if let name = try scanner.textValue() { customActions.append(name) }
            return
          }
          var name: String?
          try scanner.forEachKey { key, scanner throws(ImportError) in
            let text = try scanner.textValue()
            if key == "name" { name = text }
          }
          if let name { customActions.append(name) }
        }
      // Newer idb lists the UIAccessibilityTraits by name: ["Button", "Selected"].
      case "traits" where scanner.peek() == UInt8(ascii: "["):
        try scanner.forEachItem { scanner throws(ImportError) in
          if let name = try scanner.textValue() { traits.append(name) }
        }
      case "frame" where scanner.peek() == UInt8(ascii: "{"):
        frame = try self.frame(&scanner)
      case "children" where scanner.peek() == UInt8(ascii: "["):
        children = []
        try scanner.forEachItem { scanner throws(ImportError) in
          children.append(try Self.node(&scanner, count: &count, depth: depth + 1))
        }
      default:
        try scanner.skipValue()
      }
    }
    let axRole = texts["role"] ?? ""
    let description = (texts["role_description"] ?? "").lowercased()
    let type = texts["type"] ?? ""
    var role = roles[axRole] ?? XCUITestDescriptionReader.roles[type] ?? .view
    if axRole == "AXCheckBox" && description.contains("switch") { role = .switchControl }
    if axRole == "AXButton" && (description == "tab" || texts["subrole"] == "AXTabButton") { role = .tab }
    if type == "PageIndicator" || description == "page indicator" { role = .pageIndicator }
    var node = SourceNode(role: role, className: axRole.isEmpty ? type : axRole, location: location)
    node.contentDescription = texts["AXLabel"]
    node.text = texts["title"]
    node.value = texts["AXValue"]
    node.placeholder = texts["AXPlaceholderValue"]
    node.hint = texts["help"]
    node.identifier = texts["AXUniqueId"].nonBlank
    node.enabled = enabled
    node.customActions = customActions
    if role == .switchControl || role == .checkbox { node.checked = node.value == "1" || node.value == "on" }
    // A tab bar's selected tab carries AXValue 1 (UITabBar sets it as the selected item's value).
    if role == .tab && node.value == "1" {
      node.selected = true
      node.value = nil
    }
    if axRole == "AXSecureTextField" { node.password = true }
    VoiceOverTraits.apply(traits, to: &node)
    if let frame {
      guard let frame else {
        throw ImportError(
          file: file, location: location,
          "the frame does not parse; idb writes {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}")
      }
      node.bounds = frame
    }
    node.children = children
    return node
  }

  /// `{"x": 0, "y": 0, "width": 10, "height": 10}` (numbers, or numbers as text); nil when one is missing.
  private static func frame(_ scanner: inout JSONScanner) throws(ImportError) -> ElementFrame? {
    var values: [String: Double] = [:]
    try scanner.forEachKey { key, scanner throws(ImportError) in
      switch try scanner.scalar() {
      case .number(_, let value)?: values[key] = value
      case .text(let text)?: values[key] = Double(text)
      case nil: try scanner.skipValue()
      default: values[key] = nil
      }
    }
    guard let x = values["x"], let y = values["y"], let width = values["width"], let height = values["height"]
    else { return nil }
    return ElementFrame(x: x, y: y, width: width, height: height)
  }

  /// A number as NSNumber prints it: whole numbers without a fraction.
  private static func numberText(_ text: String, _ value: Double) -> String {
    if let whole = Int(text) { return String(whole) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  static let roles: [String: SourceRole] = [
    "AXApplication": .application, "AXWindow": .container, "AXGroup": .container, "AXScrollArea": .container,
    "AXTable": .container, "AXList": .container, "AXCollection": .container, "AXOutline": .container,
    "AXWebArea": .container, "AXLayoutArea": .container, "AXKeyboard": .system, "AXKey": .system,
    "AXButton": .button, "AXStaticText": .text, "AXHeading": .heading, "AXTextField": .textField,
    "AXSecureTextField": .textField, "AXTextArea": .textField, "AXSearchField": .textField, "AXComboBox": .textField,
    "AXSwitch": .switchControl, "AXToggle": .switchControl, "AXCheckBox": .checkbox, "AXRadioButton": .radioButton,
    "AXSlider": .slider, "AXImage": .image, "AXLink": .link, "AXPopUpButton": .dropdown, "AXMenuButton": .dropdown,
    "AXProgressIndicator": .progress, "AXBusyIndicator": .progress, "AXIncrementor": .stepper,
    "AXSegmentedControl": .segmentedControl, "AXRadioGroup": .segmentedControl, "AXTabGroup": .tabBar,
    "AXCell": .cell, "AXNavigationBar": .navigationBar, "AXPicker": .container, "AXPickerWheel": .picker,
    "AXDateTimeArea": .datePicker,
  ]
}
