import Foundation

/// Paths in the checkout these tests run from.
public enum Repository {
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The Python the tests run their checkers with: the virtual environment that
  /// `scripts/install-deps.sh --test` makes (`.build/test-venv`, holding jsonschema,
  /// PyYAML, selenium, axe-core's runner), else `python3` from the PATH.
  public static var python: String {
    let venv = path(".build/test-venv/bin/python3")
    return FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
  }

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
