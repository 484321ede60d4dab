import EarshotTestSupport
import Foundation
import Testing

/// Training as a class meets it, through the built `earshot` with input piped in:
/// ears only keeps the answer back, a session without sound says so first,
/// variants are compared with `repeat`.
@Suite struct TrainingClassTests {
  /// The lines a command printed, the first time it was typed after `after` earlier commands.
  static func lines(of command: String, in transcript: String, after skipped: Int = 0) -> [String] {
    PlayProcess.commands(in: transcript).filter { $0.command == command }.dropFirst(skipped).first?.lines ?? []
  }

  @Test func earsOnlyHoldsBackWhyTreeCheckAndExpectUntilShow() throws {
    let result = try PlayProcess.run(
      ["--ears-only", "scenarios/broken-role-in-label.yaml", "--platform", "both", "--no-audio"],
      input: "next\nnext\nwhy\ntree\ncheck\nexpect \"x\"\ntouch Sbumit\nshow\nwhy\ncheck\nnext\ntree\n")
    let transcript = result.stdout
    let beforeShow = transcript.components(separatedBy: "> show")[0]
    // Neither the wording, nor an element's name, nor the criterion it fails.
    for secret in ["Submit button", "Send feedback", "[Name]", "role-word-in-name", "Button"] {
      #expect(!beforeShow.contains(secret), "'\(secret)' leaked before 'show':\n\(beforeShow)")
    }
    for command in ["why", "tree", "check", "expect"] {
      #expect(beforeShow.contains("(held back, ears only: '\(command)' would print"), "\(command)")
    }
    #expect(Self.lines(of: "touch Sbumit", in: transcript).joined().contains("names are held back"))
    // Once shown, what was said may be explained and checked, until the next gesture.
    #expect(Self.lines(of: "why", in: transcript, after: 1).contains { $0.contains("'Submit button'  name") })
    #expect(Self.lines(of: "check", in: transcript, after: 1).joined().contains("[Name]"))
    #expect(Self.lines(of: "tree", in: transcript, after: 1).joined().contains("held back, ears only: 'tree'"))
  }

  @Test func earsOnlyWithoutSoundSaysSoBeforeAnythingIsSaid() throws {
    let result = try PlayProcess.run(
      ["--ears-only", "scenarios/broken-no-state.yaml"], input: "next\n",
      environment: ["PULSE_SERVER": "unix:/nonexistent/earshot-no-sound"])
    let first = try #require(result.stdout.split(separator: "\n").first)
    #expect(first.contains("ears only, but nothing can be heard here (no sound device)"), "\(result.stdout)")
    #expect(first.contains("'text on' prints what is said instead, or 'record FILE.wav'"))
    #expect(Self.lines(of: "next", in: result.stdout) == ["  (not heard: no sound; 'show' prints it)"])
  }

  /// Swipe to the check box on the broken variant, switch, `repeat`: the fixed one says its
  /// state. Then a double tap on the broken one (silence: it hides its state), switch,
  /// `repeat`: the double tap is heard as the fixed check box answers it; and back again.
  @Test func repeatAfterSwitchingVariantSpeaksThatVariantsWording() throws {
    let folder = try Repository.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wav = folder.appendingPathComponent("repeat.wav")
    let result = try PlayProcess.run(
      ["scenarios/broken-no-state.yaml", "--platform", "both", "--no-audio"],
      input: """
        next
        variant fixed
        repeat
        variant broken
        activate
        variant fixed
        record \(wav.path)
        repeat
        stop
        variant broken
        repeat
        where
        variant fixed
        repeat

        """)
    let transcript = result.stdout
    #expect(Self.lines(of: "next", in: transcript).first == "  VoiceOver: I accept the terms, button")
    #expect(Self.lines(of: "variant fixed", in: transcript).first?.contains("'repeat' hears 'next' on it") == true)
    #expect(Self.lines(of: "repeat", in: transcript).first == "  VoiceOver: I accept the terms, not checked, button")
    #expect(Self.lines(of: "activate", in: transcript) == ["  (silence)"])
    #expect(
      Self.lines(of: "variant fixed", in: transcript, after: 1).first?.contains("'repeat' hears 'activate' on it")
        == true)
    #expect(Self.lines(of: "repeat", in: transcript, after: 1) == ["  VoiceOver: checked", "  TalkBack:  checked"])
    #expect(Self.lines(of: "repeat", in: transcript, after: 2) == ["  (silence)"], "\(transcript)")
    // 'where' on the broken check box, then the fixed one: said as the fixed one says it
    // (the broken one never toggled: its double tap did nothing but look).
    #expect(Self.lines(of: "where", in: transcript).first == "  VoiceOver: I accept the terms, button")
    #expect(
      Self.lines(of: "variant fixed", in: transcript, after: 2).first?.contains("'repeat' hears 'where' on it") == true)
    #expect(
      Self.lines(of: "repeat", in: transcript, after: 3).prefix(2) == [
        "  VoiceOver: I accept the terms, not checked, button",
        "  TalkBack:  not checked, I accept the terms, Check box",
      ], "\(transcript)")
    let samples = try WAVData.samples([UInt8](Data(contentsOf: wav))).samples
    #expect(samples.count > 22_050 / 4, "the repeat was spoken into the recording")
  }
}
