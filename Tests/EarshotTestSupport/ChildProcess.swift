import Foundation

/// Runs a program to completion and reports what a user would see (exit status,
/// output) and what it cost (wall time, peak memory of that process alone).
public enum ChildProcess {
  public struct Result {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String
    public var seconds: Double
    /// Peak resident memory of the child, in megabytes (from wait4's rusage).
    public var peakMegabytes: Double
  }

  /// `earshot` as built with these tests: next to the test bundle (Linux:
  /// `<build>/debug/EarshotPackageTests.xctest`; macOS: inside the .xctest
  /// bundle), else the repository's `.build/debug/earshot`. `swift test` builds
  /// it (EndToEndTests depend on it).
  public static func earshot() throws -> URL {
    var candidates: [URL] = []
    if let override = ProcessInfo.processInfo.environment["EARSHOT_BINARY"], !override.isEmpty {
      candidates.append(URL(fileURLWithPath: override))
    }
    var starts = [Bundle.main.bundleURL]
    if let executable = Bundle.main.executableURL { starts.append(executable) }
    if let first = CommandLine.arguments.first { starts.append(URL(fileURLWithPath: first)) }
    for start in starts {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<4 {
        candidates.append(folder.appendingPathComponent("earshot"))
        folder = folder.deletingLastPathComponent()
      }
    }
    candidates.append(Repository.root.appendingPathComponent(".build/debug/earshot"))
    let fileManager = FileManager.default
    guard
      let found = candidates.first(where: { url in
        var isFolder: ObjCBool = false
        return fileManager.fileExists(atPath: url.path, isDirectory: &isFolder) && !isFolder.boolValue
          && fileManager.isExecutableFile(atPath: url.path)
      })
    else {
      throw TestFailure(
        "no built earshot next to the tests; run 'swift build' first (looked in \(candidates.map(\.path)))")
    }
    return found
  }

  /// Runs `executable arguments` with standard input from /dev/null (pass absolute paths).
  ///
  /// A small Python parent starts it and reports its peak memory: a child
  /// spawned straight from this test process would inherit the test process's
  /// own high-water mark in `ru_maxrss` (Linux keeps it across exec), so the
  /// figure would measure the tests, not earshot.
  public static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("stdout").path
    let errPath = folder.appendingPathComponent("stderr").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", runner, outPath, errPath, executable.path] + arguments
    let report = Pipe()
    process.standardOutput = report
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = report.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(separator: " ").map(String.init)
    guard process.terminationStatus == 0, fields.count == 3,
      let status = Int32(fields[0]), let seconds = Double(fields[1]),
      let kilobytes = Double(fields[2].trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw TestFailure(
        "could not run \(executable.path) through python3 (status \(process.terminationStatus))")
    }
    return Result(
      status: status,
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
      seconds: seconds,
      peakMegabytes: kilobytes / 1024)
  }

  /// Runs argv[3...] with its output in the files argv[1] and argv[2]; prints
  /// "STATUS SECONDS PEAK_KB" (Linux reports ru_maxrss in kilobytes).
  static let runner = """
    import resource, subprocess, sys, time
    with open(sys.argv[1], 'wb') as out, open(sys.argv[2], 'wb') as err:
        start = time.monotonic()
        child = subprocess.run(sys.argv[3:], stdin=subprocess.DEVNULL, stdout=out, stderr=err)
        seconds = time.monotonic() - start
    status = child.returncode if child.returncode >= 0 else 128 - child.returncode
    print(status, seconds, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
    """
}
