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

  /// Per role: the strings a name must hold one of to match any of its spaced words (each
  /// word written as one, its first and its last token), and whether it has unspaced words,
  /// which are found inside a name's words instead.
  static let matchKeys: [(words: Set<String>, hasUnspaced: Bool)] = table.map { words in
    var keys: Set<String> = []
    for word in words where !word.unspaced {
      keys.insert(word.joined)
      if let first = word.tokens.first, let last = word.tokens.last {
        keys.insert(first)
        keys.insert(last)
      }
    }
    return (keys, words.contains(where: \.unspaced))
  }

  /// The text's words, lowercased: runs of letters and digits.
  static func tokens(_ text: String) -> [String] {
    if let ascii = asciiWords(text, keepingHyphens: false) { return ascii }
    return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// Most names are ASCII: their words are found byte by byte, without the grapheme and
  /// Unicode property look-ups that cost `check` a third of its time on a large screen.
  /// The same words as the general path (ASCII letters and digits, lowercased); nil for
  /// any other text.
  static func asciiWords(_ text: String, keepingHyphens: Bool) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    var hasLetterOrDigit = false
    func finish() {
      // A run of hyphens alone is no word (`chunks` keeps only runs holding a letter or digit).
      if hasLetterOrDigit { words.append(String(decoding: word, as: UTF8.self)) }
      word.removeAll(keepingCapacity: true)
      hasLetterOrDigit = false
    }
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        word.append(byte + 32)
        hasLetterOrDigit = true
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        word.append(byte)
        hasLetterOrDigit = true
      case UInt8(ascii: "-") where keepingHyphens:
        word.append(byte)
      default:
        finish()
      }
    }
    finish()
    return words
  }

  /// A script written without spaces between words (Japanese, Chinese): its role words are found inside words.
  static func isUnspaced(_ word: String) -> Bool {
    word.unicodeScalars.contains { $0.value >= 0x3000 }
  }

  /// The phrases of a name: its parts between punctuation ("Submit button, sends
  /// the form"; "Button: Submit"), each as the forms of its first and last word (see
  /// `forms`) and its tokens.
  static func phrases(_ name: String) -> [(first: [String], last: [String], tokens: [String])] {
    name.split(whereSeparator: { ",;:()[]|/–—".contains($0) }).compactMap { part in
      let chunks = chunks(String(part))
      guard let first = chunks.first, let last = chunks.last else { return nil }
      // A first word joined to what follows by a linking preposition heads a compound noun
      // that names another thing: no type is named first.
      let heads = chunks.count > 2 && compoundLinks.contains(chunks[1]) ? [] : forms(first)
      return (heads, forms(last), tokens(String(part)))
    }
  }

  /// The prepositions with which French, Spanish, Portuguese and Italian build a compound
  /// noun from two ("bouton d'or", a buttercup; "botón de oro"; "botão de ouro"; "bottone
  /// d'oro"): the Romance N + de + N compound (Bauer, "Compounds and Compounding", 2017,
  /// ch. 5; the Real Academia's Nueva gramática §11.10 "compuestos sintagmáticos"). A role
  /// word heading one names a thing that is not the control's type, so it is a name;
  /// the type named in apposition ("Botón enviar") has no such link.
  static let compoundLinks: Set<String> = ["de", "d", "del", "du", "des", "da", "do", "dos", "das", "di", "della"]

  /// A text's words as written, hyphenated compounds whole, lowercased.
  static func chunks(_ text: String) -> [String] {
    if let ascii = asciiWords(text, keepingHyphens: true) { return ascii }
    return text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init)
      .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
  }

  /// What a word can match a role word as: itself, or a hyphenated compound's head (its
  /// last part) and the compound written as one. English and German compounds are
  /// right-headed (the right-hand head rule: http://www.thelingspace.com/episode-76): a
  /// "Button-down shirt" holds no "button", an "Absenden-Taste" is a Taste, a
  /// "Check-box" a checkbox.
  static func forms(_ chunk: String) -> [String] {
    let parts = chunk.split(separator: "-").map(String.init)
    guard let head = parts.last else { return [] }
    return parts.count > 1 ? [head, parts.joined()] : [head]
  }

  /// Whether a role word first in a phrase names the type in `language`. In English a
  /// noun stands unchanged as a verb or before another noun as its modifier ("Switch to
  /// front camera", "Tab groups", "Link an account"), so only its head, the last word,
  /// names the type; German and the Romance languages put such a modifier in a compound
  /// or after a preposition and name the type first in apposition ("Schaltfläche
  /// Speichern", "Botón enviar", "Bild des Tages").
  static func firstNamesType(in language: String?) -> Bool {
    (language ?? "en").lowercased().prefix(2) != "en"
  }

  /// The role word of `roles` that `name` names its type with; nil when it names none,
  /// or is nothing but the word. A role word names the type where it heads a phrase of
  /// the name (the parts between punctuation): its last word ("Submit button",
  /// "Absenden Taste", "Button: Submit"), or its first where the language of the text
  /// puts it there (`firstNamesType`). Whole words only (or a word of several written
  /// as one: "checkbox" for "Check box"): "Notable", "Buttonhole" hold none; a
  /// hyphenated compound counts by its head.
  static func word(in name: String, roles: some Sequence<Role>, language: String? = nil) -> String? {
    let nameTokens = tokens(name)
    guard !nameTokens.isEmpty else { return nil }
    let nameJoined = nameTokens.count == 1 ? nameTokens[0] : nameTokens.joined()
    let initial = firstNamesType(in: language)
    let phrases = phrases(name)
    // Every word a match below could be made of: a role with none of them among its
    // keys (and no unspaced word) is passed over without trying each of its words.
    var nameKeys: Set<String> = []
    for phrase in phrases {
      nameKeys.formUnion(phrase.first)
      nameKeys.formUnion(phrase.last)
      nameKeys.formUnion(phrase.tokens)
    }
    for role in roles {
      let keys = matchKeys[role.ordinal]
      guard keys.hasUnspaced || !keys.words.isDisjoint(with: nameKeys) else { continue }
      for word in table[role.ordinal] {
        if nameJoined == word.joined { continue }
        let count = word.tokens.count
        for phrase in phrases {
          if phrase.last.contains(word.joined) || initial && phrase.first.contains(word.joined)
            || count > 1 && phrase.tokens.count >= count
              && (phrase.tokens.suffix(count).elementsEqual(word.tokens)
                || initial && phrase.tokens.prefix(count).elementsEqual(word.tokens))
          {
            return word.tokens.joined(separator: " ")
          }
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
