import Audit
import Diagnostics
import EarshotCLI
import Foundation
import Scenario
import ScreenReader
import Training

/// What one `earshot check` found: each variant checked, with its findings, and
/// each file that did not load. The formats (`CheckFormat`) render it.
public struct CheckRun {
  public struct Checked: Sendable {
    public var file: String
    /// The variant's name; nil for a file without variants.
    public var variant: String?
    /// The criterion the variant says it fails (`fails:`), if any.
    public var fails: String?
    public var findings: [Finding]
  }

  /// The shipped locale the readers were quoted in; nil: each screen's own.
  public var locale: String?
  public var platforms: [Platform]
  public var checked: [Checked] = []
  /// Files that did not load (or paths that hold none), each with the path given.
  public var errors: [(file: String, diagnostic: Diagnostic)] = []

  public init(locale: String?, platforms: [Platform]) {
    self.locale = locale
    self.platforms = platforms
  }

  public var found: Bool { checked.contains { !$0.findings.isEmpty } }

  /// The exit status `earshot check` promises: 2 when a file did not load, else 1 when
  /// something was found, else 0.
  public var status: ExitStatus? {
    if !errors.isEmpty { return .badInput }
    return found ? .expectationFailed : nil
  }

  /// The scenario files a path means: the file itself, or every `.yaml` under a folder
  /// (sorted; course files and hidden folders left out); an error for a folder with none.
  public static func files(in path: String) -> (files: [String], error: Diagnostic?) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
      return ([path], nil)
    }
    let root = URL(fileURLWithPath: path)
    // Hidden folders (.build, .git) hold no scenarios of the user's.
    let walker = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    var files: [String] = []
    while let url = walker?.nextObject() as? URL {
      guard ["yaml", "yml"].contains(url.pathExtension) else { continue }
      let relative = String(url.path.dropFirst(root.path.count)).drop { $0 == "/" }
      let file = (path.hasSuffix("/") ? path : path + "/") + relative
      if !CourseLoader.isCourse(path: file) { files.append(file) }
    }
    guard !files.isEmpty else {
      return ([], Diagnostic(at: nil, "\(path): no scenario files (.yaml) in this folder"))
    }
    return (files.sorted(), nil)
  }

  /// Checks every variant of each file (or only `variant`), quoting speech in `locale`
  /// and keeping the findings on `platforms`.
  public mutating func check(_ paths: [String], variant: String?) {
    for path in paths {
      let (files, error) = Self.files(in: path)
      if let error { errors.append((path, error)) }
      for file in files { check(file: file, variant: variant) }
    }
  }

  public mutating func check(file: String, variant: String?) {
    let variants: [LoadedScenario]
    do {
      if let variant {
        // A file without variants is checked as it is; one with variants must have this one.
        let first = try ScenarioLoader.load(path: file)
        variants = first.variants.isEmpty ? [first] : [try ScenarioLoader.load(path: file, variant: variant)]
      } else {
        variants = try ScenarioLoader.loadEachVariant(path: file)
      }
    } catch {
      // One bad file does not hide what the others fail.
      errors += error.diagnostics.map { (file, $0) }
      return
    }
    for loaded in variants {
      // A finding stays whole (its platforms are a fact about the defect); one on none of
      // the platforms asked for is left out.
      let findings = Auditor.audit(loaded.screen, locale: locale).filter {
        $0.platforms.contains(where: platforms.contains)
      }
      checked.append(Checked(file: file, variant: loaded.variant?.name, fails: loaded.fails, findings: findings))
    }
  }
}
