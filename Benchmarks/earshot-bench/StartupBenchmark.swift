import Foundation

/// `earshot play scenarios/tour.yaml` with no sound: process start to the first
/// transcript line on stdout.
enum StartupBenchmark {
  static func run(into report: inout BenchmarkReport) {
    let binary = repository.appendingPathComponent(".build/release/earshot")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      report.add(
        "cold start to first transcript line", "not measured: build .build/release/earshot first", target: "≤ 60 ms",
        met: false)
      return
    }
    var times: [Double] = []
    for _ in 0..<30 {
      let process = Process()
      process.executableURL = binary
      process.arguments = ["play", "scenarios/tour.yaml", "--platform", "android", "--script", "-"]
      let input = Pipe()
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = FileHandle.nullDevice
      let start = ContinuousClock.now
      do { try process.run() } catch { continue }
      input.fileHandleForWriting.write(Data("next\n".utf8))
      try? input.fileHandleForWriting.close()
      let firstByte = output.fileHandleForReading.readData(ofLength: 1)
      let elapsed = ContinuousClock.now - start
      process.waitUntilExit()
      if !firstByte.isEmpty { times.append(Stats.milliseconds(elapsed)) }
    }
    let median = Stats.median(times)
    report.add(
      "cold start to first transcript line (no sound device)", Stats.format(median, "ms") + " median of \(times.count)",
      target: "≤ 60 ms", met: median <= 60)
  }
}
