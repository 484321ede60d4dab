/// A scenario value as written, before it means anything: a scalar (kept as the text
/// the user typed, so YAML's guesses never turn `on` or `07:30` into something else),
/// a list or a map, each with where it was written.
public indirect enum PropertyValue: Sendable {
  case scalar(String, SourceLocation)
  case list([PropertyValue], SourceLocation)
  case map(PropertyMap)

  public var location: SourceLocation {
    switch self {
    case .scalar(_, let location), .list(_, let location): location
    case .map(let map): map.location
    }
  }

  /// A word for the value's shape, for messages ("expected a list, found a map").
  public var shapeName: String {
    switch self {
    case .scalar: "a single value"
    case .list: "a list"
    case .map: "a map"
    }
  }
}

/// A map whose keys keep their order and their own locations.
public struct PropertyMap: Sendable {
  public struct Entry: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: PropertyValue

    public init(key: String, keyLocation: SourceLocation, value: PropertyValue) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
    }
  }

  public var entries: [Entry]
  public var location: SourceLocation

  public init(entries: [Entry], location: SourceLocation) {
    self.entries = entries
    self.location = location
  }

  public subscript(key: String) -> PropertyValue? {
    entries.first { $0.key == key }?.value
  }

  public func entry(_ key: String) -> Entry? {
    entries.first { $0.key == key }
  }
}
