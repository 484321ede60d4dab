import Files
import Testing

/// What a message quotes of a file that is not what was expected (a `--golden` that is
/// no transcript, a script that is no script): a few scalars of its first line, and
/// nothing that steers a terminal. The golden fuzzer's finding: DEL, C1 controls and
/// bidirectional overrides were quoted, and a CRLF file's second line with them.
@Suite struct QuotedStartTests {
  @Test(arguments: [
    ("##\u{FFFD} dPh\u{7F}t", "##\u{FFFD} dPht"),  // the fuzzer's input: DEL
    ("ab\u{9B}31mcd", "ab31mcd"),  // C1 CSI, an escape sequence on 8-bit terminals
    ("ab\u{202E}cd", "abcd"),  // right-to-left override
    ("root:x\r\nsecret", "root:x..."),  // the first line ends at CR LF too
    ("short", "short"),
  ])
  func quotesOnlyTheFirstLineWithoutControls(text: String, quoted: String) {
    #expect(InputFile.quotedStart(of: text) == quoted)
  }

  @Test func aCharacterHeapedWithMarksCountsEachMark() {
    let quoted = InputFile.quotedStart(of: "a" + String(repeating: "\u{301}", count: 1_000))
    #expect(quoted.unicodeScalars.count == InputFile.quotedCharacters + 3)
    #expect(quoted.hasSuffix("..."))
  }
}
