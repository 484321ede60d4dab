import Foundation

/// Paths in the checkout these tests run from.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  public static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }

  /// The shipped scenarios, sorted.
  public static func scenarios(matching prefix: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path("scenarios"))
      .filter { $0.hasSuffix(".yaml") && $0.hasPrefix(prefix) }
      .sorted()
      .map { path("scenarios/\($0)") }
  }

  /// A fresh folder for files a test writes; the caller removes it.
  public static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("earshot-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
