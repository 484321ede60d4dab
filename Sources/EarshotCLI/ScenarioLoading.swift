import Playback
import Scenario
import ScreenReader

/// Loading a scenario for a command: every located problem, for exit 2.
public enum ScenarioLoading {
  public static func load(_ path: String, variant: String? = nil) throws -> LoadedScenario {
    do {
      return try ScenarioLoader.load(path: path, variant: variant)
    } catch {
      throw CommandFailure(error.diagnostics)
    }
  }
}
