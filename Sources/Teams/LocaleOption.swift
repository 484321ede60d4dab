import EarshotCLI
import ScreenReader

/// `--locale`: one shipped locale (or, for export, a comma-separated list).
public enum LocaleOption {
  /// The shipped locales meant; a clear error and exit 2 for one Earshot lacks.
  public static func parse(
    _ text: String?, allowList: Bool = false, output: any RunOutput = ConsoleOutput()
  ) throws -> [String]? {
    guard let text else { return nil }
    let items = allowList ? text.split(separator: ",").map { String($0).trimmingSpaces } : [text]
    var locales: [String] = []
    for item in items {
      guard let locale = WordTables.locale(matching: item) else {
        output.error(
          "--locale: no word tables for '\(item)'; shipped: \(WordTables.locales.joined(separator: ", ")) "
            + "(docs/languages.md says how to add one)")
        throw ExitStatus.badInput
      }
      if !locales.contains(locale) { locales.append(locale) }
    }
    return locales
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
