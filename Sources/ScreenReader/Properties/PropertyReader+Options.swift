extension PropertyKey {
  /// The keys of a kind that offers options, shared so that one reader serves every
  /// such kind; each kind describes them in its own words (`described`).
  public static let options = PropertyKey("options", .strings, "The choices, in order.")
  public static let selectedOption = PropertyKey("selected", .string, "The chosen option (default: none).")
  public static let disabledOptions = PropertyKey(
    "disabled-options", .strings, "Options that cannot be chosen: 'dimmed' / 'disabled'.")
}

extension PropertyReader {
  /// A non-empty option list and the index of the selected one, checked together:
  /// an empty list or a `selected` that is not among the options is an error.
  /// With no `selected`, the first option is selected unless `allowNone`.
  public func options(
    _ key: PropertyKey = .options, selected selectedKey: PropertyKey = .selectedOption, allowNone: Bool = false
  ) -> (options: [String], selected: Int?) {
    // One text where the list belongs ('options: Germany, Austria, France') would be one option with commas in it:
    // an error that shows the list form (issue 36).
    if case .scalar(let text, _)? = map[key.name] {
      let items = text.split(separator: ",").map { $0.split(separator: " ").joined(separator: " ") }.filter {
        !$0.isEmpty
      }
      diagnostics.error(
        at: locationOf(key),
        "'\(key.name)' of \(context) is one text, not a list; write it as a list: \(key.name): [\(items.joined(separator: ", "))]"
      )
      return (items.isEmpty ? ["(no options)"] : items, allowNone ? nil : 0)
    }
    guard let options = strings(key) else {
      // A value of the wrong type is reported by `strings`; only a missing list here.
      if !has(key) {
        diagnostics.error(at: location, "\(context) needs '\(key.name)', a list such as [Small, Medium, Large]")
      }
      return (["(no options)"], allowNone ? nil : 0)
    }
    guard !options.isEmpty else {
      diagnostics.error(at: locationOf(key), "'\(key.name)' of \(context) is empty; give at least one option")
      return (["(no options)"], allowNone ? nil : 0)
    }
    var seen = Set<String>()
    for option in options where !seen.insert(option).inserted {
      diagnostics.error(at: locationOf(key), "option '\(option)' appears twice in '\(key.name)'; options must differ")
    }
    guard let selected = string(selectedKey) else { return (options, allowNone ? nil : 0) }
    guard
      let index = options.firstIndex(of: selected)
        ?? options.firstIndex(where: { $0.lowercased() == selected.lowercased() })
    else {
      let hint = Suggestion.didYouMean(selected, among: options)
      diagnostics.error(
        at: locationOf(selectedKey),
        "'\(selectedKey.name): \(selected)' is not among the options"
          + (hint.isEmpty ? "; choose one of: " + options.joined(separator: ", ") : hint))
      return (options, allowNone ? nil : 0)
    }
    return (options, index)
  }
}

extension PropertyReader {
  /// `disabled-options`: the indices of options that cannot be chosen, each
  /// checked to be one of the options.
  public func disabledOptions(among options: [String], key: PropertyKey = .disabledOptions) -> Set<Int> {
    guard let names = strings(key) else { return [] }
    var indices = Set<Int>()
    for name in names {
      if let index = options.firstIndex(where: { $0.lowercased() == name.lowercased() }) {
        indices.insert(index)
      } else {
        let hint = Suggestion.didYouMean(name, among: options)
        diagnostics.error(
          at: locationOf(key),
          "'\(name)' in '\(key.name)' is not among the options"
            + (hint.isEmpty ? "; choose from: " + options.joined(separator: ", ") : hint))
      }
    }
    return indices
  }
}
