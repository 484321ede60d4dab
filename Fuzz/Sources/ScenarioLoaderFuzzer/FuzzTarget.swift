import Foundation
import Scenario
import ScreenReader

/// libFuzzer's entry point: every input is a scenario file. Loading may refuse
/// it with located errors (that is the point); it must never crash, hang or
/// grow without bound. Built with `-sanitize=fuzzer` (docs/fuzzing.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioLoaderFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  do {
    let loaded = try ScenarioLoader.parse(data: data, file: "fuzz.yaml")
    // What the loader accepts, the platforms must be able to build.
    for platform in [Platform.ios, .android] {
      for (index, component) in loaded.screen.components.enumerated() {
        _ = component.realize(RealizationContext(platform: platform, componentIndex: index))
      }
    }
  } catch {
    // Every error a user can cause is located.
    for diagnostic in error.diagnostics where diagnostic.location == nil {
      fatalError("an error without a location: \(diagnostic.message)")
    }
  }
  return 0
}
