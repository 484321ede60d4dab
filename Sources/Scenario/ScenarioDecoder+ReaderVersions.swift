import ScreenReader

extension ScenarioDecoder {
  /// `reader:`, one version or a list: each a version Earshot follows
  /// (`ReaderVersion.all`), at most one per reader; a located error otherwise.
  static func readerVersions(_ reader: PropertyReader) -> [ReaderVersion] {
    guard let names = reader.strings(ScenarioKeys.reader) else { return [] }
    let known = ReaderVersion.all.map(\.id)
    var versions: [ReaderVersion] = []
    for name in names {
      guard let version = ReaderVersion.named(name) else {
        reader.diagnostics.error(
          at: reader.locationOf(ScenarioKeys.reader),
          "'reader' must name reader versions among \(known.joined(separator: ", ")), not '\(name)'"
            + Suggestion.didYouMean(name, among: known))
        continue
      }
      if let other = versions.first(where: { $0.reader == version.reader }) {
        reader.diagnostics.error(
          at: reader.locationOf(ScenarioKeys.reader),
          "'reader' names two versions of \(version.reader.displayName) (\(other.id), \(version.id)); keep one")
        continue
      }
      versions.append(version)
    }
    return versions
  }
}
