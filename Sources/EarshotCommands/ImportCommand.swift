import ArgumentParser
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Import
import Recording
import Scenario

extension ImportFormat: ExpressibleByArgument {}

/// `earshot import`: a scenario from a real screen's accessibility dump.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract:
      "Write a scenario from a real screen: uiautomator, Appium, Compose, idb, XCUITest, Flutter, React Native, Espresso, AccessibilityNodeInfo or Maestro.",
    discussion: """
      The format is recognised from the content (--format names it). The scenario
      plays on both screen readers; what the dump cannot tell is listed after the
      import as notes. See docs/import.md for how to take each dump.

      Examples:
        adb exec-out uiautomator dump /dev/tty > dump.xml
        earshot import dump.xml -o screen.yaml && earshot screen.yaml
        idb ui describe-all --json | earshot import - > screen.yaml
        earshot import page-source.xml -o screen.yaml      (Appium's driver.page_source)
      """)

  @Argument(help: "The dump to import; - or nothing reads standard input.")
  var file: String?

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the scenario to this file instead of standard output.", valueName: "file"))
  var output: String?

  @Option(help: "The dump's format, when it should not be recognised from the content.")
  var format: ImportFormat?

  @Flag(help: "Replace the output file if it exists.")
  var force = false

  /// Dumps of whole screens are well under this; a larger input is a mistake.
  static let largestInput = 64 << 20

  func run() throws {
    let name = file == nil || file == "-" ? "<stdin>" : file ?? "<stdin>"
    if let output {
      let problems = OutputPolicy(inputs: name == "<stdin>" ? [] : [.init(name, role: "the file being imported")])
        .problems([OutputTarget(option: "--output", path: output, kind: .scenario, mayReplace: force)])
      guard problems.isEmpty else {
        throw CommandFailure(problems.map { Diagnostic(at: nil, $0) })
      }
    }
    let text = try readInput(name)
    let result: ScreenImporter.Result
    do {
      result = try ScreenImporter.importScreen(
        text: text, file: name, format: format, maximumBytes: InputLimits.maximumFileBytes)
    } catch {
      throw CommandFailure([error.diagnostic])
    }
    // The scenario must load like any other before it is written.
    do {
      // From bytes, so the loader's size limit applies too: a scenario too large to
      // load is not written.
      _ = try ScenarioLoader.parse(data: Data(result.yaml.utf8), file: output ?? "<imported scenario>")
    } catch {
      Console.report(error.diagnostics)
      throw CommandFailure.badInput("the scenario made from \(name) does not load (above); nothing was written")
    }
    if let output {
      do {
        try AtomicFileWriter.write(Data(result.yaml.utf8), toPath: output, replacing: force)
      } catch {
        throw CommandFailure.badInput(error.description + (force ? "" : "; pass --force to replace it"))
      }
    } else {
      try writeStandardOutput(result.yaml)
    }
    var summary = [
      "imported \(result.elementCount) elements from \(result.nodeCount) nodes of \(name) (\(result.format.summary))"
        + (output.map { " into \($0)" } ?? "")
    ]
    summary.append("notes, with what to add by hand:")
    summary += result.notes.map { "  - \($0)" }
    for line in summary { Console.note(line) }
  }

  func readInput(_ name: String) throws -> String {
    if name == "<stdin>", isatty(STDIN_FILENO) == 1 {
      throw CommandFailure.badInput(
        "give a dump to import (earshot import dump.xml), or pipe one in (... | earshot import -)")
    }
    // Bounded while reading: `yes | earshot import -` stops at the limit, a FIFO or
    // folder is refused unread (standard input a folder included).
    let data: Data
    do {
      data = try InputFile.read(name == "<stdin>" ? "-" : name, limit: Self.largestInput, what: "dump")
    } catch {
      if case .tooLarge = error.problem {
        throw CommandFailure.badInput(
          "\(name): the dump is larger than any screen's dump (at most \(Self.largestInput >> 20) MB); stopped reading there"
        )
      }
      throw CommandFailure.badInput("\(name): \(error.message); \(error.hint)")
    }
    // Windows PowerShell 5 writes what `>` redirects (adb's dump, logcat, a console) as UTF-16 with a byte
    // order mark: that is the same dump, read as such.
    if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]),
      let text = String(data: data, encoding: .utf16)
    {
      return text
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = Self.firstInvalidUTF8(in: data)
      Console.report(
        Diagnostic(
          at: SourceLocation(file: name, line: line, column: column), "not UTF-8 text",
          suggestion: "save the dump as UTF-8"))
      throw Console.badInput
    }
    return text
  }

  /// Writes the scenario to standard output, all of it or a clear error (exit 2): a
  /// closed standard output (`>&-`, which `Console.secureStandardStreams` pointed at
  /// /dev/null) or a full disk (`> /dev/full`) must not pass for success.
  private func writeStandardOutput(_ yaml: String) throws {
    if let lost = Console.standardOutputFailure() {
      throw CommandFailure.badInput("cannot write the scenario to standard output: \(lost); give -o FILE")
    }
    do {
      let output = try OutputFile(path: "-")
      try output.write(Data(yaml.utf8))
      try output.finish()
    } catch {
      throw CommandFailure.badInput("cannot write the scenario to standard output: \(error.reason); give -o FILE")
    }
  }

  /// Line and column of the first byte that is not UTF-8.
  static func firstInvalidUTF8(in data: Data) -> (Int, Int) {
    var line = 1
    var column = 1
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var lastGood = (1, 1)
    loop: while true {
      lastGood = (line, column)
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput: break loop
      case .error: return lastGood
      }
    }
    return lastGood
  }
}
