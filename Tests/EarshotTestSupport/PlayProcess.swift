import Foundation

/// Runs the built `earshot` executable from the repository root, as a user
/// would, and collects what it printed and how it exited.
public enum PlayProcess {
  public struct Output {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// Runs `earshot ARGUMENTS` in the repository root with `input` on standard input,
  /// and `environment` added to this process's own.
  public static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws
    -> Output
  {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputURL = folder.appendingPathComponent("stdin")
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outURL)
    try Data().write(to: errURL)

    let process = Process()
    process.executableURL = try ChildProcess.earshot()
    process.arguments = arguments
    process.currentDirectoryURL = Repository.root
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let stdin = try FileHandle(forReadingFrom: inputURL)
    let stdout = try FileHandle(forWritingTo: outURL)
    let stderr = try FileHandle(forWritingTo: errURL)
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  /// The transcript's commands and, under each, the lines it printed.
  public static func commands(in transcript: String) -> [(command: String, lines: [String])] {
    var result: [(command: String, lines: [String])] = []
    for line in transcript.split(separator: "\n").map(String.init) {
      if line.hasPrefix("> ") {
        result.append((String(line.dropFirst(2)), []))
      } else if !result.isEmpty {
        result[result.count - 1].lines.append(line)
      }
    }
    return result
  }
}
