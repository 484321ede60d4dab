import ArgumentParser
import EarshotCLI
import Foundation
import Import
import Recording
import Scenario

extension ImportFormat: ExpressibleByArgument {}

/// `earshot import`: a scenario from a real screen's accessibility dump.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write a scenario from a real screen: a uiautomator dump, a Compose semantics tree, idb or XCUITest.",
    discussion: """
      The format is recognised from the content (--format names it). The scenario
      plays on both screen readers; what the dump cannot tell is listed after the
      import as notes. See docs/import.md for how to take each dump.

      Examples:
        adb exec-out uiautomator dump /dev/tty > dump.xml
        earshot import dump.xml -o screen.yaml && earshot screen.yaml
        idb ui describe-all --json | earshot import - > screen.yaml
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
      var problems = OutputTarget.problems(
        [OutputTarget(option: "--output", path: output)],
        inputs: name == "<stdin>" ? [] : [(name, "the file being imported")])
      if problems.isEmpty, !force, FileManager.default.fileExists(atPath: output) {
        problems.append("--output \(output) exists; pass --force to replace it")
      }
      guard problems.isEmpty else {
        for problem in problems { Console.error(problem) }
        throw Console.badInput
      }
    }
    let text = try readInput(name)
    let result: ScreenImporter.Result
    do {
      result = try ScreenImporter.importScreen(text: text, file: name, format: format)
    } catch {
      Console.diagnostics([error.description])
      throw Console.badInput
    }
    // The scenario must load like any other before it is written.
    do {
      _ = try ScenarioLoader.parse(text: result.yaml, file: output ?? "<imported scenario>")
    } catch {
      Console.diagnostics(error.diagnostics.map(\.description))
      Console.error("the scenario made from \(name) does not load (above); nothing was written")
      throw Console.badInput
    }
    if let output {
      do {
        try AtomicFileWriter.write(Data(result.yaml.utf8), toPath: output, replacing: force)
      } catch {
        Console.error(error.description + (force ? "" : "; pass --force to replace it"))
        throw Console.badInput
      }
    } else {
      FileHandle.standardOutput.write(Data(result.yaml.utf8))
    }
    var summary = [
      "imported \(result.elementCount) elements from \(result.nodeCount) nodes of \(name) (\(result.format.summary))"
        + (output.map { " into \($0)" } ?? "")
    ]
    summary.append("notes, with what to add by hand:")
    summary += result.notes.map { "  - \($0)" }
    Console.diagnostics(summary.map { "earshot: " + $0 })
  }

  private func readInput(_ name: String) throws -> String {
    let data: Data
    if name == "<stdin>" {
      if isatty(STDIN_FILENO) == 1 {
        Console.error("give a dump to import (earshot import dump.xml), or pipe one in (... | earshot import -)")
        throw Console.badInput
      }
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: name, isDirectory: &isFolder), !isFolder.boolValue else {
        Console.error("\(name): no such file")
        throw Console.badInput
      }
      guard let read = FileManager.default.contents(atPath: name) else {
        Console.error("\(name): cannot be read")
        throw Console.badInput
      }
      data = read
    }
    guard data.count <= Self.largestInput else {
      Console.error("\(name): \(data.count >> 20) MB is larger than any screen's dump (at most 64 MB)")
      throw Console.badInput
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = Self.firstInvalidUTF8(in: data)
      Console.diagnostics(["\(name):\(line):\(column): error: not UTF-8 text; save the dump as UTF-8"])
      throw Console.badInput
    }
    return text
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
