import ScreenReader

/// Every shipped locale's role words of both readers, matched as whole words: a
/// tab "Notable" or a check box "Buttonhole stitch" holds no role word; "Submit
/// button", "Absenden Taste" and "Accept checkbox" do.
enum RoleWords {
  /// Per role (by ordinal): each distinct word of either reader in any locale, as its words.
  static let table: [[[String]]] = Role.perCase { role in
    var seen: Set<[String]> = []
    var words: [[String]] = []
    for locale in WordTables.locales {
      for reader in ReaderKind.allCases {
        let table = WordTables.words(for: reader, locale: locale)
        let word =
          reader == .voiceOver
          ? VoiceOverPhrasing.roleWord(role, words: table) : TalkBackPhrasing.roleWord(role, words: table)
        guard let word else { continue }
        let tokens = Self.tokens(word)
        if !tokens.isEmpty, seen.insert(tokens).inserted { words.append(tokens) }
      }
    }
    return words
  }

  /// The text's words, lowercased: runs of letters and digits.
  static func tokens(_ text: String) -> [String] {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// A script written without spaces between words (Japanese, Chinese): its role words are found inside text.
  static func isUnspaced(_ word: String) -> Bool {
    word.unicodeScalars.contains { $0.value >= 0x3000 }
  }

  /// The role word of `roles` that `name` holds as a whole word (or, for a word of
  /// several, as those words in a row, or written as one: "checkbox" for "Check box");
  /// nil when it holds none, or is nothing but the word.
  static func word(in name: String, roles: some Sequence<Role>) -> String? {
    let nameTokens = tokens(name)
    guard !nameTokens.isEmpty else { return nil }
    for role in roles {
      for word in table[role.ordinal] {
        let joined = word.joined()
        if nameTokens == word || nameTokens.joined() == joined { continue }
        if nameTokens.contains(joined) { return word.joined(separator: " ") }
        if word.count > 1, nameTokens.count >= word.count,
          (0...(nameTokens.count - word.count)).contains(where: { Array(nameTokens[$0..<$0 + word.count]) == word })
        {
          return word.joined(separator: " ")
        }
        if isUnspaced(joined), nameTokens.contains(where: { $0.contains(joined) && $0 != joined }) { return joined }
      }
    }
    return nil
  }
}
