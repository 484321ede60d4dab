import Foundation
import ScreenReader

/// Turns a located YAML value into a `LoadedScenario`, collecting every mistake.
struct ScenarioDecoder {
  /// Component kinds by name, and the keys each accepts (built once: a file may hold thousands of elements).
  static let kindsByName: [String: any Component.Type] = Dictionary(
    ComponentRegistry.kinds.map { ($0.kind, $0) }, uniquingKeysWith: { first, _ in first })
  static let allowedKeys: [String: [String]] = kindsByName.mapValues {
    (CommonProperties.keys(besides: $0.keys) + $0.keys).map(\.name)
  }
  static let propertyNames = Set((CommonProperties.keys + ComponentRegistry.kinds.flatMap { $0.keys }).map(\.name))

  let file: String
  /// The file's lines, to place block-script lines exactly (optional).
  var sourceLines: [Substring]? = nil
  let diagnostics = DiagnosticCollector()

  /// What decoding keeps across the file: the ids in use, and each `opens:`
  /// with where it was written, checked once every modal is known.
  struct State {
    var ids = IDRegistry()
    var references: [(target: String, location: SourceLocation)] = []
    /// The variants, and the patch of the one being decoded.
    var variants = Variants()
    /// Every element id, for the patch's targets.
    var elementIDs: Set<String> = []
    /// The scenario's `toolkit:`, which each element without its own takes.
    var toolkits = Toolkits()
  }

  /// Decodes the screen as `variant` has it (default: the first variant, if the file has any).
  func decode(
    _ root: PropertyValue?, yamlDiagnostics: [Diagnostic] = [], variant: String? = nil
  ) throws(ScenarioError) -> LoadedScenario {
    try decode(root, yamlDiagnostics: yamlDiagnostics, variant: variant, prepared: nil).loaded
  }

  /// `decode`, with `variants:` already read (`prepared`: decoding each variant of a file reads them once, not
  /// once per variant); returns them for the next.
  func decode(
    _ root: PropertyValue?, yamlDiagnostics: [Diagnostic], variant: String?, prepared: Variants?
  ) throws(ScenarioError) -> (loaded: LoadedScenario, variants: Variants) {
    let start = SourceLocation(file: file, line: 1, column: 1)
    guard let root else {
      throw ScenarioError(
        Diagnostic(
          at: start,
          "the file is empty; a scenario is a map with 'title:' and 'elements:', e.g. 'elements: [ { button: Continue } ]' (see docs/scenario-format.md)"
        ))
    }
    guard case .map(let map) = root else {
      throw ScenarioError(
        Diagnostic(
          at: root.location,
          "a scenario is a map of keys such as 'title:' and 'elements:', not \(root.shapeName); put the components in a list under 'elements:' (see docs/scenario-format.md)"
        ))
    }
    let known = Set(ScenarioKeys.all.map(\.name))
    if let first = map.entries.first, !map.entries.contains(where: { known.contains($0.key) }) {
      // Some other file (a config, /etc/shadow): say so once, quoting no more than a
      // few characters of it, instead of an "unknown key" error for every line.
      let excerpt = first.key.count > 12 ? first.key.prefix(12) + "..." : first.key
      throw ScenarioError(
        Diagnostic(
          at: start,
          "this is not a scenario: none of its \(map.entries.count) keys (the first is '\(excerpt)') is one a scenario has; a scenario is a map with 'elements:' and optionally 'title:', 'about:', 'modals:', 'script:' (see docs/scenario-format.md)"
        ))
    }
    for diagnostic in yamlDiagnostics { diagnostics.error(at: diagnostic.location, diagnostic.message) }
    let reader = PropertyReader(map: map, diagnostics: diagnostics, context: "the scenario")
    reader.rejectUnknownKeys(ScenarioKeys.all)
    let title = reader.string(ScenarioKeys.title)
    var about = reader.string(ScenarioKeys.about)
    var fails = reader.oneOf(ScenarioKeys.fails)
    let locale = reader.oneOf(ScenarioKeys.locale)
    let language = reader.speechLanguage(ScenarioKeys.lang)
    let versions = Self.readerVersions(reader)
    let suppression = reader.nested(ScenarioKeys.check).flatMap(CheckSuppression.read)
    var state = State()
    state.toolkits = reader.toolkits(ScenarioKeys.toolkit)
    state.variants = prepared.map { $0.choosing(variant) } ?? decodeVariants(reader, requested: variant)

    var modals: [String: ModalDefinition] = [:]
    var declaredModals: [String] = []
    if let modalsReader = reader.nested(ScenarioKeys.modals) {
      for entry in modalsReader.map.entries {
        declaredModals.append(entry.key)
        let before = state.references.count
        if let modal = decodeModal(id: entry.key, entry.value, state: &state) { modals[entry.key] = modal }
        // A modal that opens itself stacks another copy on every double tap, without end.
        for reference in state.references[before...] where reference.target == entry.key {
          diagnostics.error(
            at: reference.location,
            "modal '\(entry.key)' opens itself, so each double tap would stack another copy without end; open another modal, or close this one ('closes: true')"
          )
        }
      }
    }
    let components = decodeElements(reader, key: ScenarioKeys.elements, state: &state, required: true) ?? []
    checkReferences(state.references, declared: declaredModals)
    checkPatchTargets(state.variants, elementIDs: state.elementIDs, modalIDs: declaredModals)

    var script = decodeScript(reader, ScenarioKeys.script)
    if let chosen = state.variants.chosen {
      fails = chosen.fails
      about = chosen.about ?? about
      if let variantReader = state.variants.scriptReader, variantReader.has(ScenarioVariant.script) {
        script = decodeScript(variantReader, ScenarioVariant.script)
      }
    }
    let errors = Self.ordered(diagnostics.diagnostics.filter { $0.severity == .error })
    guard errors.isEmpty else { throw ScenarioError(errors) }
    let loaded = LoadedScenario(
      file: file,
      screen: Screen(
        title: title, components: components, modals: modals, locale: locale, language: language,
        readerVersions: versions),
      about: about, fails: fails, script: script,
      warnings: Self.ordered(diagnostics.diagnostics.filter { $0.severity == .warning }),
      variant: state.variants.chosen, variants: state.variants.all, suppression: suppression)
    return (loaded, state.variants)
  }

  /// Most errors reported for one file; past it, decoding stops.
  static let errorLimit = 100

  /// In file order, each once (a value read by two readers reports once), at
  /// most `errorLimit` of them and then a note that there are more.
  static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    let unique = diagnostics.filter { seen.insert($0).inserted }
    let sorted = unique.enumerated().sorted { a, b in
      let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
      let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
      return left < right
    }.map(\.element)
    guard sorted.count > errorLimit else { return sorted }
    let rest = sorted[errorLimit]
    let note = Diagnostic(
      rest.severity, at: rest.location,
      "more than \(errorLimit) problems; stopped here: fix the ones above and validate again")
    return Array(sorted.prefix(errorLimit)) + [note]
  }

  func decodeElements(_ reader: PropertyReader, key: PropertyKey, state: inout State, required: Bool)
    -> [any Component]?
  {
    guard let value = reader.value(key) else {
      if required {
        diagnostics.error(
          at: reader.location,
          "\(reader.context) has no '\(key.name)'; add the list of its components, e.g. 'elements: [ { button: Continue } ]'"
        )
      }
      return nil
    }
    guard case .list(let items, _) = value else {
      reader.typeError(
        key, expected: "a list of components, each line starting with '- ' (e.g. '- button: Continue')", found: value)
      return nil
    }
    var components: [any Component] = []
    var locations: [SourceLocation] = []
    for item in items {
      // A file with thousands of mistakes is not read to its end: the first
      // screenful of errors is what a user can act on.
      guard diagnostics.diagnostics.count < Self.errorLimit else {
        diagnostics.error(
          at: item.location,
          "more than \(Self.errorLimit) problems; stopped here: fix the ones above and validate again")
        return nil
      }
      if let component = decodeElement(item, state: &state) {
        components.append(component)
        locations.append(item.location)
      }
    }
    checkShownToasts(components)
    warnOfRequiredFieldsWithoutError(components, at: locations)
    return components.count == items.count ? components : nil
  }

  func decodeElement(_ value: PropertyValue, state: inout State) -> (any Component)? {
    guard case .map(let map) = value else {
      reportElementNotAMap(value)
      return nil
    }
    guard let (kindEntry, type) = kind(of: map).map({ ($0.entry, $0.type) }),
      let entries = propertyEntries(of: kindEntry, in: map)
    else { return nil }
    var properties = PropertyMap(entries: entries, location: kindEntry.keyLocation)
    var reader = PropertyReader(map: properties, diagnostics: diagnostics, context: type.kind)
    let id = elementID(reader, kind: type.kind, state: &state)
    if state.variants.chosen != nil {
      state.elementIDs.insert(id)
      if let patch = state.variants.patch[id] {
        properties = PropertyMap(entries: Self.patched(entries, with: patch), location: kindEntry.keyLocation)
        reader = PropertyReader(map: properties, diagnostics: diagnostics, context: type.kind)
      }
    }
    reader.rejectUnknownKeys(allowed: Self.allowedKeys[type.kind] ?? [])
    var common = CommonProperties(reading: reader, defaultID: id, kindKeys: type.keys)
    common.toolkits = common.toolkits.over(state.toolkits)
    noteReferences(reader, properties, common, state: &state)
    return type.init(common: common, reading: reader)
  }

  /// An element written as a scalar or a list: says what it probably meant.
  func reportElementNotAMap(_ value: PropertyValue) {
    let kinds = ComponentRegistry.kindNames
    var message = "an element is a map with its kind, such as '- button: Continue', not \(value.shapeName)"
    if case .scalar(let text, _) = value {
      if kinds.contains(text) {
        message = "'- \(text)' is a kind with no label; write '- \(text): Label' or '- \(text): { label: Label }'"
      } else if let kind = Suggestion.nearest(to: text, among: kinds, limit: 1).first {
        message = "element '\(text)' has no kind; did you mean '- \(kind): Label'?"
      } else {
        message =
          "element '\(text)' has no kind; write '- text: \(text)' or '- button: \(text)' (kinds: \(kinds.joined(separator: ", ")))"
      }
    }
    diagnostics.error(at: value.location, message)
  }

  /// The element's kind key and its component type; nil, reported, when it has
  /// none. A second kind key is reported too (the first one wins).
  func kind(of map: PropertyMap) -> (entry: PropertyMap.Entry, type: any Component.Type)? {
    let kindEntries = map.entries.filter { Self.kindsByName[$0.key] != nil }
    guard let kindEntry = kindEntries.first, let type = Self.kindsByName[kindEntry.key] else {
      // The key meant as the kind is the first that is no property of any kind.
      let propertyNames = Self.propertyNames
      let guess = map.entries.first { !propertyNames.contains($0.key) } ?? map.entries.first
      let name = guess?.key ?? ""
      let kinds = ComponentRegistry.kindNames
      let hint = Suggestion.didYouMean(name, among: kinds)
      diagnostics.error(
        at: guess?.keyLocation ?? map.location,
        guess == nil || propertyNames.contains(name)
          ? "this element has no kind; start it with one of: \(kinds.joined(separator: ", ")) (e.g. '- button: Continue')"
          : "unknown component kind '\(name)'" + (hint.isEmpty ? "; kinds: " + kinds.joined(separator: ", ") : hint))
      return nil
    }
    if kindEntries.count > 1 {
      diagnostics.error(
        at: kindEntries[1].keyLocation,
        "one element has two kinds, '\(kindEntry.key)' and '\(kindEntries[1].key)'; start a new element with '- ' before '\(kindEntries[1].key)'"
      )
    }
    return (kindEntry, type)
  }

  /// The element's properties: `- button: Continue` names the label; `- button: { label: ... }`
  /// gives properties; keys beside the kind (`- button: Continue` + `  id: go`) add to them.
  /// Nil, reported, when the kind is given a list.
  func propertyEntries(of kindEntry: PropertyMap.Entry, in map: PropertyMap) -> [PropertyMap.Entry]? {
    var entries: [PropertyMap.Entry] = []
    switch kindEntry.value {
    case .scalar(let text, let location):
      if !text.isEmpty {
        entries.append(
          PropertyMap.Entry(key: CommonProperties.label.name, keyLocation: location, value: kindEntry.value))
      }
    case .map(let properties):
      entries = properties.entries
    case .list:
      diagnostics.error(
        at: kindEntry.value.location,
        "'\(kindEntry.key)' takes its label or a map of properties, not a list; write '- \(kindEntry.key): Label' or '- \(kindEntry.key): { label: Label }'"
      )
      return nil
    }
    for sibling in map.entries where sibling.key != kindEntry.key && Self.kindsByName[sibling.key] == nil {
      if let earlier = entries.first(where: { $0.key == sibling.key }) {
        diagnostics.error(
          at: sibling.keyLocation,
          "'\(sibling.key)' is given twice for this \(kindEntry.key) (also at line \(earlier.keyLocation.line)); keep one"
        )
      } else {
        entries.append(sibling)
      }
    }
    return entries
  }

  /// The id comes from the element as written, so every variant shares it: its
  /// `id` (claimed, so a second use is an error), else one derived from its label or kind.
  func elementID(_ reader: PropertyReader, kind: String, state: inout State) -> String {
    guard let explicit = reader.string(CommonProperties.id) else {
      return state.ids.derive(from: reader.string(CommonProperties.label) ?? kind)
    }
    state.ids.claim(explicit, at: reader.locationOf(CommonProperties.id), diagnostics: diagnostics)
    return explicit
  }

  /// Notes every modal the element opens (`opens`, its long press's, its actions'),
  /// to be checked once every modal is known.
  func noteReferences(
    _ reader: PropertyReader, _ properties: PropertyMap, _ common: CommonProperties, state: inout State
  ) {
    if let target = reader.string(CommonProperties.opens) {
      state.references.append((target, reader.locationOf(CommonProperties.opens)))
    }
    if case .map(let longPress)? = properties[CommonProperties.longPress.name],
      case .scalar(let target, let location)? = longPress[LongPress.opens.name]
    {
      state.references.append((target, location))
    }
    for action in common.actions {
      if let target = action.opens { state.references.append((target, reader.locationOf(CommonProperties.actions))) }
    }
  }

  func decodeModal(id: String, _ value: PropertyValue, state: inout State) -> ModalDefinition? {
    let kinds = ModalKeys.kind.type.words.joined(separator: ", ")
    guard case .map(let written) = value else {
      diagnostics.error(
        at: value.location,
        "modal '\(id)' must be a map with 'kind', 'title' and 'elements', not \(value.shapeName); e.g. '\(id): { kind: dialog, elements: [ { button: Close, closes: true } ] }'"
      )
      return nil
    }
    let map = PropertyMap(
      entries: Self.patched(written.entries, with: state.variants.patch[id]), location: written.location)
    let reader = PropertyReader(map: map, diagnostics: diagnostics, context: "modal '\(id)'")
    reader.rejectUnknownKeys(ModalKeys.all)
    let kind = reader.oneOf(ModalKeys.kind, as: ModalKind.self)?.windowKind
    if !reader.has(ModalKeys.kind) {
      diagnostics.error(at: map.location, "modal '\(id)' has no 'kind'; add 'kind: dialog' (one of \(kinds))")
    }
    let components = decodeElements(reader, key: ModalKeys.elements, state: &state, required: true)
    let initialFocus = reader.string(ModalKeys.initialFocus)
    if let initialFocus, let components, !components.contains(where: { $0.common.id == initialFocus }) {
      let ids = components.map(\.common.id)
      let hint = Suggestion.didYouMean(initialFocus, among: ids)
      diagnostics.error(
        at: reader.locationOf(ModalKeys.initialFocus),
        "initial-focus '\(initialFocus)' is not an element of modal '\(id)'"
          + (hint.isEmpty ? "; its ids: " + ids.joined(separator: ", ") : hint))
    }
    let confinesFocus = reader.bool(ModalKeys.confinesFocus)
    let returnsFocus = reader.bool(ModalKeys.returnsFocus)
    let dismissible = reader.bool(ModalKeys.dismissible)
    let title = reader.string(ModalKeys.title)
    guard let kind, let components else { return nil }
    return ModalDefinition(
      id: id, kind: kind, title: title, components: components,
      confinesFocus: confinesFocus ?? true, returnsFocus: returnsFocus ?? true,
      dismissible: dismissible ?? true, initialFocus: initialFocus, location: map.location)
  }

  /// Every button's `shows:` names a toast of the same list of elements.
  func checkShownToasts(_ components: [any Component]) {
    let toasts = components.compactMap { $0 as? Toast }.map(\.common.id)
    // Looked up in a set: searching the list for each button cost buttons × toasts (issue 36).
    let toastIDs = Set(toasts)
    for case let button as Button in components {
      guard let (target, location) = button.shows, !toastIDs.contains(target) else { continue }
      let hint = Suggestion.didYouMean(target, among: toasts)
      let fix =
        toasts.isEmpty
        ? "; add '- toast: { label: ..., id: \(target) }' to the same elements"
        : (hint.isEmpty ? "; toasts: " + toasts.joined(separator: ", ") : hint)
      diagnostics.error(at: location, "'shows: \(target)' names no toast in these elements\(fix)")
    }
  }

  /// Every `opens:` names a modal under `modals:` (a modal written there but
  /// broken is reported on its own, not again here).
  func checkReferences(_ references: [(target: String, location: SourceLocation)], declared: [String]) {
    // Looked up in a set: searching the list for each `opens:` cost references × modals (issue 36).
    let modals = Set(declared)
    for (target, location) in references where !modals.contains(target) {
      let hint = Suggestion.didYouMean(target, among: declared)
      let fix =
        declared.isEmpty
        ? "; add it under 'modals:'" : (hint.isEmpty ? "; modals: " + declared.joined(separator: ", ") : hint)
      diagnostics.error(at: location, "'opens: \(target)' names no modal\(fix)")
    }
  }

  /// The script (`key`: the scenario's or a variant's), a list of lines or a block
  /// (`script: |`), without blank lines and `#` comments; each line keeps where it
  /// was written.
  func decodeScript(_ reader: PropertyReader, _ key: PropertyKey) -> [ScriptLine] {
    guard let value = reader.value(key) else { return [] }
    switch value {
    case .list(let items, _):
      return items.compactMap { item in
        guard case .scalar(let text, let location) = item else {
          diagnostics.error(
            at: item.location,
            "each script line is a command in text, e.g. '- next' or '- expect \"Continue, button\"', not \(item.shapeName)"
          )
          return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        return ScriptLine(text: trimmed, location: location)
      }
    case .scalar(let text, let location):
      guard text.contains("\n") else {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("#") ? [] : [ScriptLine(text: trimmed, location: location)]
      }
      // A block (`script: |`) holds one command per line, starting on the next line.
      let indentation = sourceLines.map { Self.blockIndentation(after: location.line, in: $0) } ?? 0
      return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let leading = line.prefix { $0 == " " }.count
        return ScriptLine(
          text: trimmed,
          location: SourceLocation(
            file: location.file, line: location.line + 1 + offset, column: indentation + leading + 1))
      }
    case .map:
      reader.typeError(
        key, expected: "a list of commands (or a block: 'script: |' and one command per line)", found: value)
      return []
    }
  }

  /// The indentation of a block scalar's content: that of its first non-blank line.
  static func blockIndentation(after line: Int, in lines: [Substring]) -> Int {
    for text in lines.dropFirst(line) where !text.allSatisfy({ $0 == " " }) {
      return text.prefix { $0 == " " }.count
    }
    return 0
  }
}
