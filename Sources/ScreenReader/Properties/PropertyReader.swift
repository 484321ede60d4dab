/// Reads typed values out of a scenario map, reporting every problem (wrong type,
/// unknown key, bad date) to a collector with its location, so one pass over a file
/// shows the user all of its mistakes.
public struct PropertyReader {
  public let map: PropertyMap
  public let diagnostics: DiagnosticCollector
  /// What the map describes, for messages: "checkbox", "modal 'confirm'".
  public let context: String

  public init(map: PropertyMap, diagnostics: DiagnosticCollector, context: String) {
    self.map = map
    self.diagnostics = diagnostics
    self.context = context
  }

  public var location: SourceLocation { map.location }

  /// Reports keys not in `allowed`, with the nearest allowed key as a suggestion.
  public func rejectUnknownKeys(allowed: [String]) {
    for entry in map.entries where !allowed.contains(entry.key) {
      let hint = Suggestion.didYouMean(entry.key, among: allowed)
      let fix = hint.isEmpty ? "; \(context) takes: " + allowed.joined(separator: ", ") : hint
      diagnostics.error(at: entry.keyLocation, "unknown key '\(entry.key)' in \(context)\(fix)")
    }
  }

  public func has(_ key: String) -> Bool { map[key] != nil }

  public func locationOf(_ key: String) -> SourceLocation {
    map.entry(key)?.value.location ?? map.location
  }

  public func string(_ key: String) -> String? {
    guard let value = map[key] else { return nil }
    guard case .scalar(let text, _) = value else {
      typeError(key, expected: "text", found: value)
      return nil
    }
    return text
  }

  public func bool(_ key: String) -> Bool? {
    guard let value = map[key] else { return nil }
    guard case .scalar(let text, let location) = value else {
      typeError(key, expected: "true or false", found: value)
      return nil
    }
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default:
      diagnostics.error(at: location, "'\(key)' must be true or false, not '\(text)'")
      return nil
    }
  }

  public func integer(_ key: String) -> Int? {
    guard let value = map[key] else { return nil }
    guard case .scalar(let text, let location) = value, let number = Int(text) else {
      diagnostics.error(at: value.location, "'\(key)' must be a whole number")
      return nil
    }
    _ = location
    return number
  }

  /// A list of texts; a single text is accepted as a one-item list.
  public func strings(_ key: String) -> [String]? {
    guard let value = map[key] else { return nil }
    switch value {
    case .scalar(let text, _):
      return [text]
    case .list(let items, _):
      var result: [String] = []
      for item in items {
        guard case .scalar(let text, _) = item else {
          diagnostics.error(at: item.location, "each item of '\(key)' must be text, not \(item.shapeName)")
          continue
        }
        result.append(text)
      }
      return result
    case .map:
      typeError(key, expected: "a list of texts", found: value)
      return nil
    }
  }

  public func oneOf(_ key: String, _ words: [String]) -> String? {
    guard let text = string(key) else { return nil }
    guard words.contains(text) else {
      diagnostics.error(
        at: locationOf(key),
        "'\(key)' must be one of \(words.joined(separator: ", ")), not '\(text)'"
          + Suggestion.didYouMean(text, among: words))
      return nil
    }
    return text
  }

  /// A nested map read with its own reader.
  public func nested(_ key: String, context nestedContext: String) -> PropertyReader? {
    guard let value = map[key] else { return nil }
    guard case .map(let nestedMap) = value else {
      typeError(key, expected: "a map", found: value)
      return nil
    }
    return PropertyReader(map: nestedMap, diagnostics: diagnostics, context: nestedContext)
  }

  public func typeError(_ key: String, expected: String, found: PropertyValue) {
    diagnostics.error(
      at: found.location, "'\(key)' in \(context) must be \(expected), not \(found.shapeName)")
  }
}
