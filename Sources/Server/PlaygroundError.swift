import Diagnostics

/// Why the playground could not do what a request asked, said as the page shows it.
enum PlaygroundError: Error, Sendable {
  case noScenario(String)
  case invalid([Diagnostic])
  case badCommand(String)
  case changedOnDisk(String)
  case notSaved(String)

  var message: String {
    switch self {
    case .noScenario(let name): "no scenario named '\(name)' in this folder"
    case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
    case .badCommand(let message): message
    case .changedOnDisk(let name):
      "\(name).yaml changed on disk since this page loaded it; nothing was saved. Copy your text, reload the page, and apply it again"
    case .notSaved(let problem): "not saved: \(problem)"
    }
  }
}
