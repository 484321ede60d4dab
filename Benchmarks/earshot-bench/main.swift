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
// `earshot-bench export` (or any other group's name) runs that group alone.
let only = Set(CommandLine.arguments.dropFirst().map { $0.lowercased() })
func runs(_ group: String) -> Bool { only.isEmpty || only.contains(group) }
if runs("engine") { EngineBenchmark.run(into: &report) }
do {
  if runs("speech") { try SpeechBenchmark.run(into: &report) }
  if runs("render") { try RenderBenchmark.run(into: &report) }
  if runs("import") { try ImportBenchmark.run(into: &report) }
  if runs("export") { try ExportBenchmark.run(into: &report) }
} catch {
  FileHandle.standardError.write(Data("earshot-bench: \(error)\n".utf8))
  exit(1)
}
if runs("startup") { StartupBenchmark.run(into: &report) }
if runs("hostile") { HostileInputBenchmark.run(into: &report) }
print(report.markdown)
exit(report.allMet ? 0 : 1)
