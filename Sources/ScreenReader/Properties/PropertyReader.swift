/// Reads typed values out of a scenario map, reporting every problem (wrong type,
/// unknown key, bad date) to a collector with its location, so one pass over a file
/// shows the user all of its mistakes.
///
/// Every read takes the key's declaration (`reader.bool(Self.exposesState)`), never
/// its text: the name a file is checked against and the name read are one constant,
/// and in debug builds a read asserts that it reads the type the key declares.
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

  /// Reports keys that are none of `keys`.
  public func rejectUnknownKeys(_ keys: [PropertyKey]) {
    rejectUnknownKeys(allowed: keys.map(\.name))
  }

  public func has(_ key: PropertyKey) -> Bool { map[key.name] != nil }

  /// Where the key's value is written; the map's own place when it is absent.
  public func locationOf(_ key: PropertyKey) -> SourceLocation {
    map.entry(key.name)?.value.location ?? map.location
  }

  /// The value as written, for a key whose shapes its reader tells apart itself
  /// (`announce`: text or a map; `actions`: a list of texts or maps).
  public func value(_ key: PropertyKey) -> PropertyValue? { map[key.name] }

  public func string(_ key: PropertyKey) -> String? {
    declared(key, as: .string)
    return text(key)
  }

  public func bool(_ key: PropertyKey) -> Bool? {
    declared(key, as: .bool)
    guard let value = map[key.name] else { return nil }
    guard case .scalar(let text, let location) = value else {
      typeError(key, expected: "true or false", found: value)
      return nil
    }
    switch text.lowercased() {
    case "true", "yes", "on": return true
    case "false", "no", "off": return false
    default:
      diagnostics.error(at: location, "'\(key.name)' must be true or false, not '\(text)'")
      return nil
    }
  }

  public func integer(_ key: PropertyKey) -> Int? {
    declared(key, as: .integer)
    guard let value = map[key.name] else { return nil }
    guard case .scalar(let text, _) = value, let number = Int(text) else {
      diagnostics.error(at: value.location, "'\(key.name)' must be a whole number")
      return nil
    }
    return number
  }

  /// A list of texts; a single text is accepted as a one-item list.
  public func strings(_ key: PropertyKey) -> [String]? {
    declared(key, as: .strings)
    guard let value = map[key.name] else { return nil }
    switch value {
    case .scalar(let text, _):
      return [text]
    case .list(let items, _):
      var result: [String] = []
      for item in items {
        guard case .scalar(let text, _) = item else {
          diagnostics.error(
            at: item.location, "each item of '\(key.name)' must be text, not \(item.shapeName)")
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

  /// One of the words a `.oneOf` key declares.
  public func oneOf(_ key: PropertyKey) -> String? {
    declared(key, as: .oneOf([]))
    let words = key.type.words
    guard let text = text(key) else { return nil }
    guard words.contains(text) else {
      diagnostics.error(
        at: locationOf(key),
        "'\(key.name)' must be one of \(words.joined(separator: ", ")), not '\(text)'"
          + Suggestion.didYouMean(text, among: words))
      return nil
    }
    return text
  }

  /// The case of `Choice` a key declared `.oneOf(Choice.self)` names.
  public func oneOf<Choice: CaseIterable & RawRepresentable>(_ key: PropertyKey, as choices: Choice.Type) -> Choice?
  where Choice.RawValue == String {
    assert(
      key.type.words == choices.allCases.map(\.rawValue),
      "'\(key.name)' is read as \(Choice.self) but declares other words")
    return oneOf(key).flatMap(Choice.init(rawValue:))
  }

  /// A nested map read with its own reader; `context` names it in messages (default: the key).
  public func nested(_ key: PropertyKey, context nestedContext: String? = nil) -> PropertyReader? {
    declared(key, as: .map([]))
    guard let value = map[key.name] else { return nil }
    guard case .map(let nestedMap) = value else {
      typeError(key, expected: "a map", found: value)
      return nil
    }
    return PropertyReader(map: nestedMap, diagnostics: diagnostics, context: nestedContext ?? key.name)
  }

  public func typeError(_ key: PropertyKey, expected: String, found: PropertyValue) {
    diagnostics.error(
      at: found.location, "'\(key.name)' in \(context) must be \(expected), not \(found.shapeName)")
  }

  /// The key's scalar text, whatever type it declares (for the readers above and
  /// those of dates, times and languages, which give the text its meaning).
  func text(_ key: PropertyKey) -> String? {
    guard let value = map[key.name] else { return nil }
    guard case .scalar(let text, _) = value else {
      typeError(key, expected: "text", found: value)
      return nil
    }
    return text
  }

  /// A key read as another type than it declares is a mistake in Earshot, not in
  /// the file: the schema and the docs would promise one type and the reader take
  /// another. Checked in debug builds (every kind's examples are decoded by tests).
  func declared(_ key: PropertyKey, as type: PropertyKey.ValueType) {
    assert(key.type.isSameType(as: type), "'\(key.name)' declares \(key.type.summary) but is read as \(type.summary)")
  }
}

extension PropertyKey.ValueType {
  /// The same case, whatever the words or keys it lists.
  func isSameType(as other: Self) -> Bool {
    switch (self, other) {
    case (.string, .string), (.bool, .bool), (.integer, .integer), (.number, .number), (.strings, .strings),
      (.date, .date), (.time, .time), (.oneOf, .oneOf), (.stringOrMap, .stringOrMap), (.map, .map),
      (.listOf, .listOf):
      true
    default: false
    }
  }
}
