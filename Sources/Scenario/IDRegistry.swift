import ScreenReader

/// Keeps element ids unique: explicit ones must be, derived ones are numbered.
struct IDRegistry {
  private var used: [String: SourceLocation?] = [:]
  /// The next number to try for each slug, so a thousand "OK" buttons number in linear time.
  private var nextNumber: [String: Int] = [:]

  /// An id made from a label: lower case, words joined by hyphens.
  mutating func derive(from text: String) -> String {
    var scalars = String.UnicodeScalarView()
    var pendingHyphen = false
    for scalar in text.lowercased().unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
        if pendingHyphen && !scalars.isEmpty { scalars.append("-") }
        pendingHyphen = false
        scalars.append(scalar)
      } else {
        pendingHyphen = true
      }
    }
    let slug = scalars.isEmpty ? "element" : String(scalars)
    var candidate = slug
    var number = nextNumber[slug] ?? 2
    while used[candidate] != nil {
      candidate = "\(slug)-\(number)"
      number += 1
    }
    nextNumber[slug] = number
    used[candidate] = .some(nil)
    return candidate
  }

  mutating func claim(_ id: String, at location: SourceLocation, diagnostics: DiagnosticCollector) {
    if case .some(let earlier) = used[id] {
      let place =
        earlier.map { " (first at line \($0.line))" }
        ?? " (an element above has no 'id:' and its label gives it this one)"
      diagnostics.error(at: location, "duplicate id '\(id)'\(place); give each element its own id")
    }
    used[id] = .some(location)
  }
}
