import Foundation
import Scenario
import ScreenReader
import Speech

/// Scenarios and voices as the tests use them: from text held in memory, or shipped.
public enum Fixtures {
  /// A screen from scenario text held in memory (no files).
  public static func screen(_ yaml: String) throws -> Screen {
    try ScenarioLoader.parse(text: yaml, file: "test.yaml").screen
  }

  /// A scenario from the repository's scenarios/ folder.
  public static func shippedScenario(_ name: String) throws -> LoadedScenario {
    try ScenarioLoader.load(path: Repository.path("scenarios/\(name)"))
  }

  /// The voices in the repository's voices/ folder.
  public static func bundledVoices() throws -> VoiceLibrary {
    try VoiceLibrary.bundled(repositoryRoot: Repository.root)
  }
}
