import ScreenReader

/// Builds values from events with an explicit stack, enforcing the limits.
struct YAMLComposer {
  /// A value with what it costs: how many values it expands to and how deep it goes.
  struct Sized {
    var value: PropertyValue
    var size: Int
    var height: Int
  }

  struct Frame {
    enum Body {
      case list([PropertyValue])
      case map([PropertyMap.Entry])
    }

    var body: Body
    var location: SourceLocation
    var anchor: String?
    var size = 1
    var height = 1
    /// For a map: the key waiting for its value (nil while a key is expected).
    var pendingKey: (name: String, location: SourceLocation, duplicate: Bool)?
    var seenKeys: [String: SourceLocation] = [:]
  }

  let file: String
  var stack: [Frame] = []
  var anchors: [String: Sized] = [:]
  var total = 0
  var root: PropertyValue?
  var diagnostics: [Diagnostic] = []

  init(file: String) {
    self.file = file
  }

  mutating func take(_ event: YAMLEvent) throws(ScenarioError) {
    switch event {
    case .scalar(let text, let anchor, let location):
      try count(1, at: location)
      let sized = Sized(value: .scalar(text, location), size: 1, height: 0)
      if let anchor { anchors[anchor] = sized }
      try attach(sized)
    case .alias(let name, let location):
      guard let sized = anchors[name] else {
        throw ScenarioError(
          Diagnostic(
            at: location,
            "'*\(name)' reuses an anchor that is not defined; define it first by writing '&\(name)' before a value above"
          ))
      }
      try count(sized.size, at: location)
      if stack.count + sized.height > InputLimits.maximumDepth { throw tooDeep(location) }
      try attach(Sized(value: relocated(sized.value, to: location), size: sized.size, height: sized.height))
    case .sequenceStart(let anchor, let location), .mappingStart(let anchor, let location):
      if case .map? = stack.last?.body, stack.last?.pendingKey == nil {
        throw ScenarioError(
          Diagnostic(at: location, "a key must be a plain word, not a list or a map; write 'key: value'"))
      }
      guard stack.count < InputLimits.maximumDepth else { throw tooDeep(location) }
      try count(1, at: location)
      let body: Frame.Body
      if case .sequenceStart = event { body = .list([]) } else { body = .map([]) }
      stack.append(Frame(body: body, location: location, anchor: anchor))
    case .sequenceEnd, .mappingEnd:
      guard let frame = stack.popLast() else { return }
      let value: PropertyValue
      switch frame.body {
      case .list(let items): value = .list(items, frame.location)
      case .map(let entries): value = .map(PropertyMap(entries: entries, location: frame.location))
      }
      let sized = Sized(value: value, size: frame.size, height: frame.height)
      if let anchor = frame.anchor { anchors[anchor] = sized }
      try attach(sized)
    case .streamStart, .streamEnd, .documentStart, .documentEnd:
      break
    }
  }

  /// Adds a finished value to the list or map being built, or makes it the root.
  mutating func attach(_ sized: Sized) throws(ScenarioError) {
    guard var frame = stack.popLast() else {
      root = sized.value
      return
    }
    frame.size += sized.size
    frame.height = max(frame.height, sized.height + 1)
    switch frame.body {
    case .list(var items):
      frame.body = .list([])
      items.append(sized.value)
      frame.body = .list(items)
    case .map(var entries):
      if let key = frame.pendingKey {
        frame.pendingKey = nil
        if !key.duplicate {
          frame.body = .map([])
          entries.append(PropertyMap.Entry(key: key.name, keyLocation: key.location, value: sized.value))
          frame.body = .map(entries)
        }
      } else {
        guard case .scalar(let name, let location) = sized.value else {
          throw ScenarioError(
            Diagnostic(
              at: sized.value.location, "a key must be a plain word, not \(sized.value.shapeName); write 'key: value'"))
        }
        var duplicate = false
        if let earlier = frame.seenKeys[name] {
          duplicate = true
          diagnostics.append(
            Diagnostic(at: location, "'\(name)' is given twice in one map (first at line \(earlier.line)); keep one"))
        } else {
          frame.seenKeys[name] = location
        }
        frame.pendingKey = (name, location, duplicate)
      }
    }
    stack.append(frame)
  }

  /// Counts values against the budget; aliases count everything they stand for.
  mutating func count(_ values: Int, at location: SourceLocation) throws(ScenarioError) {
    total += values
    guard total <= InputLimits.maximumValues else {
      throw ScenarioError(
        Diagnostic(
          at: location,
          "the file expands to more than \(InputLimits.maximumValues) values (an alias bomb, or far more elements than a screen holds); write the elements out and reuse anchors sparingly"
        ))
    }
  }

  static let tooDeepMessage =
    "nesting is deeper than \(InputLimits.maximumDepth) levels; a scenario needs only a few (elements, their properties, a modal's elements): check for unclosed '[' or '{' and runaway indentation"

  func tooDeep(_ location: SourceLocation) -> ScenarioError {
    ScenarioError(Diagnostic(at: location, Self.tooDeepMessage))
  }

  /// An alias is reported where it is used; only its outer value moves, the
  /// inside is shared with the anchor (so reusing it costs no copy).
  func relocated(_ value: PropertyValue, to location: SourceLocation) -> PropertyValue {
    switch value {
    case .scalar(let text, _): .scalar(text, location)
    case .list(let items, _): .list(items, location)
    case .map(let map): .map(PropertyMap(entries: map.entries, location: location))
    }
  }
}
