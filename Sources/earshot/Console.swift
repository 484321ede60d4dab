import Diagnostics
import EarshotCLI
import Foundation

/// The one place problems are printed: to standard error, the way compilers
/// print them (`file:line:column: error: ...`, `earshot: error: ...` where there
/// is no place), in colour when standard error is a terminal and NO_COLOR is not
/// set. Commands report here; libraries throw `CommandFailure` and never print.
enum Console {
  /// Colour for standard error, decided once for that stream.
  static let colour: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return isatty(STDERR_FILENO) == 1 && !noColor && environment["TERM"] != "dumb"
  }()

  static func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { report(diagnostic) }
  }

  /// One diagnostic, then `detail` lines (a diff, say) as they are.
  static func report(_ diagnostic: Diagnostic, detail: [String] = []) {
    let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).map(paint)
    FileHandle.standardError.write(Data(((lines + detail).joined(separator: "\n") + "\n").utf8))
  }

  /// A problem with no place in a file: `earshot: error: message`.
  static func error(_ message: String) {
    report(Diagnostic(at: nil, message))
  }

  /// Something a user should know that is not a failure: `earshot: message`.
  static func note(_ message: String) {
    FileHandle.standardError.write(Data("\(Diagnostic.programName): \(message)\n".utf8))
  }

  /// Lines another module has already put in this format (the importer's errors,
  /// until it reports `Diagnostic`s), coloured like the rest.
  static func preformatted(_ lines: [String]) {
    let painted = lines.map { paint(Substring($0)) }
    FileHandle.standardError.write(Data((painted.joined(separator: "\n") + "\n").utf8))
  }

  static func out(_ line: String) {
    print(line)
  }

  static let badInput = ExitStatus.badInput
  static let expectationFailed = ExitStatus.expectationFailed

  /// The severity word in its colour (bold red errors, magenta warnings, bold notes).
  static func paint(_ line: Substring) -> String {
    guard colour else { return String(line) }
    for (word, code) in [(": error: ", "1;31"), (": warning: ", "1;35"), (": note: ", "1")] {
      if let range = line.range(of: word) {
        let severity = word.dropFirst(2).dropLast(2)
        return line[..<range.lowerBound] + ": \u{1B}[\(code)m\(severity)\u{1B}[0m: " + line[range.upperBound...]
      }
    }
    return String(line)
  }
}
