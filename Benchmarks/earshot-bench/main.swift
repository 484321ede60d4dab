import Foundation

// earshot-bench: the speed targets of docs/performance.md, measured.
// Run with `make bench` (a release build). Prints one Markdown table.

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
// The benchmarks read scenarios and voices by repository-relative paths.
guard FileManager.default.changeCurrentDirectoryPath(repository.path) else {
  FileHandle.standardError.write(Data("earshot-bench: cannot enter \(repository.path)\n".utf8))
  exit(1)
}

var report = BenchmarkReport()
EngineBenchmark.run(into: &report)
do {
  try SpeechBenchmark.run(into: &report)
  try RenderBenchmark.run(into: &report)
  try ImportBenchmark.run(into: &report)
  try ExportBenchmark.run(into: &report)
} catch {
  FileHandle.standardError.write(Data("earshot-bench: \(error)\n".utf8))
  exit(1)
}
StartupBenchmark.run(into: &report)
HostileInputBenchmark.run(into: &report)
print(report.markdown)
exit(report.allMet ? 0 : 1)
