import Diagnostics
import Foundation
import Playback

/// Prints problems the way compilers do, to standard error, and exits with the
/// status the command promises: 2 for bad input, 1 for failed expectations, 74 when
/// the transcript could not be written to standard output.
///
/// Nothing here can trap: standard error is written with write(2) and a closed or full
/// one is ignored (there is nowhere left to say so); standard output goes through
/// stdio, whose failures `standardOutputFailure()` reports. Control characters in what
/// is printed are shown escaped (`\e`, `\u{7}`), so scenario text cannot drive the terminal.
///
/// It is the one printer of problems: every `Diagnostic` is printed here
/// (`file:line:column: error: ...`, `earshot: error: ...` where there is no place),
/// with the severity in colour when standard error is a terminal and NO_COLOR is not set.
public enum Console {
  /// A problem with no place in a file: `earshot: error: message`.
  public static func error(_ message: String) {
    report(Diagnostic(at: nil, message))
  }

  /// Something a user should know that is not a failure: `earshot: message`.
  public static func note(_ message: String) {
    writeStandardError("\(Diagnostic.programName): \(message)\n")
  }

  public static func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { report(diagnostic) }
  }

  /// One diagnostic (with its notes), then `detail` lines (a diff, say) as they are.
  public static func report(_ diagnostic: Diagnostic, detail: [String] = []) {
    writePainted(diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    if !detail.isEmpty { writeStandardError(detail.joined(separator: "\n") + "\n") }
  }

  /// Escapes what the lines say (scenario text cannot drive the terminal), then colours their severities.
  static func writePainted(_ lines: [String]) {
    let visible = lines.map { paint(Substring(VisibleText.escaped($0))) }
    _ = write(visible.joined(separator: "\n") + "\n", to: STDERR_FILENO)
  }

  /// Colour for standard error, decided once for that stream.
  static let colour: Bool = {
    let environment = ProcessInfo.processInfo.environment
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return isatty(STDERR_FILENO) == 1 && !noColor && environment["TERM"] != "dumb"
  }()

  /// The severity word in its colour (bold red errors, bold magenta warnings, bold notes).
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

  /// Run first: a standard stream that was closed (`<&-`, `>&-`) is opened on /dev/null,
  /// so no file Earshot opens later takes its number (a WAV written where the transcript
  /// goes, a pipe read as the script). A closed standard output still counts as a
  /// transcript lost.
  public static func secureStandardStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
      if descriptor == STDOUT_FILENO { outputFailure = "standard output is closed" }
    }
  }

  /// Sends the transcript to standard error (when an output file is `-`).
  public nonisolated(unsafe) static var transcriptToStandardError = false

  public static func out(_ line: String) {
    if transcriptToStandardError {
      writeStandardError(line + "\n")
    } else {
      write(VisibleText.escaped(line) + "\n")
    }
  }

  /// Writes text (already made visible) to standard output, noting a failure.
  public static func write(_ text: String) {
    if !write(text, to: STDOUT_FILENO), outputFailure == nil {
      outputFailure = errno == EPIPE ? "the reader closed it" : String(cString: strerror(errno))
    }
  }

  /// Writes to standard error, escaping control characters; a closed or full standard error is ignored.
  public static func writeStandardError(_ text: String) {
    _ = write(VisibleText.escaped(text, keepingNewlines: true), to: STDERR_FILENO)
  }

  /// Writes all of `text` with write(2); false (errno set) when it could not.
  private static func write(_ text: String, to descriptor: Int32) -> Bool {
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        return Foundation.write(descriptor, base + written, buffer.count - written)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return false }
      written += result
    }
    return true
  }

  /// Why the transcript did not all reach standard output (closed, full), or nil.
  nonisolated(unsafe) private static var outputFailure: String?

  public static func standardOutputFailure() -> String? {
    outputFailure
  }

  public static let badInput = ExitStatus.badInput
  public static let expectationFailed = ExitStatus.expectationFailed
  /// EX_IOERR: the transcript was lost (recordings are still written).
  public static let outputLost = ExitStatus.outputLost
}
