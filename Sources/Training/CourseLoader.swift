import Foundation
import Scenario
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
    return map[Course.course.name] != nil
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
    reader.rejectUnknownKeys(Course.keys)
    let title = reader.string(Course.course) ?? ""
    if title.isEmpty { diagnostics.error(at: reader.location, "the course has no title; add 'course: TITLE'") }
    let folder = (file as NSString).deletingLastPathComponent
    var steps: [Course.Step] = []
    var stepSettings: [Course.Settings] = []
    switch reader.value(Course.steps) {
    case .list(let items, _)?:
      for item in items {
        if let (step, settings) = decodeStep(item, folder: folder, diagnostics: diagnostics) {
          steps.append(step)
          stepSettings.append(settings)
        }
      }
    case nil:
      diagnostics.error(
        at: reader.location,
        "the course has no 'steps:'; list them, e.g. 'steps: [ { exercise: broken-no-state.yaml } ]'")
    case let value?:
      reader.typeError(Course.steps, expected: "a list of steps, each 'say:', 'note:' or 'exercise:'", found: value)
    }
    let asks = steps.contains { step in
      switch step {
      case .exercise, .dictation: true
      case .say, .note, .listen: false
      }
    }
    if !asks && !diagnostics.hasErrors {
      diagnostics.error(
        at: reader.locationOf(Course.steps),
        "the course has no exercise; add '- exercise: PATH' (or '- dictation: PATH')")
    }
    // Read before the errors are counted, so the course's own platform, locale and rate are checked as a step's
    // are (issue 36: 'platform: windows' at the top was read after the check and passed).
    let courseSettings = settings(reader)
    let errors = diagnostics.diagnostics.filter { $0.severity == .error }
    guard errors.isEmpty else { throw ScenarioError(ordering: errors) }
    return Course(
      file: file, title: title, about: reader.string(Course.about), steps: steps, stepSettings: stepSettings,
      settings: courseSettings)
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

  /// 'platform:', 'locale:' and 'rate:', checked where they are written.
  static func settings(_ reader: PropertyReader) -> Course.Settings {
    var locale: String?
    if let written = reader.string(Course.locale) {
      locale = WordTables.locale(matching: written)
      if locale == nil {
        reader.diagnostics.error(
          at: reader.locationOf(Course.locale),
          "no word tables for locale '\(written)'; shipped: \(WordTables.locales.joined(separator: ", "))"
            + Suggestion.didYouMean(written, among: WordTables.locales))
      }
    }
    return Course.Settings(
      platform: reader.oneOf(Course.platform), locale: locale, rate: reader.integer(Course.rate),
      rateLocation: reader.has(Course.rate) ? reader.locationOf(Course.rate) : nil)
  }

  static func decodeStep(_ value: PropertyValue, folder: String, diagnostics: DiagnosticCollector) -> (
    Course.Step, Course.Settings
  )? {
    let kinds = Course.StepKind.words.joined(separator: ", ")
    guard case .map(let map) = value,
      let entry = map.entries.first(where: { Course.StepKind(rawValue: $0.key) != nil }),
      let kind = Course.StepKind(rawValue: entry.key)
    else {
      if case .map(let map) = value, let first = map.entries.first {
        let hint = Suggestion.didYouMean(first.key, among: Course.StepKind.words)
        diagnostics.error(
          at: first.keyLocation, "unknown step '\(first.key)'" + (hint.isEmpty ? "; a step is one of \(kinds)" : hint))
        return nil
      }
      diagnostics.error(
        at: value.location, "a step is one of \(kinds), e.g. '- say: Listen for the role' or '- exercise: FILE.yaml'")
      return nil
    }
    guard case .scalar(let text, let location) = entry.value, !text.isEmpty else {
      diagnostics.error(at: entry.value.location, "'\(entry.key)' takes text, e.g. '- \(entry.key): ...'")
      return nil
    }
    let reader = PropertyReader(map: map, diagnostics: diagnostics, context: "the '\(entry.key)' step")
    var allowed = [entry.key] + (kind.playsAScenario ? Course.settingKeys.map(\.name) : [])
    if kind == .dictation { allowed.append(Course.gestures.name) }
    reader.rejectUnknownKeys(allowed: allowed)
    for other in map.entries where other.key != entry.key && Course.StepKind(rawValue: other.key) != nil {
      diagnostics.error(at: other.keyLocation, "one step per item: '\(other.key)' starts a new '- \(other.key):' item")
    }
    let settings = kind.playsAScenario ? settings(reader) : Course.Settings()
    switch kind {
    case .say: return (.say(text), settings)
    case .note: return (.note(text), settings)
    case .exercise, .listen, .dictation:
      let path = resolve(text, from: folder)
      guard FileManager.default.fileExists(atPath: path) else {
        diagnostics.error(
          at: location, "no scenario file '\(text)' (looked for \(path)); paths are relative to the course")
        return nil
      }
      switch kind {
      case .exercise: return (.exercise(path: path, location: location), settings)
      case .listen: return (.listen(path: path, location: location), settings)
      default:
        var gestures: [ScriptLine] = []
        if case .list(let items, _)? = map[Course.gestures.name] {
          for item in items {
            guard case .scalar(let gesture, let place) = item else {
              diagnostics.error(at: item.location, "each gesture is a line of the script, e.g. 'next'")
              continue
            }
            gestures.append(ScriptLine(text: gesture, location: place))
          }
        } else if let written = map[Course.gestures.name] {
          diagnostics.error(at: written.location, "'gestures' is a list, e.g. 'gestures: [next, next, activate]'")
        }
        return (.dictation(path: path, gestures: gestures, location: location), settings)
      }
    }
  }
}
