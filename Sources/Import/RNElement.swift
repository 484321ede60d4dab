/// One host element of a test renderer tree.
struct RNElement {
  enum Child {
    case element(RNElement)
    case text(String)
  }

  var type: String
  var props: [String: RNValue] = [:]
  var children: [Child] = []
  var location: ImportLocation

  /// Its string children and those of the elements inside it, as one text (a Text's nested spans).
  var allText: String {
    children.map { child in
      switch child {
      case .text(let text): text
      case .element(let element): element.allText
      }
    }.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `style={{"display": "none"}}`: not laid out, so never read.
  var styleHidesIt: Bool {
    guard let style = props["style"] else { return false }
    if style.object?["display"]?.text == "none" { return true }
    return style.raw.contains("\"display\": \"none\"") || style.raw.contains("\"display\":\"none\"")
  }
}

/// A prop's value as printed: a string, a flag, a number, an object of such, or something else.
struct RNValue {
  var raw: String
  var text: String?
  var flag: Bool?
  var number: Double?
  var object: [String: RNValue]?

  static func string(_ text: String) -> RNValue { RNValue(raw: text, text: text) }

  /// A `{…}` value's inside: `true`, `12`, `[Function]`, `{ "checked": true, }`.
  static func expression(_ inner: Substring) -> RNValue {
    let trimmed = inner.trimmingCharacters(in: " \n\t")
    var value = RNValue(raw: String(trimmed))
    switch trimmed {
    case "true": value.flag = true
    case "false": value.flag = false
    default:
      if let number = Double(trimmed) {
        value.number = number
      } else if trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2 {
        value.text = String(trimmed.dropFirst().dropLast())
      } else if trimmed.hasPrefix("{") {
        value.object = members(of: trimmed.dropFirst().dropLast())
      }
    }
    return value
  }

  /// `"checked": true, "disabled": false,` as members (one level; nested objects kept raw).
  static func members(of text: Substring) -> [String: RNValue] {
    var members: [String: RNValue] = [:]
    var depth = 0
    var inString = false
    var escaped = false
    var start = text.startIndex
    var parts: [Substring] = []
    for index in text.indices {
      let character = text[index]
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "{", "[": depth += 1
      case "}", "]": depth -= 1
      case "," where depth == 0:
        parts.append(text[start..<index])
        start = text.index(after: index)
      default: break
      }
    }
    parts.append(text[start...])
    for part in parts {
      let part = part.trimmingCharacters(in: " \n\t")
      guard part.hasPrefix("\""), let close = part.dropFirst().firstIndex(of: "\""),
        let colon = part[close...].firstIndex(of: ":")
      else { continue }
      let key = String(part[part.index(after: part.startIndex)..<close])
      members[key] = expression(part[part.index(after: colon)...])
    }
    return members
  }
}
