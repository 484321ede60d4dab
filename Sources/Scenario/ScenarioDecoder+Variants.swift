import ScreenReader

/// `variants:`: versions of one screen (broken, fixed) as patches of its elements and modals.
extension ScenarioDecoder {
  /// What decoding knows of the variants: each one, and the patch of the one being decoded.
  struct Variants {
    var all: [ScenarioVariant] = []
    /// The variant being decoded, if the file has any.
    var chosen: ScenarioVariant?
    /// Its patch: keys to add or replace, by element or modal id.
    var patch: [String: PropertyMap.Entry] = [:]
    var scriptReader: PropertyReader?
    /// Every variant's patch and reader by name, so each variant of a file is decoded without reading
    /// `variants:` again (1,600 variants read it 1,600 times: quadratic, issue 36).
    var patches: [String: [String: PropertyMap.Entry]] = [:]
    var readers: [String: PropertyReader] = [:]
    var indexByName: [String: Int] = [:]

    /// The same variants with `name` (default: the first) the one being decoded.
    func choosing(_ name: String?) -> Variants {
      var result = self
      let index = name.flatMap { indexByName[$0] } ?? (all.isEmpty ? nil : 0)
      result.chosen = index.map { all[$0] }
      result.patch = result.chosen.flatMap { patches[$0.name] } ?? [:]
      result.scriptReader = result.chosen.flatMap { readers[$0.name] }
      return result
    }
  }

  /// Each variant of the file (the file itself when it has none), `variants:` read once: what `validate` and
  /// `check` look at. `yamlDiagnostics` are the first decode's: any error there ends it.
  func decodeEachVariant(
    _ root: PropertyValue?, yamlDiagnostics: [Diagnostic], _ body: (LoadedScenario) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    let (first, variants) = try decode(root, yamlDiagnostics: yamlDiagnostics, variant: nil, prepared: nil)
    try body(first)
    for variant in variants.all.dropFirst() {
      // Each variant's problems are its own (and the error limit counts them alone).
      diagnostics.removeAll()
      try body(try decode(root, yamlDiagnostics: [], variant: variant.name, prepared: variants).loaded)
    }
  }

  /// Reads `variants:` and picks `requested` (default: the first written).
  func decodeVariants(_ reader: PropertyReader, requested: String?) -> Variants {
    var result = Variants()
    guard let variantsReader = reader.nested(ScenarioKeys.variants) else {
      if let requested {
        diagnostics.error(
          at: reader.location,
          "this scenario has no variants, so there is no '\(requested)'; add 'variants:' (see docs/training.md)")
      }
      return result
    }
    if reader.has(ScenarioKeys.fails) {
      diagnostics.error(
        at: reader.locationOf(ScenarioKeys.fails),
        "with 'variants:', 'fails:' belongs to the broken variant; move it under its name (e.g. 'broken: { fails: Name }')"
      )
    }
    if variantsReader.map.entries.isEmpty {
      diagnostics.error(at: variantsReader.location, "'variants:' is empty; add e.g. 'broken:' and 'fixed:'")
    }
    let chosenName = requested ?? variantsReader.map.entries.first?.key
    for entry in variantsReader.map.entries {
      let variantMap: PropertyMap
      switch entry.value {
      case .map(let map):
        variantMap = map
      case .scalar(let text, let location) where text.isEmpty:
        variantMap = PropertyMap(entries: [], location: location)
      default:
        diagnostics.error(
          at: entry.value.location,
          "variant '\(entry.key)' must be a map such as '{ fails: Name, patch: { submit: { label: Submit button } } }', not \(entry.value.shapeName)"
        )
        continue
      }
      let variantReader = PropertyReader(map: variantMap, diagnostics: diagnostics, context: "variant '\(entry.key)'")
      variantReader.rejectUnknownKeys(ScenarioVariant.keys)
      var patch: [String: PropertyMap.Entry] = [:]
      if let patchReader = variantReader.nested(ScenarioVariant.patch, context: "patch of variant '\(entry.key)'") {
        for target in patchReader.map.entries {
          guard case .map(let keys) = target.value else {
            diagnostics.error(
              at: target.value.location,
              "patch '\(target.key)' must be a map of the keys to change, e.g. '\(target.key): { label: Submit }', not \(target.value.shapeName)"
            )
            continue
          }
          if let id = keys.entry(CommonProperties.id.name) {
            diagnostics.error(
              at: id.keyLocation,
              "a patch cannot change an id; the variants share '\(target.key)' (patch its other keys)")
          }
          patch[target.key] = target
        }
      }
      let variant = ScenarioVariant(
        name: entry.key, fails: variantReader.oneOf(ScenarioVariant.fails),
        judgedBy: variantReader.oneOf(ScenarioVariant.judgedBy, as: ExerciseJudge.self) ?? .check,
        about: variantReader.string(ScenarioVariant.about), explain: variantReader.string(ScenarioVariant.explain),
        patchedIDs: patch.values.sorted { $0.keyLocation.line < $1.keyLocation.line }.map(\.key),
        location: entry.keyLocation)
      if variant.judgedBy == .trainer && variant.fails == nil {
        diagnostics.error(
          at: variantReader.locationOf(ScenarioVariant.judgedBy),
          "'judged-by: trainer' says who judges the criterion a broken variant fails, and variant '\(entry.key)' names none; add 'fails: Name'"
        )
      }
      if result.indexByName[entry.key] == nil { result.indexByName[entry.key] = result.all.count }
      result.patches[entry.key] = patch
      result.readers[entry.key] = variantReader
      result.all.append(variant)
      if entry.key == chosenName {
        result.chosen = variant
        result.patch = patch
        result.scriptReader = variantReader
      }
    }
    if let requested, result.chosen == nil, !result.all.isEmpty {
      let names = result.all.map(\.name)
      let hint = Suggestion.didYouMean(requested, among: names)
      diagnostics.error(
        at: variantsReader.location,
        "no variant '\(requested)'" + (hint.isEmpty ? "; variants: " + names.joined(separator: ", ") : hint))
    }
    return result
  }

  /// The entries of an element or modal with the chosen variant's patch applied:
  /// a patched key replaces the written one, a new key is added.
  static func patched(_ entries: [PropertyMap.Entry], with patch: PropertyMap.Entry?) -> [PropertyMap.Entry] {
    guard case .map(let keys)? = patch?.value else { return entries }
    var result = entries
    for key in keys.entries {
      if let index = result.firstIndex(where: { $0.key == key.key }) {
        result[index] = key
      } else {
        result.append(key)
      }
    }
    return result
  }

  /// Every id the chosen patch names is an element or a modal.
  func checkPatchTargets(_ variants: Variants, elementIDs: Set<String>, modalIDs: [String]) {
    guard let chosen = variants.chosen else { return }
    for (id, entry) in variants.patch.sorted(by: { $0.key < $1.key }) {
      if elementIDs.contains(id) && modalIDs.contains(id) {
        diagnostics.error(
          at: entry.keyLocation,
          "'\(id)' is both an element and a modal; give the element another 'id:' so the patch names one")
      } else if !elementIDs.contains(id) && !modalIDs.contains(id) {
        let ids = Array(elementIDs).sorted() + modalIDs
        let hint = Suggestion.didYouMean(id, among: ids)
        diagnostics.error(
          at: entry.keyLocation,
          "variant '\(chosen.name)' patches '\(id)', which is no element or modal"
            + (hint.isEmpty ? "; ids: " + ids.joined(separator: ", ") : hint))
      }
    }
  }
}
