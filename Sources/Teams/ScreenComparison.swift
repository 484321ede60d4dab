import Diagnostics
import Import
import Scenario
import ScreenReader

/// `earshot compare`: the app checked against the screen a designer approved. The approved
/// scenario and the app's dump (imported as `earshot import` would) are each walked on each
/// screen reader, stop by stop; each stop of the spec is matched with the app's by id, else
/// by what it says, else by kind and place in the reading order; every difference a user
/// would hear is a finding, located in both files.
public struct ScreenComparison: Sendable {
  /// One stop of a walk: what the reader says there and which element it is.
  public struct Stop: Sendable {
    public var elementID: String
    public var kind: String
    public var parts: [SpeechPart]
    /// Where the element is written: the spec's YAML, or the node in the dump.
    public var location: SourceLocation?
    /// Its id is the dump's own (a resource-id, testID, identifier), not one made from its text.
    public var idFromDump = false

    public var spoken: String { parts.map(\.text).filter { !$0.isEmpty }.joined(separator: ", ") }
    func text(_ kinds: Set<SpeechPart.Kind>) -> String {
      parts.filter { kinds.contains($0.kind) }.map(\.text).filter { !$0.isEmpty }.joined(separator: ", ")
    }
    var name: String { text([.name]) }
  }

  /// A spec's stop and the app's it was matched with, on one reader.
  public struct Pair: Sendable {
    public var platform: Platform
    public var spec: Stop?
    public var app: Stop?
    /// How they were matched: "id", "name" or "position"; nil when one side is missing.
    public var matchedBy: String?
  }

  public var specFile: String
  public var dumpFile: String
  public var platforms: [Platform]
  public var pairs: [Pair] = []
  public var findings: [ComparisonFinding] = []
  /// What the import could not tell, said once (its notes).
  public var importNotes: [String] = []

  /// Compares the approved scenario with the app's dump, on each reader in `platforms`.
  public static func compare(
    spec: LoadedScenario, dumpText: String, dumpFile: String, format: ImportFormat? = nil, platforms: [Platform],
    maximumBytes: Int = .max
  ) throws(ComparisonError) -> ScreenComparison {
    let imported: ScreenImporter.Result
    do {
      imported = try ScreenImporter.importScreen(
        text: dumpText, file: dumpFile, format: format, maximumBytes: maximumBytes)
    } catch {
      throw ComparisonError([error.diagnostic])
    }
    let app: LoadedScenario
    do {
      app = try ScenarioLoader.parse(text: imported.yaml, file: dumpFile)
    } catch {
      throw ComparisonError(error.diagnostics)
    }
    var dumpPlaces: [String: SourceLocation] = [:]
    for element in imported.elements {
      guard let place = element.location else { continue }
      dumpPlaces[element.id] = SourceLocation(file: dumpFile, line: place.line, column: max(1, place.column))
    }
    let dumpIDs = Set(imported.elements.filter(\.idFromDump).map(\.id))
    var comparison = ScreenComparison(specFile: spec.file, dumpFile: dumpFile, platforms: platforms)
    comparison.importNotes = imported.notes
    // The app is heard in the language the spec was approved in.
    let locale = spec.screen.locale ?? app.screen.locale ?? "en"
    for platform in platforms {
      let specStops: [Stop]
      let appStops: [Stop]
      do {
        specStops = try walk(spec.screen, platform: platform, locale: locale) { component in
          component.common.location
        }
        appStops = try walk(app.screen, platform: platform, locale: locale) { dumpPlaces[$0.common.id] }.map {
          var stop = $0
          stop.idFromDump = dumpIDs.contains(stop.elementID)
          return stop
        }
      } catch {
        throw ComparisonError([Diagnostic(at: nil, "the walk stopped: \(error)")])
      }
      comparison.match(specStops, appStops, on: platform)
    }
    return comparison
  }

  /// Whether the app says anything the spec did not approve (or leaves out something it did).
  public var differs: Bool { !findings.isEmpty }

  // MARK: - Walking

  /// Every stop a swipe reaches from the first, with what is said there (hints left out: they
  /// follow after a pause and the dump rarely has them).
  static func walk(
    _ screen: Screen, platform: Platform, locale: String, place: (any Component) -> SourceLocation?
  ) throws -> [Stop] {
    var session = ScreenReaderSession(screen: screen, platform: platform)
    session.hintsEnabled = false
    session.setLocale(locale)
    let components = screen.components
    var stops: [Stop] = []
    var seen: Set<String> = []
    for command in [Command.first] + Array(repeating: Command.next, count: 5_000) {
      let events = try session.perform(command)
      guard let node = session.focusedNode, !seen.contains(node.id) else { break }
      seen.insert(node.id)
      let owner = component(owning: node.id, in: components)
      stops.append(
        Stop(
          elementID: owner.map { $0.common.id } ?? node.id,
          kind: owner.map { type(of: $0).kind } ?? node.role.rawValue,
          parts: events.utterances.flatMap(\.parts), location: owner.flatMap(place)))
    }
    return stops
  }

  /// The component a node belongs to: the one of the same id, or whose id is the longest prefix of it
  /// (a radio group's options, a tab bar's tabs).
  static func component(owning nodeID: String, in components: [any Component]) -> (any Component)? {
    if let exact = components.first(where: { $0.common.id == nodeID }) { return exact }
    return components.filter { nodeID.hasPrefix($0.common.id) }.max { $0.common.id.count < $1.common.id.count }
  }

  // MARK: - Matching

  mutating func match(_ spec: [Stop], _ app: [Stop], on platform: Platform) {
    var appFor: [Int: Int] = [:]
    var how: [Int: String] = [:]
    var taken: Set<Int> = []
    func claim(_ specIndex: Int, _ appIndex: Int, _ rule: String) {
      appFor[specIndex] = appIndex
      how[specIndex] = rule
      taken.insert(appIndex)
    }
    // By id, when the app's element has the spec's id (a resource-id, testID or identifier kept).
    for (index, stop) in spec.enumerated() {
      if let found = app.indices.first(where: {
        !taken.contains($0) && app[$0].elementID == stop.elementID && app[$0].spoken == stop.spoken
      }) ?? app.indices.first(where: { !taken.contains($0) && app[$0].elementID == stop.elementID }) {
        claim(index, found, "id")
      }
    }
    // By what it is called.
    for (index, stop) in spec.enumerated() where appFor[index] == nil && !stop.name.isEmpty {
      if let found = app.indices.first(where: {
        !taken.contains($0) && app[$0].name.lowercased() == stop.name.lowercased()
      }) {
        claim(index, found, "name")
      }
    }
    // By kind and place: the nearest unclaimed stop of the same kind, at most two stops away. When the
    // spec uses the app's ids (some matched by id), a stop with an id of the dump's own that no spec
    // element has is another element (a banner where a link was), not the spec's renamed.
    let idsAreTheApps = how.values.contains("id")
    for (index, stop) in spec.enumerated() where appFor[index] == nil {
      let candidates = app.indices.filter {
        !taken.contains($0) && app[$0].kind == stop.kind && abs($0 - index) <= 2
          && !(idsAreTheApps && app[$0].idFromDump)
      }
      if let nearest = candidates.min(by: { abs($0 - index) < abs($1 - index) }) { claim(index, nearest, "position") }
    }
    let reader = platform.screenReaderName
    for (index, stop) in spec.enumerated() {
      guard let appIndex = appFor[index] else {
        pairs.append(Pair(platform: platform, spec: stop, app: nil, matchedBy: nil))
        findings.append(
          ComparisonFinding(
            kind: .missingElement, platform: platform, elementID: stop.elementID,
            message:
              "\(reader): the app has no \(stop.kind) '\(stop.name.isEmpty ? stop.elementID : stop.name)' where the spec has one",
            expected: stop.spoken, heard: nil, specLocation: stop.location, appLocation: nil))
        continue
      }
      let heard = app[appIndex]
      pairs.append(Pair(platform: platform, spec: stop, app: heard, matchedBy: how[index]))
      findings += Self.differences(stop, heard, on: platform)
    }
    for (index, stop) in app.enumerated() where !taken.contains(index) {
      pairs.append(Pair(platform: platform, spec: nil, app: stop, matchedBy: nil))
      findings.append(
        ComparisonFinding(
          kind: .extraStop, platform: platform, elementID: stop.elementID,
          message: "\(reader): the app has a stop the spec does not: '\(stop.spoken)'", expected: nil,
          heard: stop.spoken, specLocation: nil, appLocation: stop.location))
    }
    // Reading order: each two matched stops next to each other in the spec, read the other way round.
    let matched = spec.indices.compactMap { index in appFor[index].map { (index, $0) } }
    for (first, second) in zip(matched, matched.dropFirst()) where second.1 < first.1 {
      let before = spec[first.0]
      let after = spec[second.0]
      findings.append(
        ComparisonFinding(
          kind: .reorderedPair, platform: platform, elementID: after.elementID,
          message:
            "\(reader): '\(after.name.isEmpty ? after.elementID : after.name)' is read before '\(before.name.isEmpty ? before.elementID : before.name)' in the app; the spec reads it after",
          expected: "\(before.spoken) / \(after.spoken)", heard: "\(app[second.1].spoken) / \(app[first.1].spoken)",
          specLocation: after.location, appLocation: app[second.1].location))
    }
  }

  /// The kinds whose value VoiceOver says is their state.
  static let statefulKinds: Set<String> = ["switch", "checkbox", "toggle-button", "radio-group"]

  /// What a matched stop says differently: its name, its role word, its state, its value.
  static func differences(_ spec: Stop, _ app: Stop, on platform: Platform) -> [ComparisonFinding] {
    guard spec.spoken != app.spoken else { return [] }
    let reader = platform.screenReaderName
    var found: [ComparisonFinding] = []
    func add(_ kind: ComparisonFinding.Kind, _ message: String) {
      found.append(
        ComparisonFinding(
          kind: kind, platform: platform, elementID: spec.elementID, message: "\(reader): \(message)",
          expected: spec.spoken, heard: app.spoken, specLocation: spec.location, appLocation: app.location))
    }
    let (specName, appName) = (spec.text([.name]), app.text([.name]))
    if specName != appName {
      add(.renamedLabel, "renamed: the spec says '\(specName)', the app '\(appName)'")
    }
    let (specRole, appRole) = (spec.text([.role]), app.text([.role]))
    if specRole != appRole {
      add(
        appRole.isEmpty ? .lostRole : .changedRole,
        appRole.isEmpty
          ? "'\(specName)' lost its role: the spec says '\(specRole)', the app says no role"
          : "'\(specName)' changed role: the spec says '\(specRole)', the app '\(appRole)'")
    }
    let (specState, appState) = (spec.text([.state]), app.text([.state]))
    if specState != appState {
      add(
        appState.isEmpty ? .lostState : .changedState,
        appState.isEmpty
          ? "'\(specName)' lost its state: the spec says '\(specState)', the app says none"
          : "'\(specName)' changed state: the spec says '\(specState)', the app '\(appState)'")
    }
    let (specValue, appValue) = (spec.text([.value]), app.text([.value]))
    if specValue != appValue {
      // VoiceOver says a switch's or a checkbox's state as its value (UISwitch: "off"), so its loss is a lost state.
      if appValue.isEmpty {
        add(
          statefulKinds.contains(spec.kind) ? .lostState : .changedValue,
          "'\(specName)' lost its \(statefulKinds.contains(spec.kind) ? "state" : "value"): the spec says '\(specValue)', the app says none"
        )
      } else {
        add(.changedValue, "'\(specName)' has another value: the spec says '\(specValue)', the app '\(appValue)'")
      }
    }
    // Anything else (position, actions, a window word): one finding with both readings.
    if found.isEmpty {
      add(.changedSpeech, "'\(specName)' is read otherwise")
    }
    return found
  }
}

/// A spec or a dump that cannot be read at all (exit 2).
public struct ComparisonError: Error, Sendable {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
