import Playback
import Scenario
import ScreenReader

/// Loading a scenario for a command: print every located problem and exit 2.
public enum ScenarioLoading {
  public static func load(_ path: String, variant: String? = nil) throws -> LoadedScenario {
    do {
      return try ScenarioLoader.load(path: path, variant: variant)
    } catch {
      Console.diagnostics(error.diagnostics.map(\.description))
      throw Console.badInput
    }
  }
}
