import EarshotTestSupport
import Foundation
import Scenario
import Testing

@testable import ScreenReader

/// Trials (`mark` / `undo`): the export tries every element in place and takes it back.
/// Undo must put the session back exactly, and a trial must change the screen in place:
/// a copy of the node list per element is what made the export quadratic (issue 12).
@Suite struct SessionTrialTests {
  /// Everything a user could notice about a session: each window, its nodes and focus,
  /// what the focused element says, and how every component is realised now.
  static func fingerprint(_ session: ScreenReaderSession) -> String {
    var lines: [String] = []
    for (index, window) in session.windows.enumerated() {
      lines.append(
        "window \(index) \(window.kind) \(window.title ?? "-") focus \(window.focus.map(String.init) ?? "-")")
      lines += window.nodes.map { "\($0)" }
      for (position, component) in window.components.enumerated() {
        let context = RealizationContext(platform: session.platform, componentIndex: position)
        lines.append("component \(position): \(component.realize(context))")
      }
    }
    lines.append("outside \(String(describing: session.outside)) in \(session.currentCollection?.id ?? "-")")
    lines.append("says " + session.describeFocus().map(\.text).joined(separator: " / "))
    lines.append("hints \(session.hintsEnabled)")
    return lines.joined(separator: "\n")
  }

  static let commands: [Command] =
    [
      .next, .next, .previous, .first, .last, .activate, .activate, .activate, .escape, .increment, .decrement,
      .longPress, .readAll, .type("Ada"),
    ] + KeyboardKey.allCases.map(Command.key)

  /// Random commands tried and undone, nested, over every shipped scenario: after each
  /// undo the session is as it was, and no trial is left open.
  @Test(arguments: RandomWalkTests.scenarios, Platform.allCases)
  func undoPutsTheSessionBackExactly(scenario: String, platform: Platform) throws {
    let loaded = try Fixtures.shippedScenario(scenario)
    var session = ScreenReaderSession(screen: loaded.screen, platform: platform)
    var random = SplitMix64(seed: UInt64(truncatingIfNeeded: scenario.hashValueStable &+ 7))
    for _ in 0..<150 {
      // Wander somewhere first (kept), then try a few commands (undone).
      for _ in 0..<Int(random.next() % 3) { _ = try? session.perform(Self.pick(&random, session)) }
      let before = Self.fingerprint(session)
      let outer = session.mark()
      for _ in 0..<(1 + Int(random.next() % 5)) {
        _ = try? session.perform(Self.pick(&random, session))
        if random.next() % 3 == 0 {
          let inner = session.mark()
          let middle = Self.fingerprint(session)
          _ = try? session.perform(Self.pick(&random, session))
          _ = try? session.perform(Self.pick(&random, session))
          session.undo(to: inner)
          #expect(Self.fingerprint(session) == middle, "nested undo in \(scenario)")
        }
      }
      session.undo(to: outer)
      #expect(Self.fingerprint(session) == before, "undo in \(scenario) on \(platform)")
      #expect(session.trialLog == nil && session.trialDepth == 0)
    }
  }

  static func pick(_ random: inout SplitMix64, _ session: ScreenReaderSession) -> Command {
    if random.next() % 6 == 0, let node = session.reachableNodes.randomElement(using: &random) {
      return .touch(node.displayName)
    }
    return commands[Int(random.next() % UInt64(commands.count))]
  }

  /// A screen of every kind that opens, selects, expands or adjusts, repeated.
  static func mixedScreen(copies: Int) throws -> Screen {
    let template = try Fixtures.screen(
      """
      title: Mixed
      elements:
        - checkbox: Subscribe
        - switch: { label: Digest, on: false }
        - dropdown: { label: Language, options: [English, French], selected: English }
        - picker: { label: Day, options: [Monday, Tuesday], selected: Monday }
        - button: { label: Delete, opens: confirm }
        - tabs: { label: Sections, options: [Home, Search], selected: Home }
        - disclosure: { label: Advanced, content: [Backups are on.] }
        - date-picker: { label: Start, value: 2026-12-01 }
        - radio-group: { label: Format, options: [HTML, Text], selected: HTML }
        - toggle-button: { label: Bold, on: true }
        - chip: { label: Vegetarian, filter: true }
        - slider: { label: Volume, value: 40 }
        - text-field: { label: Email }
        - button: { label: Save, shows: saved }
        - toast: { label: Saved, id: saved }
      modals:
        confirm:
          kind: alert
          title: Delete?
          elements:
            - button: { label: Cancel, closes: true }
      """)
    var screen = template
    screen.components = (0..<copies).flatMap { copy in
      template.components.map { component in
        var component = component
        component.common.id += "-\(copy)"
        // Each copy's Save button shows its own copy's toast.
        if var button = component as? Button, let shows = button.shows {
          button.shows = (shows.id + "-\(copy)", shows.location)
          component = button
        }
        return component
      }
    }
    return screen
  }

  static func storage<T>(_ array: [T]) -> UnsafeRawPointer? {
    array.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }

  /// The export's walk, at the session level: every element focused, double tapped into
  /// whatever it opens, double tapped again, and undone. Once the lists have their room
  /// (a first pass), a second pass never moves the screen's node or component list: no
  /// element costs a copy of the screen. Checked by the lists' storage, not by time.
  @Test(arguments: Platform.allCases)
  func triesChangeTheScreenInPlaceWithoutCopyingIt(platform: Platform) throws {
    var session = ScreenReaderSession(screen: try Self.mixedScreen(copies: 40), platform: platform)
    let count = session.topNodeCount
    func pass() {
      for index in 0..<count {
        guard let node = session.topNode(at: index), node.isFocusable else { continue }
        let mark = session.mark()
        session.restoreFocus(to: node.id, hint: index)
        _ = try? session.perform(.activate)
        _ = try? session.perform(.activate)
        _ = try? session.perform(.increment)
        session.undo(to: mark)
      }
    }
    pass()
    let nodes = Self.storage(session.windows[0].nodes)
    let components = Self.storage(session.windows[0].components)
    let before = Self.fingerprint(session)
    pass()
    #expect(Self.storage(session.windows[0].nodes) == nodes, "the node list was copied")
    #expect(Self.storage(session.windows[0].components) == components, "the component list was copied")
    #expect(Self.fingerprint(session) == before)
    #expect(session.trialLog == nil)
  }

  /// A tap on a radio option realises only the two options it changes (issue 36: every tap
  /// made all N again, so the export's walk over N options cost N²). Whatever is tapped, in
  /// a trial or not, the window reads exactly as realising every component afresh would,
  /// and undo puts it back.
  @Test(arguments: Platform.allCases, ["", ", android: { widget: compose }", ", lang: de"])
  func aTapOnAnOptionReadsAsTheWholeGroupRealisedAgain(platform: Platform, extra: String) throws {
    let screen = try Fixtures.screen(
      """
      title: Options
      elements:
        - button: Before
        - radio-group: { label: Size, options: [Small, Medium, Large, Huge], disabled-options: [Huge]\(extra) }
        - radio-group: { options: [Red, Green], selected: Green }
        - button: After
      """)
    var session = ScreenReaderSession(screen: screen, platform: platform)
    func afresh() -> [AccessibilityNode] {
      var window = session.windows[0]
      window.realizeAll(platform: platform, words: session.reader.words)
      return window.nodes
    }
    var random = SplitMix64(seed: 36)
    for round in 0..<60 {
      let options = session.windows[0].nodes.indices.filter { session.windows[0].nodes[$0].id.contains(".option") }
      let target = session.windows[0].nodes[options[Int(random.next() % UInt64(options.count))]]
      let mark = round % 2 == 0 ? session.mark() : nil
      session.restoreFocus(to: target.id)
      let said = try session.perform(.activate)
      #expect(session.windows[0].nodes == afresh(), "after tapping \(target.id) in round \(round)")
      #expect(session.focusedNode?.id == target.id)
      if target.isEnabled, !target.isSelected, target.checked != true {
        #expect(!said.utterances.isEmpty, "a tap on \(target.id) says its new state")
      }
      if let mark {
        session.undo(to: mark)
        #expect(session.windows[0].nodes == afresh(), "after undoing \(target.id)")
      }
    }
  }
}
