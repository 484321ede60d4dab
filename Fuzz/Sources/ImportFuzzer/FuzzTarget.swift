import Foundation
import Import
import Scenario

/// libFuzzer's entry point: every input is a dump, imported as `earshot import FILE`
/// does (UTF-8, the format recognised from the content, its reader, the mapper, the
/// YAML writer). A refusal must be located: at a line and column inside the dump, or
/// (nothing to import at all) the dump as a whole. What it accepts must load as a
/// scenario: `import` writes only what `validate` accepts (docs/import.md), and a
/// scenario it made that the loader refuses is Import's mistake, not the user's.
/// `EARSHOT_FUZZ_FORMAT=idb` (or any format's name) reads every input as that format,
/// as `earshot import --format idb` does, whatever the content looks like.
let forcedFormat = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_FORMAT"].map { name in
  guard let format = ImportFormat(rawValue: name) else { fatalError("no import format '\(name)'") }
  return format
}

@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  // `import` refuses text that is not UTF-8 before any reader sees it.
  guard let text = String(data: data, encoding: .utf8) else { return 0 }
  // Lines end at LF bytes, as the readers count them ("\r\n" is one Character, so
  // splitting the String at "\n" would count no line there).
  let lines = data.count { $0 == UInt8(ascii: "\n") } + 1
  let result: ScreenImporter.Result
  do {
    result = try ScreenImporter.importScreen(
      text: text, file: "fuzz.dump", format: forcedFormat, maximumBytes: InputLimits.maximumFileBytes)
  } catch {
    if error.message.isEmpty { fatalError("an import error without a message: \(error)") }
    if let location = error.location, location.line < 1 || location.line > lines || location.column < 0 {
      fatalError("an import error outside the dump (\(lines) lines): \(error)")
    }
    return 0
  }
  do {
    let loaded = try ScenarioLoader.parse(data: Data(result.yaml.utf8), file: "imported.yaml")
    if loaded.screen.components.isEmpty {
      fatalError("an import of \(result.elementCount) elements loads with none:\n\(result.yaml)")
    }
  } catch {
    fatalError("the scenario import wrote does not load:\n\(error)\n--- scenario ---\n\(result.yaml)")
  }
  return 0
}
