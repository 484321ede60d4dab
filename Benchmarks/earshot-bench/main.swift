import Foundation

// earshot-bench: the speed targets of docs/performance.md, measured.
// Run with `make bench` (a release build). Prints one Markdown table.

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
FileManager.default.changeCurrentDirectoryPath(repository.path)

var report = BenchmarkReport()
EngineBenchmark.run(into: &report)
do {
  try SpeechBenchmark.run(into: &report)
  try RenderBenchmark.run(into: &report)
} catch {
  FileHandle.standardError.write(Data("earshot-bench: \(error)\n".utf8))
  exit(1)
}
StartupBenchmark.run(into: &report)
print(report.markdown)
exit(report.allMet ? 0 : 1)
