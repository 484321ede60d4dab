import Diagnostics
import EarshotCLI

/// The executable's output: standard output and standard error through `Console`,
/// the one printer (escaping, colour, a lost standard output noted).
public struct ConsoleOutput: RunOutput {
  public init() {}

  public func out(_ line: String) { Console.out(line) }
  public func write(_ text: String) { Console.write(text) }
  public func note(_ message: String) { Console.note(message) }
  public func report(_ diagnostic: Diagnostic, detail: [String]) { Console.report(diagnostic, detail: detail) }
}
