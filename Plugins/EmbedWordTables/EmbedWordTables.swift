import Foundation
import PackagePlugin

/// Embeds the screen readers' word tables (ScreenReader's Words/Tables/*.words)
/// into the core as Swift string literals, so the pure core reads its words with
/// no I/O and a new locale is one new file.
@main struct EmbedWordTables: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = target.directoryURL.appending(path: "Words/Tables")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "words" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedWordTables.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(files.count) word tables",
        executable: try context.tool(named: "embed-word-tables").url,
        arguments: [output.path, context.package.directoryURL.path] + files.map(\.path),
        inputFiles: files, outputFiles: [output])
    ]
  }
}
