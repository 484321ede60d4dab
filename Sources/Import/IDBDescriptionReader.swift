import Foundation

/// Reads `idb ui describe-all --json`: a JSON array of elements, flat (the
/// default) or with `children` (`--nested`). Each element has `AXLabel`,
/// `AXValue`, `AXUniqueId`, `role` (`AXButton`), `role_description`, `type`,
/// `help` (the hint), `enabled`, `custom_actions` and `frame` in points.
public enum IDBDescriptionReader {
  public static func read(_ text: String, file: String) throws(ImportError) -> [SourceNode] {
    let json: Any
    do {
      json = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
    } catch {
      throw ImportError(
        file: file, location: location(ofJSONError: error, in: text),
        "the JSON does not parse (\(reason(of: error)))"
          + (reason(of: error).lowercased().contains("end of file")
            ? "; it is cut short: run idb ui describe-all --json again"
            : "; is this idb ui describe-all --json output?"))
    }
    let elements: [Any]
    if let array = json as? [Any] {
      elements = array
    } else if let object = json as? [String: Any] {
      elements = [object]
    } else {
      throw ImportError(
        file: file, location: ImportLocation(line: 1, column: 1),
        "the JSON is not a list of elements; idb ui describe-all --json prints [ { \"AXLabel\": …, \"frame\": … } ]")
    }
    var objectStarts = objectStarts(text).makeIterator()
    var nodes: [SourceNode] = []
    for element in elements {
      nodes.append(try node(element, starts: &objectStarts, file: file, depth: 0))
    }
    return nodes
  }

  private static func node(
    _ value: Any, starts: inout IndexingIterator<[ImportLocation]>, file: String, depth: Int
  ) throws(ImportError) -> SourceNode {
    let location = starts.next() ?? ImportLocation(line: 1, column: 0)
    guard depth < SourceNode.maximumDepth else { throw SourceNode.tooDeep(file, location) }
    guard let object = value as? [String: Any] else {
      throw ImportError(file: file, location: location, "an element is not a JSON object")
    }
    let axRole = object["role"] as? String ?? ""
    let description = (object["role_description"] as? String ?? "").lowercased()
    let type = object["type"] as? String ?? ""
    var role = roles[axRole] ?? XCUITestDescriptionReader.roles[type] ?? .view
    if axRole == "AXCheckBox" && description.contains("switch") { role = .switchControl }
    if axRole == "AXButton" && (description == "tab" || (object["subrole"] as? String) == "AXTabButton") { role = .tab }
    if type == "PageIndicator" || description == "page indicator" { role = .pageIndicator }
    var node = SourceNode(role: role, className: axRole.isEmpty ? type : axRole, location: location)
    node.contentDescription = object["AXLabel"] as? String
    node.text = object["title"] as? String
    node.value = (object["AXValue"] as? String) ?? (object["AXValue"] as? NSNumber)?.stringValue
    node.placeholder = object["AXPlaceholderValue"] as? String
    node.hint = object["help"] as? String
    node.identifier = (object["AXUniqueId"] as? String).nonBlank
    node.enabled = object["enabled"] as? Bool ?? true
    node.customActions = (object["custom_actions"] as? [Any] ?? []).compactMap {
      ($0 as? String) ?? (($0 as? [String: Any])?["name"] as? String)
    }
    if role == .switchControl || role == .checkbox { node.checked = node.value == "1" || node.value == "on" }
    // A tab bar's selected tab carries AXValue 1 (UITabBar sets it as the selected item's value).
    if role == .tab && node.value == "1" {
      node.selected = true
      node.value = nil
    }
    if axRole == "AXSecureTextField" { node.password = true }
    if let frame = object["frame"] as? [String: Any] {
      guard let x = number(frame["x"]), let y = number(frame["y"]), let width = number(frame["width"]),
        let height = number(frame["height"])
      else {
        throw ImportError(
          file: file, location: location,
          "the frame does not parse; idb writes {\"x\": 0, \"y\": 0, \"width\": 10, \"height\": 10}")
      }
      node.bounds = SourceRect(x: x, y: y, width: width, height: height)
    }
    for child in object["children"] as? [Any] ?? [] {
      node.children.append(try self.node(child, starts: &starts, file: file, depth: depth + 1))
    }
    return node
  }

  private static func number(_ value: Any?) -> Double? {
    (value as? NSNumber)?.doubleValue ?? (value as? String).flatMap(Double.init)
  }

  /// Where each JSON object opens, in document order, which is the order the elements are visited in.
  private static func objectStarts(_ text: String) -> [ImportLocation] {
    var starts: [ImportLocation] = []
    var line = 1
    var column = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      column += 1
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "{") {
        starts.append(ImportLocation(line: line, column: column))
      }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      }
    }
    return starts
  }

  private static func reason(of error: Error) -> String {
    let info = (error as NSError).userInfo
    return (info["NSDebugDescription"] as? String) ?? (error as NSError).localizedDescription
  }

  /// Foundation names the place as "line L, column C" or as a byte offset ("character N").
  private static func location(ofJSONError error: Error, in text: String) -> ImportLocation? {
    let message = reason(of: error)
    func number(after word: String) -> Int? {
      guard let range = message.range(of: word, options: .backwards) else { return nil }
      return Int(message[range.upperBound...].prefix { $0.isNumber })
    }
    if let line = number(after: "line "), let column = number(after: "column ") {
      return ImportLocation(line: line, column: column)
    }
    if let offset = number(after: "character ") {
      var line = 1
      var column = 1
      for byte in text.utf8.prefix(offset) {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return ImportLocation(line: line, column: column)
    }
    if message.lowercased().contains("end of file") || message.lowercased().contains("unexpected end") {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let last = lines.last(where: { !$0.isEmpty }) ?? ""
      return ImportLocation(
        line: max(1, lines.lastIndex(where: { !$0.isEmpty }).map { $0 + 1 } ?? 1), column: last.count + 1)
    }
    return nil
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
