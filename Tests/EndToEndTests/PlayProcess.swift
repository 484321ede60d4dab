import Foundation
import Testing

/// Runs the built `earshot` executable from the repository root, as a user
/// would, and collects what it printed and how it exited.
struct PlayProcess {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `earshot` built alongside these tests: next to the test bundle (Linux:
  /// `<build>/debug/EarshotPackageTests.xctest`; macOS: inside the .xctest
  /// bundle), else the repository's `.build/debug/earshot`.
  static func executable() throws -> URL {
    var candidates: [URL] = []
    if let override = ProcessInfo.processInfo.environment["EARSHOT_BINARY"], !override.isEmpty {
      candidates.append(URL(fileURLWithPath: override))
    }
    var starts: [URL] = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL { starts.append(executable) }
    if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
    for start in starts {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent("earshot"))
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(repositoryRoot.appendingPathComponent(".build/debug/earshot"))
    let fileManager = FileManager.default
    guard
      let found = candidates.first(where: { url in
        var isFolder: ObjCBool = false
        return fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
          && fileManager.isExecutableFile(atPath: url.path)
      })
    else {
      throw Failure(description: "no built earshot; looked in \(candidates.map(\.path))")
    }
    return found
  }

  /// Runs `earshot ARGUMENTS` in the repository root with `input` on standard input.
  static func run(_ arguments: [String], input: String = "") throws -> Output {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputURL = folder.appendingPathComponent("stdin")
    let outURL = folder.appendingPathComponent("stdout")
    let errURL = folder.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outURL)
    try Data().write(to: errURL)

    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    process.currentDirectoryURL = repositoryRoot
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

  /// A fresh folder for a test's files; the caller removes it.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The transcript's commands and, under each, the lines it printed.
  static func commands(in transcript: String) -> [(command: String, lines: [String])] {
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
