import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to completion and reports what a user would see (exit status,
/// output) and what it cost (wall time, peak memory of that process alone).
struct ChildProcess {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var seconds: Double
    /// Peak resident memory of the child, in megabytes (from wait4's rusage).
    var peakMegabytes: Double
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `earshot` as built with these tests: next to the test bundle, else in the
  /// usual build folders. `swift test` builds it (EndToEndTests depend on it).
  static func earshot() throws -> URL {
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
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw Failure(description: "no built earshot next to the tests; run 'swift build' first (looked in \(candidates.map(\.path)))")
    }
    return found
  }

  /// Runs `executable arguments` with standard input from /dev/null (pass absolute paths).
  static func run(_ executable: URL, _ arguments: [String]) throws -> Result {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outPath = folder.appendingPathComponent("stdout").path
    let errPath = folder.appendingPathComponent("stderr").path

    #if canImport(Glibc)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t?
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv: [UnsafeMutablePointer<CChar>?] = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else { throw Failure(description: "cannot start \(executable.path): error \(spawned)") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return Result(
      status: exitStatus,
      standardOutput: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
      standardError: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
      seconds: seconds,
      // Linux reports kilobytes.
      peakMegabytes: Double(usage.ru_maxrss) / 1024)
  }
}
