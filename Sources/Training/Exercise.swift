import Audit
import Playback
import Scenario
import ScreenReader

/// One question of the quiz: a scenario's broken variant, the criterion it
/// fails, the element that causes it, and the fixed variant to hear after.
public struct Exercise: Sendable {
  public var file: String
  public var broken: LoadedScenario
  public var fixed: LoadedScenario?
  public var criterion: Criterion
  /// The ids of the elements and modals the variants differ in: the right answers to "which element?".
  public var culprits: Set<String>
  /// What the trainee may answer to "which element?", in reading order.
  public var choices: [ElementChoice]

  /// Loads an exercise; nil when the file has no broken variant (nothing to ask).
  public static func load(path: String) throws(ScenarioError) -> Exercise? {
    let first = try ScenarioLoader.load(path: path)
    let brokenName = first.variants.first { $0.fails != nil }?.name
    let broken =
      brokenName == nil || brokenName == first.variant?.name
      ? first
      : try ScenarioLoader.load(
        path: path, variant: brokenName)
    guard let fails = broken.fails, let criterion = Criterion(rawValue: fails) else { return nil }
    let fixedName = broken.variants.first { $0.fails == nil }?.name
    let fixed = try fixedName.map { name throws(ScenarioError) in try ScenarioLoader.load(path: path, variant: name) }
    let choices = ElementChoice.choices(in: broken.screen)
    var culprits = Set(broken.variants.flatMap(\.patchedIDs))
    if culprits.isEmpty {
      // A file without a patch (one variant, 'fails:' at the top): the elements the check points at.
      let lines = Set(
        Auditor.audit(broken.screen).filter { $0.criterion == criterion }.compactMap { $0.location?.line })
      culprits = Set(choices.filter { lines.contains($0.line) }.map(\.id))
    }
    return Exercise(
      file: path, broken: broken, fixed: fixed, criterion: criterion, culprits: culprits, choices: choices)
  }

  /// The elements (and modals) that cause the defect, as the trainee sees them named.
  public var culpritNames: [String] {
    choices.filter { culprits.contains($0.id) }.map(\.name)
  }

  /// The commands that show a variant as a trainee would navigate it: its script without the expectations.
  public static func walk(of scenario: LoadedScenario) -> [ScriptLine] {
    scenario.script.filter { line in
      let word = line.text.split(separator: " ").first.map(String.init) ?? ""
      return word != "expect" && word != "expect-focus"
    }
  }

  /// A line of a walk, and whether it is heard.
  public struct WalkLine: Sendable {
    public var line: ScriptLine
    /// False for a line under a `platform` line for readers not heard: it still runs,
    /// since what follows may start from where it left focus, but is neither shown nor said.
    public var heard: Bool

    public init(line: ScriptLine, heard: Bool) {
      self.line = line
      self.heard = heard
    }
  }

  /// The walk heard on some of the readers only (`quiz --platform android`): a
  /// `platform` line keeps the readers asked for, and the lines under a `platform`
  /// line that keeps none run unheard. Without any `platform` line the walk is
  /// played on the first reader asked for.
  public static func walk(of scenario: LoadedScenario, on platforms: [Platform]) -> [WalkLine] {
    var result: [WalkLine] = []
    var heard = true
    for line in walk(of: scenario) {
      let words = line.text.split(separator: " ").map { $0.lowercased() }
      guard words.count == 2, words[0] == "platform", let choice = PlatformChoice(rawValue: words[1]) else {
        result.append(WalkLine(line: line, heard: heard))
        continue
      }
      let kept = choice.platforms.filter(platforms.contains)
      heard = !kept.isEmpty
      guard heard else {
        result.append(WalkLine(line: line, heard: false))
        continue
      }
      let name = kept.count == 2 ? PlatformChoice.both : kept[0] == .ios ? .ios : .android
      result.append(WalkLine(line: ScriptLine(text: "platform \(name.rawValue)", location: line.location), heard: true))
    }
    return result
  }

  /// The readers a scenario's script is written for, when none of them is among those
  /// asked for: a script with only `platform android` lines is an exercise for TalkBack,
  /// heard there even in a quiz on VoiceOver. Nil when the walk plays on a reader asked for.
  public static func ownPlatforms(of scenario: LoadedScenario, asked platforms: [Platform]) -> [Platform]? {
    var written: [Platform] = []
    for line in walk(of: scenario) {
      let words = line.text.split(separator: " ").map { $0.lowercased() }
      guard words.count == 2, words[0] == "platform", let choice = PlatformChoice(rawValue: words[1]) else { continue }
      for platform in choice.platforms where !written.contains(platform) { written.append(platform) }
    }
    guard !written.isEmpty, !written.contains(where: platforms.contains) else { return nil }
    return written
  }

  /// What `check` finds in the broken variant.
  public var findings: [Finding] {
    Auditor.audit(broken.screen)
  }
}
