import Foundation

/// `earshot play scenarios/tour.yaml` with no sound: process start to the first
/// transcript line on stdout. Met on the process's CPU time (user and system, start to exit, so
/// an upper bound of the time to its first line): on a shared machine the wall clock also counts
/// the wait for a core, which is the machine's, not Earshot's. The wall clock is shown beside it.
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
    var processorTimes: [Double] = []
    for _ in 0..<30 {
      let before = childProcessorMilliseconds()
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
      if !firstByte.isEmpty {
        times.append(Stats.milliseconds(elapsed))
        processorTimes.append(childProcessorMilliseconds() - before)
      }
    }
    let median = Stats.median(times)
    let processor = Stats.median(processorTimes)
    report.add(
      "cold start to first transcript line (no sound device)",
      Stats.format(median, "ms") + " wall, " + Stats.format(processor, "ms") + " CPU, medians of \(times.count)",
      target: "≤ 60 ms CPU", met: processor <= 60)
  }

  /// User and system time of the children this process has waited for, in ms.
  static func childProcessorMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
    return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
  }
}
