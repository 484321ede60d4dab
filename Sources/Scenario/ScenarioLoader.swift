import Foundation
import ScreenReader

/// Reads scenario files: bounded, UTF-8 checked, every mistake reported with its place.
public enum ScenarioLoader {
  public static func load(path: String) throws(ScenarioError) -> LoadedScenario {
    let url = URL(fileURLWithPath: path)
    let start = SourceLocation(file: path, line: 1, column: 1)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ScenarioError(Diagnostic(at: nil, "\(path): no such file; give the path of a scenario (.yaml), e.g. scenarios/tour.yaml"))
    }
    guard !isDirectory.boolValue else {
      throw ScenarioError(Diagnostic(at: nil, "\(path) is a folder; give the path of a scenario file inside it"))
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    guard size <= InputLimits.maximumFileBytes else {
      throw ScenarioError(Diagnostic(at: start, "the file is \(size / 1024) KB; a scenario may be at most \(InputLimits.maximumFileBytes / 1024) KB (split it into several screens)"))
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw ScenarioError(Diagnostic(at: nil, "\(path): cannot read the file (\(error.localizedDescription))"))
    }
    return try parse(data: data, file: path)
  }

  /// Parses scenario bytes; `file` names them in messages.
  public static func parse(data: Data, file: String) throws(ScenarioError) -> LoadedScenario {
    guard data.count <= InputLimits.maximumFileBytes else {
      throw ScenarioError(Diagnostic(at: SourceLocation(file: file, line: 1, column: 1), "the text is \(data.count / 1024) KB; a scenario may be at most \(InputLimits.maximumFileBytes / 1024) KB"))
    }
    let text = try decodeUTF8(data, file: file)
    return try parse(text: text, file: file)
  }

  public static func parse(text: String, file: String) throws(ScenarioError) -> LoadedScenario {
    let root = try YAMLReader(file: file).read(text)
    return try ScenarioDecoder(file: file).decode(root)
  }

  /// Decodes strictly, so bad bytes are reported where they are instead of becoming U+FFFD.
  static func decodeUTF8(_ data: Data, file: String) throws(ScenarioError) -> String {
    let bytes = [UInt8](data)
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var line = 1
    var lineStart = 0
    var scalars = String.UnicodeScalarView()
    loop: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        offset += UTF8.width(scalar)
        if scalar == "\n" {
          line += 1
          lineStart = offset
        }
      case .emptyInput:
        break loop
      case .error:
        throw ScenarioError(Diagnostic(
          at: SourceLocation(file: file, line: line, column: offset - lineStart + 1),
          "the file is not valid UTF-8 (byte \(offset)); save it as UTF-8 text"))
      }
    }
    return String(scalars)
  }
}
