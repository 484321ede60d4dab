import Scenario
import Testing

@testable import ScreenReader

/// A designer saves the file while listening: reloading a scenario that did not
/// change must leave everything the user did on screen as it was. Held for every
/// registered kind, over each of its own examples on both platforms, after the
/// example's commands have changed what they change (a chosen segment, a
/// checked box, typed text, an open popup).
@Suite("Every kind: a reload of the unchanged file keeps what the user did")
struct EveryKindReloadTests {
  @Test(arguments: ComponentRegistry.kindNames, Platform.allCases)
  func reloadingTheSameFileKeepsTheUsersState(kind: String, platform: Platform) throws {
    try KindExampleScreens.each(of: kind, on: platform) { place, screen, example in
      var session = ScreenReaderSession(screen: screen, platform: platform)
      _ = session.screenOpened()
      for line in example.commands {
        guard case .success(let command)? = CommandParser.parse(line, platform: platform) else { continue }
        _ = try? session.perform(command)
      }

      let (reloaded, reset) = session.carried(to: screen)
      #expect(reset.isEmpty, "\(place): a reload of the same file reset \(reset)")
      #expect(
        reloaded.windows.map(\.nodes) == session.windows.map(\.nodes),
        "\(place): a reload of the same file changed what the elements say")
      #expect(reloaded.focusedNode?.id == session.focusedNode?.id, "\(place): a reload moved focus")
    }
  }
}

@Suite("A reload says what it could not keep")
struct ReloadResetTests {
  @Test func aSteppedValueOutsideTheEditedRangeIsResetAndSaidSo() throws {
    let before = try ScenarioLoader.parse(
      text: "title: T\nelements:\n  - stepper: { label: Quantity, value: 2, min: 1, max: 9 }\n", file: "a.yaml"
    ).screen
    let after = try ScenarioLoader.parse(
      text: "title: T\nelements:\n  - stepper: { label: Quantity, value: 2, min: 1, max: 3 }\n", file: "a.yaml"
    ).screen
    var session = ScreenReaderSession(screen: before, platform: .ios)
    _ = try session.perform(.touch("Increment"))
    _ = try session.perform(.activate)
    _ = try session.perform(.activate)
    let (reloaded, reset) = session.carried(to: after)
    #expect(reset == ["Quantity: 4 is outside its new range 1-3, so it is as the file says"])
    #expect(reloaded.windows[0].nodes.first?.value == "2")
  }

  static func form(checked: Bool, label: String = "Subscribe") throws -> Screen {
    try ScenarioLoader.parse(
      text: "title: T\nelements:\n  - checkbox: { id: news, label: \(label), checked: \(checked) }\n  - button: Send\n",
      file: "a.yaml"
    ).screen
  }

  @Test func aStateTheUserLeftAloneFollowsTheEditedFile() throws {
    var session = ScreenReaderSession(screen: try Self.form(checked: false), platform: .android)
    _ = try session.perform(.first)
    let (reloaded, reset) = session.carried(to: try Self.form(checked: true))
    #expect(reset.isEmpty)
    #expect(reloaded.windows[0].nodes.first?.checked == true, "the file's new 'checked: true' is heard")
  }

  @Test func aStateTheUserChangedIsKeptOverTheFile() throws {
    var session = ScreenReaderSession(screen: try Self.form(checked: false), platform: .android)
    _ = try session.perform(.first)
    _ = try session.perform(.activate)
    let (reloaded, _) = session.carried(to: try Self.form(checked: false, label: "Subscribe weekly"))
    #expect(reloaded.windows[0].nodes.first?.checked == true, "what the user checked stays checked")
    #expect(reloaded.windows[0].nodes.first?.name == "Subscribe weekly")
  }
}
