/// The language of a screen's text, guessed from its words, among the locales
/// Earshot's readers speak (en, de, es, fr, ja, pt-BR, ru). A dump does not say
/// which language the phone is set to, but an app's text is almost always in it,
/// and the reader speaks its own words ("Button", "checked") in that language.
enum LocaleGuess {
  struct Guess: Equatable {
    /// The locale to write, or nil for English (Earshot's default) or no clear answer.
    var locale: String?
    /// What was seen, for the note.
    var evidence: String
    /// Little text to go on (two clues, or letters alone): the note says to check it.
    var weak = false
  }

  /// nil when there is too little text to tell.
  static func guess(_ texts: [String]) -> Guess? {
    var scripts: [String: Int] = [:]
    var words: [String: Int] = [:]
    for text in texts {
      for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x0400...0x04FF: scripts["ru", default: 0] += 1
        case 0x3040...0x30FF: scripts["ja", default: 0] += 1
        case 0x4E00...0x9FFF: scripts["han", default: 0] += 1
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: scripts["ko", default: 0] += 1
        default: break
        }
      }
      forEachWord(in: text) { word, isASCII in
        if let locale = wordLocales[word] {
          words[locale, default: 0] += 1
        } else if !isASCII,
          // A word spelt with a letter only one language uses counts for it too (ñ Spanish, ã Portuguese…).
          let locale = distinctiveLetters.first(where: { word.contains(where: $0.letters.contains) })?.locale
        {
          words[locale, default: 0] += 1
        }
      }
    }
    if let hangul = scripts["ko"], hangul >= 2 {
      return Guess(
        locale: nil, evidence: "Hangul in \(hangul) characters: Korean, a language Earshot's readers do not speak yet")
    }
    if let kana = scripts["ja"], kana >= 2 { return Guess(locale: "ja", evidence: "kana in \(kana) characters") }
    if let cyrillic = scripts["ru"], cyrillic >= 4 {
      return Guess(locale: "ru", evidence: "Cyrillic in \(cyrillic) characters")
    }
    let ranked = words.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    guard let best = ranked.first, best.value >= 2 else {
      if let han = scripts["han"], han >= 2 {
        return Guess(locale: nil, evidence: "Chinese characters, a language Earshot's readers do not speak yet")
      }
      return nil
    }
    let second = ranked.dropFirst().first?.value ?? 0
    guard best.value >= 2 * second else {
      return Guess(
        locale: nil, evidence: "words of several languages (\(ranked.prefix(2).map(\.key).joined(separator: ", ")))")
    }
    let evidence = "\(best.value) common \(names[best.key] ?? best.key) words"
    if best.key == "tr" {
      return Guess(locale: nil, evidence: "\(evidence): Turkish, a language Earshot's readers do not speak yet")
    }
    return Guess(locale: best.key == "en" ? nil : best.key, evidence: evidence, weak: best.value < 4)
  }

  /// Calls `body` with each word of `text` in lower case (a run of letters, with the marks that combine with
  /// them, as `Character.isLetter` splits it), and whether it is all ASCII. Read scalar by scalar, ASCII without
  /// Unicode's tables: a 20,000-node screen's text is not segmented into Characters to be split into words.
  static func forEachWord(in text: String, _ body: (String, Bool) -> Void) {
    var word = ""
    var isASCII = true
    func finish() {
      guard !word.isEmpty else { return }
      body(word, isASCII)
      word.removeAll(keepingCapacity: true)
      isASCII = true
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if value < 0x80 {
        let byte = UInt8(value)
        if byte.isASCIILetter {
          word.unicodeScalars.append(Unicode.Scalar(byte | 0x20))
        } else {
          finish()
        }
        continue
      }
      let properties = scalar.properties
      if properties.isAlphabetic {
        word += properties.lowercaseMapping
      } else if !word.isEmpty && isMark(properties.generalCategory) {
        // Part of the letter before it, as a Character holds it.
        word.unicodeScalars.append(scalar)
      } else {
        finish()
        continue
      }
      isASCII = false
    }
    finish()
  }

  private static func isMark(_ category: Unicode.GeneralCategory) -> Bool {
    category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
  }

  /// Each common word's language: one look-up per word rather than one per language.
  static let wordLocales: [String: String] = {
    var locales: [String: String] = [:]
    for (locale, list) in commonWords {
      for word in list { locales[word] = locale }
    }
    return locales
  }()

  /// Letters each of these languages writes and the others here do not (German's umlauts are shared with
  /// Turkish, so ß alone is German's; Turkish's dotless ı and ğ, ş are its own).
  static let distinctiveLetters: [(locale: String, letters: Set<Character>)] = [
    ("tr", ["ı", "ğ", "ş"]),
    ("de", ["ß"]),
    ("es", ["ñ", "¿", "¡"]),
    ("pt-BR", ["ã", "õ"]),
    ("fr", ["œ", "è", "ù", "û", "ë", "ï"]),
  ]

  static let names = [
    "en": "English", "de": "German", "es": "Spanish", "fr": "French", "pt-BR": "Portuguese", "tr": "Turkish",
  ]

  /// Short words and the commonest interface words of each language, none shared between two lists.
  static let commonWords: [String: Set<String>] = [
    "en": [
      "the", "and", "to", "of", "for", "your", "you", "with", "is", "are", "on", "off", "cancel", "save", "settings",
      "sign", "in", "out", "search", "next", "back", "done", "share", "delete", "edit", "home", "more",
    ],
    "de": [
      "der", "die", "das", "und", "nicht", "mit", "für", "ist", "sie", "ihr", "ihre", "ein", "eine", "auf", "zu",
      "abbrechen", "speichern", "einstellungen", "suchen", "weiter", "zurück", "fertig", "löschen", "bearbeiten",
      "anmelden", "aus", "konto", "passwort",
    ],
    "es": [
      "el", "los", "las", "y", "que", "para", "con", "por", "su", "sus", "una", "del", "cancelar", "guardar",
      "aceptar", "configuración", "ajustes", "buscar", "siguiente", "atrás", "listo", "eliminar", "editar", "iniciar",
      "sesión", "contraseña", "cuenta", "inicio", "mi", "tus", "mis", "al", "correo", "electrónico", "salir",
      "carrito", "ayuda", "notificaciones", "dirección",
    ],
    "fr": [
      "le", "les", "des", "et", "pour", "avec", "vous", "votre", "vos", "une", "du", "au", "annuler", "enregistrer",
      "paramètres", "rechercher", "suivant", "retour", "terminé", "supprimer", "modifier", "connexion", "compte",
      "mot", "passe", "accueil", "mon", "ma", "mes", "sur", "dans", "profil", "déconnexion", "panier", "commande",
      "commandes", "envoyer", "aide", "courriel",
    ],
    "pt-BR": [
      "os", "as", "não", "você", "seu", "sua", "um", "uma", "com", "configurações", "salvar", "pesquisar",
      "próximo", "voltar", "concluído", "excluir", "entrar", "senha", "conta", "início", "ajuda",
      "da", "dos", "em", "na", "ao", "seus", "suas", "sair", "notificações", "endereço", "carrinho",
    ],
    "tr": [
      "ve", "bir", "bu", "için", "ile", "değil", "iptal", "kaydet", "ayarlar", "ara", "ileri", "geri", "tamam",
      "sil", "düzenle", "giriş", "çıkış", "hesap", "şifre", "devam", "yap", "veya", "mı",
    ],
  ]
}
