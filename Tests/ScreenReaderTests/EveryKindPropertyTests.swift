import Foundation
import Scenario
import Testing

@testable import ScreenReader

/// Properties every registered kind keeps, over each of its own examples on both
/// platforms, so a new component is held to them by being registered: a swipe
/// stops on every element a screen reader can reach, once, in swipe order; a swipe
/// back visits the same stops in reverse; each stop says something.
@Suite("Every kind: swiping reaches everything, both ways")
struct EveryKindPropertyTests {
  @Test(arguments: ComponentRegistry.kindNames, Platform.allCases)
  func swipingVisitsEveryReachableElementOnceEachWay(kind: String, platform: Platform) throws {
    try KindExampleScreens.each(of: kind, on: platform) { place, screen, _ in
      var session = ScreenReaderSession(screen: screen, platform: platform)
      _ = session.screenOpened()
      let reachable = session.reachableNodes.map(\.id)
      guard !reachable.isEmpty else { return }

      var forward = [try stop(after: .first, in: &session, place: place)]
      for _ in reachable.indices.dropFirst() {
        forward.append(try stop(after: .next, in: &session, place: place))
      }
      #expect(forward == reachable, "\(place): swiping right stops on each reachable element in order")
      // One more swipe at the end stays on the last element.
      #expect(try stop(after: .next, in: &session, place: place) == reachable.last, "\(place): the end holds")

      var backward = [try stop(after: .last, in: &session, place: place)]
      for _ in reachable.indices.dropFirst() {
        backward.append(try stop(after: .previous, in: &session, place: place))
      }
      #expect(backward == Array(reachable.reversed()), "\(place): swiping left visits the same stops in reverse")
    }
  }

  /// Performs a swipe and returns the focused element's id, checking that the
  /// screen reader said something when focus moved.
  private func stop(after command: Command, in session: inout ScreenReaderSession, place: String) throws -> String? {
    let before = session.focusedNode?.id
    let events = try session.perform(command)
    let after = session.focusedNode?.id
    if after != before {
      #expect(
        events.utterances.contains { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty },
        "\(place): '\(command)' moved focus to \(after ?? "nothing") in silence")
    }
    return after
  }
}
