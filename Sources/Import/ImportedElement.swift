import ScreenReader

/// One scenario element an import writes: its kind, label and keys in the
/// order they are written, and the source node it came from. Kinds and keys are
/// the components' own declarations (`Checkbox.kind`, `TextField.secure`), so an
/// import writes only what a scenario can say.
public struct ImportedElement: Sendable {
  public enum Value: Sendable, Hashable {
    case text(String)
    case flag(Bool)
    case number(Int)
    case list([String])
  }

  public var kind: String
  public var label: String?
  public var id = ""
  /// The id is the dump's own (resource-id, testID, identifier), not one made from the text.
  public var idFromDump = false
  public var keys: [(String, Value)] = []
  public var ios: [(String, Value)] = []
  public var android: [(String, Value)] = []
  /// Where it came from: class or type, resource-id or identifier, line and column.
  public var source: String
  public var bounds: ElementFrame?
  /// Where its source node is in the dump, to point at when the scenario cannot hold it.
  public var location: ImportLocation?
  /// The screen reader's rule that made it what it is, with its source, written beside it.
  public var rule: String?
  /// It is read in the order of the screen's geometry, not the dump's (a Compose node inside a View dump).
  var geometricOrder = false

  public init(kind: String, label: String?, source: String, bounds: ElementFrame?) {
    self.kind = kind
    self.label = label
    self.source = source
    self.bounds = bounds
  }

  /// The app's text it carries: its label and the text of its keys (for guessing the language).
  var texts: [String] {
    var found = [label].compactMap { $0 }
    for (_, value) in keys + ios + android {
      switch value {
      case .text(let text): found.append(text)
      case .list(let items): found += items
      default: break
      }
    }
    return found
  }

  /// Sets a key of its kind or a common one (`CommonProperties`).
  mutating func set(_ key: PropertyKey, _ value: Value) {
    keys.removeAll { $0.0 == key.name }
    keys.append((key.name, value))
  }

  /// Sets a key under `ios:`.
  mutating func setIOS(_ key: PropertyKey, _ value: Value) {
    ios.removeAll { $0.0 == key.name }
    ios.append((key.name, value))
  }

  /// Sets a key under `android:`.
  mutating func setAndroid(_ key: PropertyKey, _ value: Value) {
    android.removeAll { $0.0 == key.name }
    android.append((key.name, value))
  }

  /// Whether a key under `android:` is set.
  func hasAndroid(_ key: PropertyKey) -> Bool {
    android.contains { $0.0 == key.name }
  }
}
