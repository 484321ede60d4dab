import Playback
import ScreenReader
import Testing

@Suite struct PlayerTests {
  static let yaml = """
    title: Settings
    elements:
      - heading: Settings
      - checkbox: Subscribe
      - button: Continue
    """

  func player(_ platform: PlatformChoice) throws -> Player {
    Player(screen: try PlaybackFixtures.screen(Self.yaml), platform: platform)
  }

  @Test(arguments: [PlatformChoice.ios, .android])
  func expectHoldsForWhatWasSaidWrittenWithOtherCaseAndPunctuation(_ platform: PlatformChoice) throws {
    var player = try player(platform)
    let next = try player.run(.engine(.next, typed: "next"))
    let heard = next.results[0].events.spokenText
    #expect(!heard.isEmpty)
    // A listener cannot hear case, commas or hyphens.
    let rewritten = heard.uppercased().replacingCharacters(",", with: " ").replacingCharacters("-", with: " ")
    let step = try player.run(.expect(rewritten))
    #expect(step.failures.isEmpty)
  }

  @Test func expectFailsWithWhatWasHeardOnEachPlatform() throws {
    var player = try player(.both)
    let next = try player.run(.engine(.next, typed: "next"))
    let step = try player.run(.expect("Subscribe"))
    #expect(step.failures.map(\.platform) == [.ios, .android])
    for (failure, result) in zip(step.failures, next.results) {
      #expect(failure.heard == result.events.spokenText)
      #expect(failure.expected == "Subscribe")
      #expect(!failure.detailLines.isEmpty)
    }
  }

  /// A hint follows after a pause as its own utterance: an expect states the first utterance
  /// alone or the whole, and a hint alone is neither.
  @Test(arguments: [PlatformChoice.ios, .android])
  func expectStatesTheFirstUtteranceAloneOrTheWhole(_ platform: PlatformChoice) throws {
    var player = Player(
      screen: try PlaybackFixtures.screen(
        """
        elements:
          - button: Continue
            hint: Saves your answers
        """), platform: platform)
    let utterances = try player.run(.engine(.first, typed: "first")).results[0].events.utterances
    try #require(utterances.count == 2, "the hint is an utterance of its own")
    #expect(try player.run(.expect(utterances[0].text)).failures.isEmpty)
    #expect(try player.run(.expect(utterances.map(\.text).joined(separator: ", "))).failures.isEmpty)
    #expect(!(try player.run(.expect(utterances[1].text))).failures.isEmpty)
  }

  @Test func expectComparesTheLastCommandNotAnEarlierOne() throws {
    var player = try player(.android)
    let first = try player.run(.engine(.next, typed: "next")).results[0].events.spokenText
    _ = try player.run(.engine(.next, typed: "next"))
    #expect(!(try player.run(.expect(first))).failures.isEmpty)
  }

  @Test func expectBeforeAnyCommandFailsRatherThanPassingEmpty() throws {
    var player = try player(.ios)
    let step = try player.run(.expect("Settings, heading"))
    #expect(step.failures.count == 1)
    #expect(step.failures[0].heardNothing)
  }

  @Test func aPlatformThatJoinsHasNotSpokenYet() throws {
    var player = try player(.ios)
    let next = try player.run(.engine(.next, typed: "next"))
    _ = try player.run(.platform(.both))
    let step = try player.run(.expect(next.results[0].events.spokenText))
    // VoiceOver said it; TalkBack has said nothing since it joined.
    #expect(step.failures.map(\.platform) == [.android])
    #expect(step.failures[0].heardNothing)
  }

  @Test func expectFocusNamesTheFocusedElement() throws {
    var player = try player(.android)
    _ = try player.run(.engine(.next, typed: "next"))
    #expect(try player.run(.expectFocus("subscribe")).failures.isEmpty)
    let wrong = try player.run(.expectFocus("Continue"))
    #expect(wrong.failures.count == 1)
    #expect(wrong.failures[0].heard == "Subscribe")
    #expect(wrong.failures[0].summary.contains("Continue"))
  }

  @Test func stepsRecordWhereFocusIsAfterEachCommand() throws {
    var player = try player(.both)
    let step = try player.run(.engine(.next, typed: "next"))
    #expect(step.results.map(\.focusedName) == ["Subscribe", "Subscribe"])
  }

  @Test func theTranscriptEchoesTheLineAsTyped() throws {
    var player = try player(.ios)
    let step = try player.run(.wait(milliseconds: 500), typed: "wait 0.5s")
    #expect(step.transcriptLines == ["> wait 0.5s"])
  }

  @Test func aCommandTheScreenCannotCarryOutIsAnErrorAndChangesNothing() throws {
    var player = try player(.both)
    _ = try player.run(.engine(.next, typed: "next"))
    #expect(throws: PlaybackError.self) { try player.run(.engine(.touch("Nowhere"), typed: "touch Nowhere")) }
    #expect(player.sessions.map { $0.focusedNode?.displayName } == ["Subscribe", "Subscribe"])
  }
}

extension String {
  fileprivate func replacingCharacters(_ character: Character, with replacement: String) -> String {
    split(separator: character, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
