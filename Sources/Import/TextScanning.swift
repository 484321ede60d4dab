extension StringProtocol {
  /// The text without spaces at either end.
  var trimmingSpaces: SubSequence {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }

  /// The text without any of `characters` at either end.
  func trimmingCharacters(in characters: String) -> SubSequence {
    guard let first = firstIndex(where: { !characters.contains($0) }),
      let last = lastIndex(where: { !characters.contains($0) })
    else { return self[endIndex...] }
    return self[first...last]
  }
}
