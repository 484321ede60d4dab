import Foundation

// earshot-bench: the speed targets of docs/performance.md, measured.
// Run with `make bench` (a release build). Prints one Markdown table.
// `earshot-bench engine startup` runs only the groups named (engine, speech, render,
// import, large-import, export, handoff, serve, check, startup, hostile, rotor, scaling, folder): quick before/after comparisons
// while profiling.

let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
// The benchmarks read scenarios and voices by repository-relative paths.
guard FileManager.default.changeCurrentDirectoryPath(repository.path) else {
  FileHandle.standardError.write(Data("earshot-bench: cannot enter \(repository.path)\n".utf8))
  exit(1)
}

let groups = [
  "engine", "speech", "render", "import", "large-import", "export", "handoff", "serve", "check", "startup", "hostile",
  "rotor",
  "scaling", "folder",
]
let chosen = Set(CommandLine.arguments.dropFirst())
if let unknown = chosen.first(where: { !groups.contains($0) }) {
  FileHandle.standardError.write(
    Data("earshot-bench: no group '\(unknown)'; the groups are \(groups.joined(separator: ", "))\n".utf8))
  exit(2)
}
func runs(_ group: String) -> Bool { chosen.isEmpty || chosen.contains(group) }

var report = BenchmarkReport()
if runs("engine") { EngineBenchmark.run(into: &report) }
if runs("rotor") { RotorBenchmark.run(into: &report) }
do {
  if runs("speech") { try SpeechBenchmark.run(into: &report) }
  if runs("render") { try RenderBenchmark.run(into: &report) }
  if runs("import") { try ImportBenchmark.run(into: &report) }
  if runs("large-import") { try LargeImportBenchmark.run(into: &report) }
  if runs("export") { try ExportBenchmark.run(into: &report) }
  if runs("handoff") { try HandOffBenchmark.run(into: &report) }
  if runs("serve") { try ServerBenchmark.run(into: &report) }
  if runs("check") { try CheckBenchmark.run(into: &report) }
  if runs("scaling") { try ScalingBenchmark.run(into: &report) }
  if runs("folder") { try FolderRunBenchmark.run(into: &report) }
} catch {
  FileHandle.standardError.write(Data("earshot-bench: \(error)\n".utf8))
  exit(1)
}
if runs("startup") { StartupBenchmark.run(into: &report) }
if runs("hostile") { HostileInputBenchmark.run(into: &report) }
print(report.markdown)
exit(report.allMet ? 0 : 1)
