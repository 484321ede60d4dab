import ScreenReader

/// Every shipped locale's role words of both readers, matched as whole words: a
/// tab "Notable" or a check box "Buttonhole stitch" holds no role word; "Submit
/// button", "Absenden Taste" and "Accept checkbox" do.
enum RoleWords {
  /// One role word: its words, lowercased, and them written as one.
  struct Word {
    var tokens: [String]
    var joined: String
    /// Written without spaces (Japanese): found ending a word, the head of a compound.
    var unspaced: Bool
  }

  /// Per role (by ordinal): each distinct word of either reader in any locale.
  static let table: [[Word]] = Role.perCase { role in
    var seen: Set<[String]> = []
    var words: [Word] = []
    for locale in WordTables.locales {
      for reader in ReaderKind.allCases {
        let table = WordTables.words(for: reader, locale: locale)
        let word =
          reader == .voiceOver
          ? VoiceOverPhrasing.roleWord(role, words: table) : TalkBackPhrasing.roleWord(role, words: table)
        guard let word else { continue }
        let tokens = Self.tokens(word)
        if !tokens.isEmpty, seen.insert(tokens).inserted {
          words.append(Word(tokens: tokens, joined: tokens.joined(), unspaced: isUnspaced(word)))
        }
      }
    }
    return words
  }

  /// The text's words, lowercased: runs of letters and digits.
  static func tokens(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// A script written without spaces between words (Japanese, Chinese): its role words are found inside words.
  static func isUnspaced(_ word: String) -> Bool {
    word.unicodeScalars.contains { $0.value >= 0x3000 }
  }

  /// The single words a name holds, as a role word is looked for among them: each word,
  /// and of a hyphenated compound only its head (its last part) and the compound written
  /// as one. English and German compounds are right-headed (the right-hand head rule:
  /// http://www.thelingspace.com/episode-76): a "Button-down shirt" holds no "button",
  /// an "Absenden-Taste" is a Taste, a "Check-box" a checkbox.
  static func words(_ text: String) -> [String] {
    var words: [String] = []
    for chunk in text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
      let parts = chunk.split(separator: "-").map(String.init)
      guard let head = parts.last else { continue }
      words.append(head)
      if parts.count > 1 { words.append(parts.joined()) }
    }
    return words
  }

  /// The role word of `roles` that `name` holds as a whole word (or, for a word of
  /// several, as those words in a row, or written as one: "checkbox" for "Check box");
  /// nil when it holds none, or is nothing but the word. A hyphenated compound counts
  /// by its head: "Button-down shirts" holds none, "Absenden-Taste" holds "Taste".
  static func word(in name: String, roles: some Sequence<Role>) -> String? {
    let nameTokens = tokens(name)
    guard !nameTokens.isEmpty else { return nil }
    let nameJoined = nameTokens.count == 1 ? nameTokens[0] : nameTokens.joined()
    let nameWords = words(name)
    for role in roles {
      for word in table[role.ordinal] {
        if nameJoined == word.joined { continue }
        if nameWords.contains(word.joined) { return word.tokens.joined(separator: " ") }
        let count = word.tokens.count
        if count > 1, nameTokens.count >= count,
          (0...(nameTokens.count - count)).contains(where: { nameTokens[$0..<$0 + count].elementsEqual(word.tokens) })
        {
          return word.tokens.joined(separator: " ")
        }
        // Unspaced (Japanese) compounds are head-final too: 送信ボタン is a button,
        // ボタン電池 (a button cell) a battery.
        if word.unspaced, nameTokens.contains(where: { $0.hasSuffix(word.joined) && $0 != word.joined }) {
          return word.joined
        }
      }
    }
    return nil
  }
}
