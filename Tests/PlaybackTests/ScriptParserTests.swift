import Playback
import ScreenReader
import Testing

@Suite struct ScriptParserTests {
  func parse(_ line: String, on platform: Platform = .ios) -> Result<ScriptCommand, ScriptParser.Failure> {
    ScriptParser.parse(line, platform: platform)
  }

  @Test func commentsAndBlankLinesSayNothingToDo() {
    #expect(ScriptParser.isBlankOrComment("# open the menu"))
    #expect(ScriptParser.isBlankOrComment("    # indented comment"))
    #expect(ScriptParser.isBlankOrComment("   "))
    #expect(!ScriptParser.isBlankOrComment("next # trailing words are not a comment line"))
  }

  @Test func expectTakesQuotedTextAndAllowsACommentAfterIt() {
    #expect(parse(#"expect "Subscribe, checked""#) == .success(.expect("Subscribe, checked")))
    #expect(parse(#"expect "Subscribe, checked"   # after the tap"#) == .success(.expect("Subscribe, checked")))
    // Quotes inside the text are kept: only a quote at the end (or before a comment) closes it.
    #expect(parse(#"expect "Say "hello" now""#) == .success(.expect(#"Say "hello" now"#)))
    // Curly quotes, as pasted from a document.
    #expect(parse("expect \u{201C}Continue, button\u{201D}") == .success(.expect("Continue, button")))
    // Silence can be expected.
    #expect(parse(#"expect """#) == .success(.expect("")))
  }

  @Test func aMissingClosingQuoteIsReportedAtTheArgument() throws {
    guard case .failure(let failure) = parse(#"expect "Subscribe"#) else {
      Issue.record("an unclosed quote parsed")
      return
    }
    #expect(failure.message.contains("closing quote"))
    #expect(failure.offset == "expect ".count)
    guard case .failure(let trailing) = parse(#"expect "a" b"#) else {
      Issue.record("text after the closing quote parsed")
      return
    }
    #expect(trailing.message.contains("comment"))
  }

  @Test func aMistypedReaderBeforeTheQuotesIsBadInputNotText() throws {
    guard case .failure(let failure) = parse(#"expect iso "Subscribe, checked""#) else {
      Issue.record("'iso' was taken as part of the expected speech")
      return
    }
    #expect(failure.message.contains("'iso' is not a screen reader (did you mean 'ios'?)"))
    #expect(failure.offset == "expect ".count)
    #expect(throws: ScriptParser.Failure.self) { try parse(#"expect-focus andriod "Country""#).get() }
    // A reader's own name, and text that merely starts with a word, still parse.
    #expect(parse(#"expect voiceover "Subscribe""#) == .success(.expect("Subscribe", on: .ios)))
    #expect(parse("expect-focus Daily digest") == .success(.expectFocus("Daily digest")))
  }

  @Test func expectFocusAndSayTakeBareOrQuotedText() {
    #expect(parse("expect-focus Continue") == .success(.expectFocus("Continue")))
    #expect(parse(#"expect-focus "Daily digest""#) == .success(.expectFocus("Daily digest")))
    #expect(parse(#"say "Now open the menu""#) == .success(.say("Now open the menu")))
    #expect(parse("say Now open the menu") == .success(.say("Now open the menu")))
    #expect(throws: ScriptParser.Failure.self) { try parse("say").get() }
    #expect(throws: ScriptParser.Failure.self) { try parse(#"say """#).get() }
    #expect(throws: ScriptParser.Failure.self) { try parse("expect-focus").get() }
  }

  @Test func platformTakesAPlatformOrAScreenReader() {
    #expect(parse("platform android") == .success(.platform(.android)))
    #expect(parse("platform BOTH") == .success(.platform(.both)))
    #expect(parse("platform voiceover") == .success(.platform(.ios)))
    #expect(throws: ScriptParser.Failure.self) { try parse("platform windows").get() }
  }

  @Test func waitReadsDurationsInMillisecondsAndSeconds() {
    #expect(parse("wait 500ms") == .success(.wait(milliseconds: 500)))
    #expect(parse("wait 500 ms") == .success(.wait(milliseconds: 500)))
    #expect(parse("wait 1.5s") == .success(.wait(milliseconds: 1500)))
    #expect(parse("wait 250") == .success(.wait(milliseconds: 250)))
  }

  @Test(arguments: ["wait", "wait soon", "wait -5ms", "wait 1e400s", "wait nan", "wait infs", "wait 5000s", "wait 2h"])
  func waitRefusesWhatIsNotAReasonableDuration(_ line: String) {
    #expect(throws: ScriptParser.Failure.self) { try parse(line).get() }
  }

  @Test func engineCommandsKeepTheLineAsTyped() {
    #expect(parse("  next  ") == .success(.engine(.next, typed: "next")))
    #expect(parse("touch Daily digest") == .success(.engine(.touch("Daily digest"), typed: "touch Daily digest")))
  }

  @Test func anUnknownCommandSuggestsTheNearestWord() throws {
    guard case .failure(let failure) = parse("expcet \"x\"") else {
      Issue.record("a misspelt command parsed")
      return
    }
    #expect(failure.message.contains("'expect'"))
  }
}
