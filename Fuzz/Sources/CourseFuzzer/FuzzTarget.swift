import Foundation
import FuzzDriver
import Scenario
import Training

/// A private copy of the repository's layout: the input is written as
/// `courses/fuzzed.yaml`, beside a link to the shipped `scenarios/`, so the paths a
/// shipped course names (`../scenarios/checkbox.yaml`) resolve as they do for a user.
let folder: FuzzFolder = {
  let folder = FuzzFolder("course")
  let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  try? FileManager.default.createDirectory(
    at: folder.url.appendingPathComponent("courses"), withIntermediateDirectories: true)
  try? FileManager.default.createSymbolicLink(
    at: folder.url.appendingPathComponent("scenarios"),
    withDestinationURL: repository.appendingPathComponent("scenarios"))
  return folder
}()

/// libFuzzer's entry point: every input is a course file, read as `earshot quiz
/// COURSE` and `validate` read one (`CourseLoader.isCourse`, then `load`: the bounded
/// read, UTF-8, libyaml, the course's keys and steps). It must never crash or hang,
/// and every mistake is located inside the file. What loads names only files that exist.
@_cdecl("LLVMFuzzerTestOneInput")
public func courseFuzzer(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let data = start.map { Data(bytes: $0, count: count) } ?? Data()
  let path = folder.write(data, as: "courses/fuzzed.yaml")
  // The commands load a file as a course only when it is one; loading every input
  // also covers the refusals of files that are not.
  _ = CourseLoader.isCourse(path: path)
  let lines = yamlLines(data)
  do {
    let course = try CourseLoader.load(path: path)
    for scenario in course.scenarioPaths where !FileManager.default.fileExists(atPath: scenario) {
      fatalError("a course that loads names a missing file: \(scenario)")
    }
  } catch {
    for diagnostic in error.diagnostics {
      guard let location = diagnostic.location else {
        fatalError("a course error without a location: \(diagnostic.message)")
      }
      // libyaml puts a mistake found at the end of a file without a final newline on
      // the line after its last (column 1): the end of the file, still in it.
      if location.line < 1 || location.line > lines + 1 || location.column < 1 {
        fatalError("a course error outside the file (\(lines) lines): \(diagnostic)")
      }
    }
  }
  return 0
}

/// How many lines YAML sees: it breaks lines at LF, CR, CR LF, NEL, LS and PS (YAML 1.1,
/// libyaml), so a lone CR starts a line the mistake's place counts. A file that is not
/// UTF-8 is refused at a line counted in LFs.
func yamlLines(_ data: Data) -> Int {
  guard let text = String(data: data, encoding: .utf8) else {
    return data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
  }
  var lines = 1
  var afterCR = false
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\n": if !afterCR { lines += 1 }
    case "\r", "\u{85}", "\u{2028}", "\u{2029}": lines += 1
    default: break
    }
    afterCR = scalar == "\r"
  }
  return lines
}
