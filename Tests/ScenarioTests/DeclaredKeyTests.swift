import Foundation
import ScreenReader
import Testing

@testable import Scenario

/// A key is read only through its declaration, so a misspelt read does not
/// compile; these hold the other direction: every declared key is read, so the
/// schema and docs/scenario-format.md promise no key the loader ignores. Each key
/// is given a map where it takes text, a flag, a number or a list, and the loader
/// must report it there, naming the key.
@Suite struct DeclaredKeyTests {
  /// A key given `{ wrong: 1 }` in place of `HOLE` in `template`: where the value
  /// is, and the loader's messages.
  static func check(_ key: PropertyKey, in template: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
  {
    let lines = template.split(separator: "\n", omittingEmptySubsequences: false)
    guard let row = lines.firstIndex(where: { $0.contains("HOLE") }),
      let hole = lines[row].range(of: "HOLE")
    else {
      Issue.record("no HOLE in the template", sourceLocation: sourceLocation)
      return
    }
    let column = lines[row].distance(from: lines[row].startIndex, to: hole.lowerBound) + key.name.count + 3
    let place = "test.yaml:\(row + 1):\(column): error: "
    let yaml = template.replacingOccurrences(of: "HOLE", with: "\(key.name): { wrong: 1 }")
    var messages: [String] = []
    do {
      _ = try ScenarioLoader.parse(text: yaml, file: "test.yaml")
    } catch {
      messages = error.diagnostics.map(\.description)
    }
    #expect(
      messages.contains { $0.hasPrefix(place) && $0.contains("'\(key.name)'") },
      "'\(key.name)' is declared but not read:\n\(yaml)\n\(messages.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }

  /// Keys holding a scalar or a list of texts; maps of keys are checked key by key,
  /// lists of elements where their elements are.
  static func leaves(_ keys: [PropertyKey]) -> [PropertyKey] {
    keys.filter {
      switch $0.type {
      case .map, .stringOrMap, .listOf: false
      default: true
      }
    }
  }

  /// Keys a kind reads only beside others (a selection among options).
  static func companions(of kind: any Component.Type, for key: PropertyKey) -> String {
    let names = kind.keys.map(\.name)
    guard key.name != PropertyKey.options.name, names.contains(PropertyKey.options.name) else { return "" }
    return "\n      options: [A, B]"
  }

  @Test("every key of every kind is read", arguments: ComponentRegistry.kindNames)
  func kindKeys(_ name: String) throws {
    let kind = try #require(ComponentRegistry.kind(named: name))
    for key in Self.leaves(kind.keys) {
      Self.check(key, in: "elements:\n  - \(name):\(Self.companions(of: kind, for: key))\n      HOLE")
    }
  }

  @Test func commonKeysAreRead() {
    for key in Self.leaves(CommonProperties.keys) {
      Self.check(key, in: "elements:\n  - button:\n      HOLE")
    }
  }

  @Test func keysOfTheCommonMapsAreRead() {
    // The key a map cannot go without (an announcement's text, an action's name).
    let required = [
      CommonProperties.announce.name: LiveAnnouncement.text, CommonProperties.actions.name: CustomAction.name,
    ]
    for key in CommonProperties.keys {
      let nested: [PropertyKey]
      var item = ""
      switch key.type {
      case .map(let keys), .stringOrMap(let keys): nested = keys
      case .listOf(let keys):
        nested = keys
        item = "- "
      default: continue
      }
      for inner in Self.leaves(nested) {
        let indent = "        " + String(repeating: " ", count: item.count)
        var entries = "HOLE"
        if let companion = required[key.name], companion.name != inner.name {
          entries = "\(companion.name): X\n\(indent)HOLE"
        }
        Self.check(inner, in: "elements:\n  - button:\n      label: X\n      \(key.name):\n        \(item)\(entries)")
      }
    }
  }

  @Test func scenarioModalAndVariantKeysAreRead() {
    for key in Self.leaves(ScenarioKeys.all) {
      Self.check(key, in: "HOLE\nelements:\n  - button: X")
    }
    for key in Self.leaves(ModalKeys.all) {
      let kind = key.name == ModalKeys.kind.name ? "" : "\n    kind: dialog"
      Self.check(
        key, in: "elements:\n  - button: X\nmodals:\n  m:\(kind)\n    elements:\n      - button: Y\n    HOLE")
    }
    for key in Self.leaves(ScenarioVariant.keys) {
      Self.check(key, in: "elements:\n  - button: X\nvariants:\n  broken:\n    HOLE")
    }
  }
}
