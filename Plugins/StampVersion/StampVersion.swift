import Foundation
import PackagePlugin

/// Stamps the release (VERSION) and the commit being built into EarshotVersion, so
/// `--version`, reports and the hand-off page say which Earshot wrote them. A prebuild
/// command, because the commit changes with no file of the target changing; the script
/// rewrites its output only when the stamp differs, so an unchanged build recompiles nothing.
@main struct StampVersion: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let output = context.pluginWorkDirectoryURL.appending(path: "Stamp")
    let package = context.package.directoryURL
    return [
      .prebuildCommand(
        displayName: "Stamping the version",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: [
          package.appending(path: "scripts/version.sh").path, "--swift", package.path,
          output.appending(path: "BuildStamp.swift").path,
        ],
        outputFilesDirectory: output)
    ]
  }
}
