import Foundation
import ScreenReader

/// Reads scenario files: bounded, UTF-8 checked, every mistake reported with its place.
public enum ScenarioLoader {
  public static func load(path: String, variant: String? = nil) throws(ScenarioError) -> LoadedScenario {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScenarioError(
        Diagnostic(at: nil, "\(path): no such file; give the path of a scenario (.yaml), e.g. scenarios/tour.yaml"))
    }
    guard !isDirectory.boolValue else {
      throw ScenarioError(Diagnostic(at: nil, "\(path) is a folder; give the path of a scenario file inside it"))
    }
    let data: Data
    do {
      // Read at most one byte past the limit: a huge file (or an endless one,
      // such as a device) is refused without being read whole.
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try handle.read(upToCount: InputLimits.maximumFileBytes + 1) ?? Data()
    } catch {
      throw ScenarioError(
        Diagnostic(
          at: nil,
          "\(path): cannot read the file (\(error.localizedDescription)); check that it exists and you may read it"))
    }
    return try parse(data: data, file: path, variant: variant)
  }

  /// Every variant of a scenario, each loaded as its own screen (one, for a file without variants):
  /// what `validate` and `check` look at, so a fixed variant is held to the same rules as the broken one.
  public static func loadEachVariant(path: String) throws(ScenarioError) -> [LoadedScenario] {
    let first = try load(path: path)
    var all = [first]
    for variant in first.variants.dropFirst() {
      all.append(try load(path: path, variant: variant.name))
    }
    return all
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
