import Files
import Foundation
import ScreenReader

/// Reads scenario files: bounded, UTF-8 checked, every mistake reported with its place.
public enum ScenarioLoader {
  public static func load(path: String, variant: String? = nil) throws(ScenarioError) -> LoadedScenario {
    return try parse(data: read(path, what: "scenario"), file: path, variant: variant)
  }

  /// Reads a scenario or course file through `InputFile`: a FIFO, device or folder is
  /// refused without blocking, and a file over the limit without being read whole.
  public static func read(_ path: String, what: String) throws(ScenarioError) -> Data {
    do {
      return try InputFile.read(path, limit: InputLimits.maximumFileBytes, what: what)
    } catch {
      var message = "\(path): \(error.message); \(error.hint)"
      if case .unreadable("no such file") = error.problem {
        let example = what == "course" ? "courses/criteria-by-ear.yaml" : "scenarios/tour.yaml"
        message = "\(path): no such file; give the path of a \(what) (.yaml), e.g. \(example)"
      } else if case .notARegularFile("a folder") = error.problem {
        message = "\(path) is a folder; give the path of a \(what) file inside it"
      } else if case .tooLarge = error.problem {
        throw ScenarioError(
          Diagnostic(
            at: SourceLocation(file: path, line: 1, column: 1),
            "the file is larger than \(InputLimits.maximumFileBytes / 1024) KB, the most a \(what) may be; a scenario is one screen: split it into several files"
          ))
      }
      throw ScenarioError(Diagnostic(at: nil, message))
    }
  }

  /// Every variant of a scenario, each loaded as its own screen (one, for a file without variants):
  /// what `validate` and `check` look at, so a fixed variant is held to the same rules as the broken one.
  public static func loadEachVariant(path: String) throws(ScenarioError) -> [LoadedScenario] {
    var all: [LoadedScenario] = []
    try forEachVariant(path: path) { all.append($0) }
    return all
  }

  /// `loadEachVariant` one variant at a time: the file read and its YAML parsed once (they were once per variant:
  /// 1,600 variants took 56 s and 472 MB to validate, issue 36), each screen handed on before the next is made.
  public static func forEachVariant(
    path: String, _ body: (LoadedScenario) throws(ScenarioError) -> Void
  ) throws(ScenarioError) {
    let data = try read(path, what: "scenario")
    let text = try decodeUTF8(data, file: path)
    let unmarked = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
    let (root, yamlDiagnostics) = try YAMLReader(file: path).read(unmarked)
    var decoder = ScenarioDecoder(file: path)
    decoder.sourceLines = unmarked.split(separator: "\n", omittingEmptySubsequences: false)
    try decoder.decodeEachVariant(root, yamlDiagnostics: yamlDiagnostics, body)
  }

  /// Parses scenario bytes; `file` names them in messages.
  public static func parse(data: Data, file: String, variant: String? = nil) throws(ScenarioError) -> LoadedScenario {
    guard data.count <= InputLimits.maximumFileBytes else {
      throw ScenarioError(
        Diagnostic(
          at: SourceLocation(file: file, line: 1, column: 1),
          "the file is larger than \(InputLimits.maximumFileBytes / 1024) KB, the most a scenario may be; a scenario is one screen: split it into several files"
        ))
    }
    let text = try decodeUTF8(data, file: file)
    return try parse(text: text, file: file, variant: variant)
  }

  public static func parse(text: String, file: String, variant: String? = nil) throws(ScenarioError) -> LoadedScenario {
    // A byte-order mark is invisible in editors; it is not part of the YAML.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
    let (root, yamlDiagnostics) = try YAMLReader(file: file).read(text)
    var decoder = ScenarioDecoder(file: file)
    decoder.sourceLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return try decoder.decode(root, yamlDiagnostics: yamlDiagnostics, variant: variant)
  }

  /// Decodes strictly, so bad bytes are reported where they are instead of becoming U+FFFD.
  public static func decodeUTF8(_ data: Data, file: String) throws(ScenarioError) -> String {
    if let text = String(validating: data, as: UTF8.self) { return text }
    // Find the first bad byte to say where it is (column in characters, as elsewhere).
    let bytes = [UInt8](data)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var column = 1
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .emptyInput:
        return String(decoding: bytes, as: UTF8.self)
      case .error:
        let shown = bytes.indices.contains(offset) ? ", 0x" + String(bytes[offset], radix: 16, uppercase: true) : ""
        throw ScenarioError(
          Diagnostic(
            at: SourceLocation(file: file, line: line, column: column),
            "the file is not valid UTF-8 (byte \(offset)\(shown)); save it as UTF-8 text (most editors: Save with Encoding, UTF-8)"
          ))
      }
    }
  }
}
