import Audit
import Foundation
import ScreenReader

/// One answer to "which element?": an element or a modal of the screen, named as a trainee would call it.
public struct ElementChoice: Sendable, Hashable {
  public var id: String
  public var name: String
  /// Where it is written, to match a finding's location.
  public var line: Int

  public init(id: String, name: String, line: Int) {
    self.id = id
    self.name = name
    self.line = line
  }

  /// The screen's elements in reading order, then each modal (by its title) and its elements.
  /// An element is called by the name its reader speaks (`AccessibilityNode.spokenName`,
  /// VoiceOver's first, then TalkBack's), else by its visible label, else "unnamed
  /// element". Names only, never the kind or the id: "Country (dropdown)" would tell a
  /// trainee which element lacks a role, and a choice's wording must not answer the
  /// question (issue 35). Names that repeat are told apart by place: "Country (1 of 2)".
  public static func choices(in screen: Screen) -> [ElementChoice] {
    let scene = AuditScene(screen: screen)
    func name(_ component: any Component) -> String {
      let spoken = Platform.allCases.lazy.compactMap { platform in
        scene.realize(component, on: platform).lazy.compactMap { $0.spokenName(on: platform) }.first
      }.first
      let named = (spoken ?? component.common.label)?.trimmingCharacters(in: .whitespacesAndNewlines)
      return named.flatMap { $0.isEmpty ? nil : $0 } ?? "unnamed element"
    }
    func choice(_ component: any Component) -> ElementChoice {
      ElementChoice(id: component.common.id, name: name(component), line: component.common.location?.line ?? 0)
    }
    var result = screen.components.map(choice)
    let modals = screen.modals.values.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
    for modal in modals {
      let title = modal.title.map { "the window '\($0)'" } ?? "an untitled window"
      result.append(ElementChoice(id: modal.id, name: title, line: modal.location?.line ?? 0))
      result += modal.components.map(choice)
    }
    return numberingRepeats(result)
  }

  /// "Country (1 of 2)", "Country (2 of 2)" where two choices would read the same.
  static func numberingRepeats(_ choices: [ElementChoice]) -> [ElementChoice] {
    var total: [String: Int] = [:]
    for choice in choices { total[choice.name.lowercased(), default: 0] += 1 }
    var seen: [String: Int] = [:]
    return choices.map { choice in
      let key = choice.name.lowercased()
      guard let count = total[key], count > 1 else { return choice }
      seen[key, default: 0] += 1
      var numbered = choice
      numbered.name = "\(choice.name) (\(seen[key] ?? 1) of \(count))"
      return numbered
    }
  }
}
