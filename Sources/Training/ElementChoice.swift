import Audit
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
  /// VoiceOver's first, then TalkBack's), else by its visible label, else by its kind and
  /// id: a broken element that says no name is still one a trainee can pick.
  public static func choices(in screen: Screen) -> [ElementChoice] {
    let scene = AuditScene(screen: screen)
    func name(_ component: any Component) -> String {
      let spoken = Platform.allCases.lazy.compactMap { platform in
        scene.realize(component, on: platform).lazy.compactMap { $0.spokenName(on: platform) }.first
      }.first
      let kind = type(of: component).kind
      return (spoken ?? component.common.label).map { "\($0) (\(kind))" } ?? "\(kind) '\(component.common.id)'"
    }
    func choice(_ component: any Component) -> ElementChoice {
      ElementChoice(id: component.common.id, name: name(component), line: component.common.location?.line ?? 0)
    }
    var result = screen.components.map(choice)
    let modals = screen.modals.values.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
    for modal in modals {
      let title = modal.title.map { "'\($0)'" } ?? "'\(modal.id)'"
      result.append(
        ElementChoice(id: modal.id, name: "the \(modal.kind.rawValue) \(title)", line: modal.location?.line ?? 0))
      result += modal.components.map(choice)
    }
    return result
  }
}
