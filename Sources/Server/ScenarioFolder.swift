import Foundation

/// The folder `earshot serve` plays: each scenario in it (`NAME.yaml`) is one page,
/// named by its file name without the extension. Only names listed here are served,
/// so no request can reach a file outside the folder.
public struct ScenarioFolder: Sendable {
  public var path: String

  public init(path: String) {
    self.path = path
  }

  /// The scenarios' names, sorted: every `.yaml` file directly in the folder.
  public func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return files.filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// The file of a listed scenario; nil for any other name.
  public func file(named name: String) -> String? {
    names().contains(name) ? (path as NSString).appendingPathComponent(name + ".yaml") : nil
  }
}
