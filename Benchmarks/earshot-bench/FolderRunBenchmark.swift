import Foundation

/// Issue 36: a folder run of 2,000 scenarios (it took 196 s). The shipped scenarios are copied
/// round robin into a folder of 2,000, and the release `earshot play FOLDER --golden-dir G
/// --update --force --no-audio` approves them all, then a second run compares them all, each
/// as its own process from start to exit; the figure is the comparing run's CPU time (and its wall time).
enum FolderRunBenchmark {
  static let scenarios = 2_000

  static func run(into report: inout BenchmarkReport) throws {
    let measure = "play a folder of \(scenarios.formatted()) scenarios against their golden files"
    let binary = repository.appendingPathComponent(".build/release/earshot")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      report.add(measure, "not measured: build .build/release/earshot first", target: "< 20 s CPU, exit 0", met: false)
      return
    }
    let files = FileManager.default
    let folder = files.temporaryDirectory.appendingPathComponent("earshot-folder-run-\(getpid())")
    let scenarioFolder = folder.appendingPathComponent("scenarios")
    try files.createDirectory(at: scenarioFolder, withIntermediateDirectories: true)
    defer { try? files.removeItem(at: folder) }
    // Scenarios whose own scripts pass as shipped, so the run measures playing, not failing.
    let shipped = try files.contentsOfDirectory(atPath: "scenarios").filter { $0.hasSuffix(".yaml") }.sorted()
    for index in 0..<scenarios {
      let source = "scenarios/" + shipped[index % shipped.count]
      try files.copyItem(
        atPath: source, toPath: scenarioFolder.appendingPathComponent(String(format: "s%04d.yaml", index)).path)
    }
    let golden = folder.appendingPathComponent("golden").path
    let arguments = ["play", scenarioFolder.path, "--golden-dir", golden, "--no-audio"]
    _ = try timed(binary, arguments + ["--update", "--force"])
    let (seconds, cpu, status) = try timed(binary, arguments)
    // The target is the child's CPU time, as the scaling rows' are: on the shared 2-core machine
    // (four sessions' builds and two fuzzers) the wall time is several times it, and says how
    // busy the machine is, not what the run costs; on a quiet machine the two agree.
    report.add(
      measure,
      String(format: "CPU %.1f s (wall %.1f s, exit %d)", cpu, seconds, status), target: "< 20 s CPU, exit 0",
      met: cpu < 20 && status == 0)
  }

  /// Wall-clock and CPU seconds of one run of the binary, and its exit status.
  static func timed(_ binary: URL, _ arguments: [String]) throws -> (Double, Double, Int32) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    var before = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &before)
    let start = ContinuousClock.now
    try process.run()
    process.waitUntilExit()
    let seconds = Stats.milliseconds(ContinuousClock.now - start) / 1000
    var after = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &after)
    func cpu(_ usage: rusage) -> Double {
      Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
    return (seconds, cpu(after) - cpu(before), process.terminationStatus)
  }
}
