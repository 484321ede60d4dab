import Foundation
import ScreenReader

/// Reads course files: the same YAML, limits and located errors as scenarios.
public enum CourseLoader {
  /// Whether the file is a course (a map with 'course:') rather than a scenario.
  public static func isCourse(path: String) -> Bool {
    // Bounded like every input: a 1 GB file is not read to find out.
    guard let data = try? ScenarioLoader.read(path, what: "course"),
      let text = String(data: data, encoding: .utf8),
      let (root, _) = try? YAMLReader(file: path).read(text), case .map(let map)? = root
    else { return false }
    return map["course"] != nil
  }

  public static func load(path: String) throws(ScenarioError) -> Course {
    let data = try ScenarioLoader.read(path, what: "course")
    let text = try ScenarioLoader.decodeUTF8(data, file: path)
    return try parse(text: text, file: path)
  }

  public static func parse(text: String, file: String) throws(ScenarioError) -> Course {
    let (root, yamlDiagnostics) = try YAMLReader(file: file).read(text)
    let diagnostics = DiagnosticCollector()
    for diagnostic in yamlDiagnostics { diagnostics.error(at: diagnostic.location, diagnostic.message) }
    guard case .map(let map)? = root else {
      throw ScenarioError(
        Diagnostic(
          at: SourceLocation(file: file, line: 1, column: 1),
          "a course is a map with 'course:' (its title) and 'steps:' (see docs/training.md)"))
    }
    let reader = PropertyReader(map: map, diagnostics: diagnostics, context: "the course")
    reader.rejectUnknownKeys(allowed: Course.keys.map(\.name))
    let title = reader.string("course") ?? ""
    if title.isEmpty { diagnostics.error(at: reader.location, "the course has no title; add 'course: TITLE'") }
    let folder = (file as NSString).deletingLastPathComponent
    var steps: [Course.Step] = []
    switch map["steps"] {
    case .list(let items, _)?:
      for item in items {
        if let step = decodeStep(item, folder: folder, diagnostics: diagnostics) { steps.append(step) }
      }
    case nil:
      diagnostics.error(
        at: reader.location,
        "the course has no 'steps:'; list them, e.g. 'steps: [ { exercise: broken-no-state.yaml } ]'")
    case let value?:
      reader.typeError("steps", expected: "a list of steps, each 'say:', 'note:' or 'exercise:'", found: value)
    }
    if !steps.contains(where: { if case .exercise = $0 { true } else { false } }) && !diagnostics.hasErrors {
      diagnostics.error(at: reader.locationOf("steps"), "the course has no exercise; add '- exercise: PATH'")
    }
    let errors = ScenarioDecoder.ordered(diagnostics.diagnostics.filter { $0.severity == .error })
    guard errors.isEmpty else { throw ScenarioError(errors) }
    return Course(file: file, title: title, about: reader.string("about"), steps: steps)
  }

  /// A path written in the course, from where the course is: "../scenarios/x.yaml" in
  /// "courses/c.yaml" is "scenarios/x.yaml" (kept relative, as the user gave the course).
  public static func resolve(_ written: String, from folder: String) -> String {
    guard !written.hasPrefix("/") else { return written }
    var parts: [Substring] = []
    for part in (folder.isEmpty ? written : folder + "/" + written).split(
      separator: "/", omittingEmptySubsequences: false)
    {
      if part == "..", let last = parts.last, last != "..", !last.isEmpty {
        parts.removeLast()
      } else if part != "." && !(part.isEmpty && !parts.isEmpty) {
        parts.append(part)
      }
    }
    let path = parts.joined(separator: "/")
    return path.isEmpty ? "." : path
  }

  static func decodeStep(_ value: PropertyValue, folder: String, diagnostics: DiagnosticCollector) -> Course.Step? {
    let kinds = Course.stepKinds.joined(separator: ", ")
    guard case .map(let map) = value, map.entries.count == 1, let entry = map.entries.first else {
      diagnostics.error(
        at: value.location, "a step is one of \(kinds), e.g. '- say: Listen for the role' or '- exercise: FILE.yaml'")
      return nil
    }
    guard case .scalar(let text, let location) = entry.value, !text.isEmpty else {
      diagnostics.error(at: entry.value.location, "'\(entry.key)' takes text, e.g. '- \(entry.key): ...'")
      return nil
    }
    switch entry.key {
    case "say": return .say(text)
    case "note": return .note(text)
    case "exercise", "listen":
      let path = resolve(text, from: folder)
      guard FileManager.default.fileExists(atPath: path) else {
        diagnostics.error(
          at: location, "no scenario file '\(text)' (looked for \(path)); paths are relative to the course")
        return nil
      }
      return entry.key == "exercise"
        ? .exercise(path: path, location: location) : .listen(path: path, location: location)
    default:
      let hint = Suggestion.didYouMean(entry.key, among: Course.stepKinds)
      diagnostics.error(
        at: entry.keyLocation, "unknown step '\(entry.key)'" + (hint.isEmpty ? "; a step is one of \(kinds)" : hint))
      return nil
    }
  }
}
