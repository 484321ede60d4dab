import ScreenReader
import Yams

/// Parses YAML text into located `PropertyValue`s, within `InputLimits`.
///
/// Scalars stay the text the user typed: the scenario decoder decides what they
/// mean from the key, so `on: false` and `value: 07:30` mean what they look like.
struct YAMLReader {
  let file: String

  func read(_ text: String) throws(ScenarioError) -> PropertyValue? {
    try checkNesting(text)
    let node: Node?
    do {
      node = try Yams.compose(yaml: text)
    } catch let error as YamlError {
      throw ScenarioError(diagnostic(for: error))
    } catch {
      throw ScenarioError(Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), "could not read the file as YAML: \(error)"))
    }
    guard let node else { return nil }
    var budget = InputLimits.maximumValues
    return try convert(node, depth: 0, budget: &budget)
  }

  /// Rejects absurd nesting before the recursive composer sees it: flow brackets
  /// deeper than the limit, or indentation deeper than any scenario needs.
  func checkNesting(_ text: String) throws(ScenarioError) {
    var depth = 0
    var line = 1
    var column = 0
    var leadingSpaces = 0
    var atLineStart = true
    var quote: UInt8?
    for byte in text.utf8 {
      column += 1
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
        leadingSpaces = 0
        atLineStart = true
        quote = nil
        continue
      }
      if atLineStart {
        if byte == UInt8(ascii: " ") {
          leadingSpaces += 1
          if leadingSpaces > 4 * InputLimits.maximumDepth { throw tooDeep(line, column) }
          continue
        }
        atLineStart = false
      }
      if let open = quote {
        if byte == open { quote = nil }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > InputLimits.maximumDepth { throw tooDeep(line, column) }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
    }
  }

  func tooDeep(_ line: Int, _ column: Int) -> ScenarioError {
    ScenarioError(Diagnostic(
      at: SourceLocation(file: file, line: line, column: column),
      "nesting is deeper than \(InputLimits.maximumDepth) levels; a scenario needs only a few (elements, their properties, a modal's elements)"))
  }

  func convert(_ node: Node, depth: Int, budget: inout Int) throws(ScenarioError) -> PropertyValue {
    budget -= 1
    let location = self.location(node.mark)
    guard budget > 0 else {
      throw ScenarioError(Diagnostic(at: location, "the file expands to more than \(InputLimits.maximumValues) values (aliases repeated inside aliases?); write the elements out or reuse fewer anchors"))
    }
    guard depth <= InputLimits.maximumDepth else {
      throw ScenarioError(Diagnostic(at: location, "nesting is deeper than \(InputLimits.maximumDepth) levels"))
    }
    switch node {
    case .scalar(let scalar):
      return .scalar(scalar.string, location)
    case .sequence(let sequence):
      var items: [PropertyValue] = []
      for item in sequence {
        items.append(try convert(item, depth: depth + 1, budget: &budget))
      }
      return .list(items, location)
    case .mapping(let mapping):
      var entries: [PropertyMap.Entry] = []
      var seen: [String: SourceLocation] = [:]
      for (key, value) in mapping {
        guard case .scalar(let keyScalar) = key else {
          throw ScenarioError(Diagnostic(at: self.location(key.mark), "a key must be a plain word, not \(key.isMapping ? "a map" : "a list")"))
        }
        let keyLocation = self.location(key.mark)
        if let earlier = seen[keyScalar.string] {
          throw ScenarioError(Diagnostic(at: keyLocation, "key '\(keyScalar.string)' appears twice in one map (first at line \(earlier.line)); keep one"))
        }
        seen[keyScalar.string] = keyLocation
        entries.append(PropertyMap.Entry(key: keyScalar.string, keyLocation: keyLocation, value: try convert(value, depth: depth + 1, budget: &budget)))
      }
      return .map(PropertyMap(entries: entries, location: location))
    case .alias(let alias):
      return try convert(Node.scalar(Node.Scalar("*\(alias.anchor)")), depth: depth + 1, budget: &budget)
    }
  }

  func location(_ mark: Mark?) -> SourceLocation {
    SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
  }

  func diagnostic(for error: YamlError) -> Diagnostic {
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      var message = "YAML syntax: \(problem)"
      if let context { message += " (\(context.text) at line \(context.mark.line), column \(context.mark.column))" }
      message += "; check the indentation and that every ':' has a space after it"
      return Diagnostic(at: location(mark), message)
    case .reader(let problem, let offset, _, _):
      return Diagnostic(at: SourceLocation(file: file, line: 1, column: (offset ?? 0) + 1), "cannot read the text: \(problem)")
    default:
      return Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), "YAML error: \(error)")
    }
  }
}

extension Node {
  fileprivate var isMapping: Bool {
    if case .mapping = self { return true }
    return false
  }
}
