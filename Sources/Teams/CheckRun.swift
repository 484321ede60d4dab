import Audit
import Diagnostics
import EarshotCLI
import Files
import Foundation
import Import
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
    /// Findings of rules the scenario's `check: { ignore: }` does not apply, shown with `because`.
    public var suppressed: [Finding] = []
    /// The scenario's reason for them.
    public var because: String? = nil
    /// Findings the baseline already knows: not reported, kept for `--update-baseline`.
    public var known: [Finding] = []
  }

  /// The findings a CI gate already knows; nil: every finding is reported.
  public var baseline: CheckBaseline?

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

  /// How many findings the baseline hid.
  public var knownCount: Int { checked.reduce(0) { $0 + $1.known.count } }

  /// Every finding this run made, reported or known, as a baseline (`--update-baseline`).
  public var currentBaseline: CheckBaseline {
    CheckBaseline(
      keys: checked.flatMap { checked in
        (checked.findings + checked.known).map {
          CheckBaseline.Key(file: checked.file, variant: checked.variant, finding: $0)
        }
      })
  }

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

  /// Whether `file` is a screen dump rather than a scenario (`earshot check DUMP`).
  public static func isDump(_ file: String) -> Bool {
    !["yaml", "yml"].contains(URL(fileURLWithPath: file).pathExtension.lowercased())
  }

  /// Dumps of whole screens are well under this (`earshot import`'s limit too).
  static let largestDump = 64 << 20

  /// A dump imported in memory through `earshot import`'s own entry point (every format it
  /// knows), loaded as a scenario; where in the dump each element's node is, by id.
  static func importDump(_ file: String) throws -> (LoadedScenario, [String: ImportLocation]) {
    var (loaded, imported) = try importDumpResult(file)
    // The drawn size a dump's bounds give, for the touch-target check (a scenario says it with size:).
    for index in loaded.screen.components.indices {
      let id = loaded.screen.components[index].common.id
      if let size = imported.sourceSizes[id] { loaded.screen.components[index].common.size = size }
    }
    return (loaded, imported.sourceLocations)
  }

  static func importDumpResult(_ file: String) throws -> (LoadedScenario, ScreenImporter.Result) {
    let data: Data
    do {
      data = try InputFile.read(file, limit: largestDump, what: "dump")
    } catch {
      throw CommandFailure.badInput("\(file): \(error.message); \(error.hint)")
    }
    // Windows PowerShell writes redirected output as UTF-16 with a byte order mark.
    let utf16 = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
    guard let text = utf16 ? String(data: data, encoding: .utf16) : String(data: data, encoding: .utf8) else {
      throw CommandFailure.badInput(
        "\(file): not UTF-8 text; give a scenario (.yaml) or a screen dump earshot import reads")
    }
    let imported: ScreenImporter.Result
    do {
      imported = try ScreenImporter.importScreen(text: text, file: file, maximumBytes: InputLimits.maximumFileBytes)
    } catch {
      throw CommandFailure([error.diagnostic])
    }
    do {
      return (try ScenarioLoader.parse(data: Data(imported.yaml.utf8), file: file), imported)
    } catch {
      throw CommandFailure(error.diagnostics)
    }
  }

  /// Checks a screen dump, imported in memory.
  mutating func checkDump(_ file: String) {
    let imported: (LoadedScenario, [String: ImportLocation])
    do {
      imported = try Self.importDump(file)
    } catch let failure as CommandFailure {
      for diagnostic in failure.diagnostics { errors.append((file, diagnostic)) }
      return
    } catch {
      errors.append((file, Diagnostic(at: nil, "\(file): \(error)")))
      return
    }
    let places = imported.1
    var findings: [Finding] = []
    // A finding lands on the node of the dump its element came from.
    for finding in Auditor.audit(imported.0.screen, locale: locale) {
      var placed = finding
      if let element = finding.element, let place = places[element] {
        placed.location = SourceLocation(file: file, line: place.line, column: max(place.column, 1))
      } else {
        placed.location = nil
      }
      findings.append(placed)
    }
    record(Checked(file: file, variant: nil, fails: nil, findings: findings), suppression: nil)
  }

  public mutating func check(file: String, variant: String?) {
    if Self.isDump(file) {
      checkDump(file)
      return
    }
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
    if let suppression = variants.first?.suppression { checkNames(in: suppression, file: file) }
    for loaded in variants {
      let findings = Auditor.audit(loaded.screen, locale: locale)
      record(
        Checked(file: file, variant: loaded.variant?.name, fails: loaded.fails, findings: findings),
        suppression: loaded.suppression)
    }
  }

  /// A rule `check: { ignore: }` names must be one: a misspelt name would suppress nothing, silently.
  mutating func checkNames(in suppression: CheckSuppression, file: String) {
    let known = Auditor.rules.map { $0.identifier }
    for rule in suppression.ignore {
      if known.contains(rule) { continue }
      let hint = Suggestion.didYouMean(rule, among: known)
      let message = "check: ignore names no rule '" + rule + "'" + hint + "; earshot check --rules lists them"
      let diagnostic = Diagnostic(at: suppression.location, message)
      errors.append((file: file, diagnostic: diagnostic))
    }
  }

  /// Keeps a checked variant: its findings on the platforms asked for, those of ignored
  /// rules set apart with the reason, those the baseline knows set apart too.
  mutating func record(_ checked: Checked, suppression: CheckSuppression?) {
    var checked = checked
    // A finding stays whole (its platforms are a fact about the defect); one on none of
    // the platforms asked for is left out.
    let findings = checked.findings.filter { $0.platforms.contains(where: platforms.contains) }
    checked.findings = []
    for finding in findings {
      if let suppression, suppression.ignore.contains(finding.rule) {
        checked.suppressed.append(finding)
        checked.because = suppression.because
      } else if baseline?.consume(CheckBaseline.Key(file: checked.file, variant: checked.variant, finding: finding))
        == true
      {
        checked.known.append(finding)
      } else {
        checked.findings.append(finding)
      }
    }
    self.checked.append(checked)
  }
}
