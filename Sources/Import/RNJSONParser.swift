/// Parses the JSON of react-test-renderer's `toJSON()` (what `JSON.stringify(tree.toJSON())`
/// writes): an element `{"type": "View", "props": {…}, "children": [element or string, …] or null}`,
/// or a list of them. Functions are dropped by JSON.stringify, so a pressable is known by
/// `accessible` and its role alone.
enum RNJSONParser {
  static func parse(_ text: String, file: String) throws(ImportError) -> [RNElement] {
    var text = text
    let result: Result<[RNElement], ImportError> = text.withUTF8 { bytes in
      var scanner = JSONScanner(bytes: bytes, file: file)
      scanner.producer = "JSON.stringify(renderer.toJSON())"
      do throws(ImportError) {
        var elements: [RNElement] = []
        if scanner.peek() == UInt8(ascii: "[") {
          try scanner.forEachItem { scanner throws(ImportError) in
            elements.append(try element(&scanner, depth: 0))
          }
        } else {
          elements.append(try element(&scanner, depth: 0))
        }
        guard scanner.peek() == nil else { throw scanner.failure(expected: "the end of the tree") }
        return .success(elements)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private static func element(_ scanner: inout JSONScanner, depth: Int) throws(ImportError) -> RNElement {
    _ = scanner.peek()
    let location = scanner.location
    guard depth < SourceNode.maximumDepth else { throw SourceNode.tooDeep(scanner.file, location) }
    guard scanner.peek() == UInt8(ascii: "{") else {
      throw ImportError(file: scanner.file, location: location, "an element of the tree is not a JSON object")
    }
    var element = RNElement(type: "", location: location)
    try scanner.forEachKey { key, scanner throws(ImportError) in
      switch key {
      case "type": element.type = try scanner.textValue() ?? ""
      case "props" where scanner.peek() == UInt8(ascii: "{"):
        try scanner.forEachKey { name, scanner throws(ImportError) in
          element.props[name] = try Self.value(&scanner)
        }
      case "children" where scanner.peek() == UInt8(ascii: "["):
        try scanner.forEachItem { scanner throws(ImportError) in
          if scanner.peek() == UInt8(ascii: "{") {
            element.children.append(.element(try Self.element(&scanner, depth: depth + 1)))
          } else if let text = try scanner.textValue() {
            element.children.append(.text(text))
          }
        }
      default: try scanner.skipValue()
      }
    }
    guard !element.type.isEmpty else {
      throw ImportError(
        file: scanner.file, location: location, "this element has no \"type\"; toJSON() writes {\"type\": \"View\", …}")
    }
    return element
  }

  /// A prop: a scalar, or an object of scalars (accessibilityState, accessibilityValue); others are kept as raw.
  private static func value(_ scanner: inout JSONScanner) throws(ImportError) -> RNValue {
    if scanner.peek() == UInt8(ascii: "{") {
      var members: [String: RNValue] = [:]
      try scanner.forEachKey { key, scanner throws(ImportError) in
        members[key] = try Self.value(&scanner)
      }
      var value = RNValue(raw: "{…}")
      value.object = members
      return value
    }
    switch try scanner.scalar() {
    case .text(let text)?: return .string(text)
    case .flag(let flag)?:
      var value = RNValue(raw: flag ? "true" : "false")
      value.flag = flag
      return value
    case .number(let text, let number)?:
      var value = RNValue(raw: text)
      value.number = number
      return value
    case .null?: return RNValue(raw: "null")
    case nil:
      try scanner.skipValue()
      return RNValue(raw: "[…]")
    }
  }
}
