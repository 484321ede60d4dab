import Foundation
import ScreenReader

/// Turns a located YAML value into a `LoadedScenario`, collecting every mistake.
struct ScenarioDecoder {
  static let topLevelKeys: [PropertyKey] = [
    PropertyKey("title", .string, "The screen's title; TalkBack speaks it as the window title."),
    PropertyKey("about", .string, "What the scenario shows; printed when it loads."),
    PropertyKey("fails", .string, "For a broken variant: the success criterion it fails."),
    PropertyKey("elements", .listOf([]), "The screen's components, in reading order."),
    PropertyKey("modals", .map([]), "Modals the elements can open, by id."),
    PropertyKey("script", .strings, "Commands and expectations for scripted playback."),
  ]

  static let modalKeys: [PropertyKey] = [
    PropertyKey("kind", .oneOf(["alert", "dialog", "drawer", "sheet"]), "What kind of modal it is."),
    PropertyKey("title", .string, "Its title, spoken when it opens (TalkBack) and read first (VoiceOver)."),
    PropertyKey("elements", .listOf([]), "Its components, in reading order."),
    PropertyKey("confines-focus", .bool, "false: swipes leave the modal (accessibilityViewIsModal not set)."),
    PropertyKey("returns-focus", .bool, "false: closing it does not return focus to the element that opened it."),
    PropertyKey("dismissible", .bool, "false: escape (scrub / back) does not close it."),
    PropertyKey("initial-focus", .string, "The id of the element focused when it opens."),
  ]

  let file: String
  let diagnostics = DiagnosticCollector()

  func decode(_ root: PropertyValue?) throws(ScenarioError) -> LoadedScenario {
    guard let root, case .map(let map) = root else {
      let location = root?.location ?? SourceLocation(file: file, line: 1, column: 1)
      throw ScenarioError(Diagnostic(at: location, "a scenario is a map with 'title' and 'elements'; see docs/scenario-format.md"))
    }
    let reader = PropertyReader(map: map, diagnostics: diagnostics, context: "the scenario")
    reader.rejectUnknownKeys(allowed: Self.topLevelKeys.map(\.name))
    var ids = IDRegistry()

    var modals: [String: ModalDefinition] = [:]
    if let modalsReader = reader.nested("modals", context: "modals") {
      for entry in modalsReader.map.entries {
        if let modal = decodeModal(id: entry.key, entry.value, ids: &ids) { modals[entry.key] = modal }
      }
    }
    let components = decodeElements(reader, key: "elements", ids: &ids, required: true)
    checkReferences(components, modals: modals)
    for modal in modals.values { checkReferences(modal.components, modals: modals) }

    let script = decodeScript(reader)
    let errors = diagnostics.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw ScenarioError(errors) }
    return LoadedScenario(
      file: file, screen: Screen(title: reader.string("title"), components: components, modals: modals),
      about: reader.string("about"), fails: reader.string("fails"), script: script,
      warnings: diagnostics.diagnostics.filter { $0.severity == .warning })
  }

  func decodeElements(_ reader: PropertyReader, key: String, ids: inout IDRegistry, required: Bool) -> [any Component] {
    guard let value = reader.map[key] else {
      if required { diagnostics.error(at: reader.location, "\(reader.context) has no '\(key)'; add a list such as 'elements: [ { button: Continue } ]'") }
      return []
    }
    guard case .list(let items, _) = value else {
      reader.typeError(key, expected: "a list (each item starting with '- ')", found: value)
      return []
    }
    return items.compactMap { decodeElement($0, ids: &ids) }
  }

  func decodeElement(_ value: PropertyValue, ids: inout IDRegistry) -> (any Component)? {
    guard case .map(let map) = value else {
      let kinds = ComponentRegistry.kindNames
      var message = "an element is a map such as '- button: Continue'"
      if case .scalar(let text, _) = value {
        message = "element '\(text)' has no kind; write it as '- \(Suggestion.nearest(to: text, among: kinds, limit: 1).first ?? "text"): \(text)'"
      }
      diagnostics.error(at: value.location, message)
      return nil
    }
    let kindEntries = map.entries.filter { ComponentRegistry.kind(named: $0.key) != nil }
    guard let kindEntry = kindEntries.first, let type = ComponentRegistry.kind(named: kindEntry.key) else {
      let first = map.entries.first
      let name = first?.key ?? ""
      diagnostics.error(
        at: first?.keyLocation ?? map.location,
        "unknown component kind '\(name)'" + Suggestion.didYouMean(name, among: ComponentRegistry.kindNames)
          + "; kinds: " + ComponentRegistry.kindNames.joined(separator: ", "))
      return nil
    }
    if kindEntries.count > 1 {
      diagnostics.error(at: kindEntries[1].keyLocation, "one element has two kinds, '\(kindEntry.key)' and '\(kindEntries[1].key)'; start a new element with '- '")
    }
    // `- button: Continue` names the label; `- button: { label: ... }` gives properties;
    // keys beside the kind (`- button: Continue` + `  id: go`) add to them.
    var entries: [PropertyMap.Entry] = []
    switch kindEntry.value {
    case .scalar(let text, let location):
      if !text.isEmpty { entries.append(PropertyMap.Entry(key: "label", keyLocation: location, value: kindEntry.value)) }
    case .map(let properties):
      entries = properties.entries
    case .list:
      diagnostics.error(at: kindEntry.value.location, "'\(kindEntry.key)' takes its label or a map of properties, not a list")
      return nil
    }
    for sibling in map.entries where sibling.key != kindEntry.key && ComponentRegistry.kind(named: sibling.key) == nil {
      if entries.contains(where: { $0.key == sibling.key }) {
        diagnostics.error(at: sibling.keyLocation, "'\(sibling.key)' is given twice for this \(kindEntry.key)")
      } else {
        entries.append(sibling)
      }
    }
    let properties = PropertyMap(entries: entries, location: kindEntry.keyLocation)
    let reader = PropertyReader(map: properties, diagnostics: diagnostics, context: type.kind)
    reader.rejectUnknownKeys(allowed: (CommonProperties.keys + type.keys).map(\.name))
    let id: String
    if let explicit = reader.string("id") {
      id = explicit
      ids.claim(explicit, at: reader.locationOf("id"), diagnostics: diagnostics)
    } else {
      id = ids.derive(from: reader.string("label") ?? type.kind)
    }
    let common = CommonProperties(reading: reader, defaultID: id)
    return type.init(common: common, reading: reader)
  }

  func decodeModal(id: String, _ value: PropertyValue, ids: inout IDRegistry) -> ModalDefinition? {
    guard case .map(let map) = value else {
      diagnostics.error(at: value.location, "modal '\(id)' must be a map with 'kind', 'title' and 'elements'")
      return nil
    }
    let reader = PropertyReader(map: map, diagnostics: diagnostics, context: "modal '\(id)'")
    reader.rejectUnknownKeys(allowed: Self.modalKeys.map(\.name))
    let kindWords = ["alert", "dialog", "drawer", "sheet"]
    guard reader.has("kind") else {
      diagnostics.error(at: map.location, "modal '\(id)' needs 'kind': one of \(kindWords.joined(separator: ", "))")
      return nil
    }
    let kind = reader.oneOf("kind", kindWords).flatMap(WindowKind.init(rawValue:)) ?? .dialog
    let components = decodeElements(reader, key: "elements", ids: &ids, required: true)
    let initialFocus = reader.string("initial-focus")
    if let initialFocus, !components.contains(where: { $0.common.id == initialFocus }) {
      diagnostics.error(
        at: reader.locationOf("initial-focus"),
        "initial-focus '\(initialFocus)' is not an element of modal '\(id)'" + Suggestion.didYouMean(initialFocus, among: components.map(\.common.id)))
    }
    return ModalDefinition(
      id: id, kind: kind, title: reader.string("title"), components: components,
      confinesFocus: reader.bool("confines-focus") ?? true, returnsFocus: reader.bool("returns-focus") ?? true,
      dismissible: reader.bool("dismissible") ?? true, initialFocus: initialFocus, location: map.location)
  }

  func checkReferences(_ components: [any Component], modals: [String: ModalDefinition]) {
    for component in components {
      guard let target = component.common.opens, modals[target] == nil else { continue }
      let known = modals.keys.sorted()
      let fix = known.isEmpty ? "; add it under 'modals:'" : Suggestion.didYouMean(target, among: known)
      diagnostics.error(at: component.common.location, "'opens: \(target)' names no modal\(fix)")
    }
  }

  func decodeScript(_ reader: PropertyReader) -> [ScriptLine] {
    guard let value = reader.map["script"] else { return [] }
    switch value {
    case .list(let items, _):
      return items.compactMap { item in
        guard case .scalar(let text, let location) = item else {
          diagnostics.error(at: item.location, "each script line is a command in text, e.g. '- next'")
          return nil
        }
        return ScriptLine(text: text, location: location)
      }
    case .scalar(let text, let location):
      // A block (`script: |`) holds one command per line.
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return ScriptLine(text: trimmed, location: SourceLocation(file: location.file, line: location.line + 1 + offset, column: location.column))
      }
    case .map:
      reader.typeError("script", expected: "a list of commands", found: value)
      return []
    }
  }
}

/// Keeps element ids unique: explicit ones must be, derived ones are numbered.
struct IDRegistry {
  private var used: [String: SourceLocation?] = [:]

  /// An id made from a label: lower case, words joined by hyphens.
  mutating func derive(from text: String) -> String {
    var slug = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    while slug.last == "-" { slug.removeLast() }
    if slug.isEmpty { slug = "element" }
    var candidate = slug
    var number = 2
    while used[candidate] != nil {
      candidate = "\(slug)-\(number)"
      number += 1
    }
    used[candidate] = .some(nil)
    return candidate
  }

  mutating func claim(_ id: String, at location: SourceLocation, diagnostics: DiagnosticCollector) {
    if case .some(let earlier) = used[id] {
      let place = earlier.map { " (also at line \($0.line))" } ?? " (another element's label gives it)"
      diagnostics.error(at: location, "duplicate id '\(id)'\(place); ids must be unique")
    }
    used[id] = .some(location)
  }
}
