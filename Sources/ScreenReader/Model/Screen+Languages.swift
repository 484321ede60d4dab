extension Screen {
  /// Every language the app's text is in (`lang:` on the scenario, its elements and
  /// its modals' elements), as eSpeak NG tags, in order of first use.
  public var languages: [String] {
    var found: [String] = []
    func add(_ language: String?) {
      if let language, !found.contains(language) { found.append(language) }
    }
    add(language)
    for component in components { add(component.common.language) }
    for id in modals.keys.sorted() {
      for component in modals[id]?.components ?? [] { add(component.common.language) }
    }
    return found
  }
}
