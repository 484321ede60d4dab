import ScreenReader

/// Name: a link says where it goes (WCAG 2.4.4, Link Purpose; Xcode's and Android's
/// audits flag the same). "Click here", "more" and their like in any shipped
/// locale's language say nothing when a reader lists the links on their own.
public struct UnclearLinkRule: AuditRule {
  public static let about = AuditRuleDescription(
    "unclear-link", .name, "A link whose text does not say where it goes ('click here', 'more').",
    triggering: [
      "elements: [ { text: Our prices changed. }, { ↓link: Click here } ]",
      "locale: de\nelements: [ { text: Neue Preise. }, { ↓link: Mehr erfahren } ]",
      "locale: de\nelements: [ { text: Neue Preise. }, { ↓link: Weitere Informationen } ]",
      "# Every word a stopword of ATF's LinkPurposeUnclearCheck.\nelements: [ { text: Share one plan with six people. }, { ↓link: Learn more about this } ]",
      "elements: [ { text: Prices change in May. }, { ↓link: Click here to learn more } ]",
      "locale: de\nelements: [ { text: Neue Preise. }, { ↓link: 'Hier klicken, um mehr zu erfahren' } ]",
      "# An inline link is listed by its own words in the links menu and the rotor.\nelements: [ { ↓link: { label: 'Our prices changed, read more here.', links: [here] } } ]",
    ],
    nonTriggering: [
      "elements: [ { link: Read the new prices } ]",
      "# One word that is not a stopword names the destination.\nelements: [ { link: About this app } ]",
      "elements: [ { link: Learn more about pricing }, { link: Go to page 2 } ]",
      "locale: de\nelements: [ { link: Mehr zu unseren Preisen } ]",
      "elements: [ { link: { label: 'Read our Terms and our Privacy Policy.', links: [Terms, Privacy Policy] } } ]",
    ])

  /// Link texts that name no destination, per language (lowercased, punctuation aside).
  static let vague: Set<String> = [
    // English
    "click here", "here", "more", "read more", "learn more", "this link", "link", "click", "tap here", "see more",
    "details", "more info", "continue reading", "more information", "more details", "find out more",
    // German
    "hier", "hier klicken", "klicken sie hier", "mehr", "mehr erfahren", "weiterlesen", "mehr lesen",
    "dieser link", "weitere informationen", "mehr informationen", "mehr infos", "mehr dazu", "zum artikel",
    // Spanish
    "aquí", "haz clic aquí", "haga clic aquí", "más", "leer más", "ver más", "más información", "saber más",
    "más detalles",
    // French
    "ici", "cliquez ici", "plus", "en savoir plus", "lire la suite", "voir plus", "plus d informations",
    "plus d infos",
    // Portuguese
    "aqui", "clique aqui", "mais", "saiba mais", "leia mais", "ver mais",
    // Russian
    "здесь", "тут", "подробнее", "нажмите здесь", "читать далее", "ещё",
    // Japanese
    "こちら", "ここ", "詳細", "もっと見る", "ここをクリック",
  ]

  /// Words that say nothing of a destination: a link made of these alone is unclear.
  /// English starts from ATF's LinkPurposeUnclearCheck (ENGLISH_STOPWORDS,
  /// google/Accessibility-Test-Framework-for-Android c65cab02: "Learn more about this",
  /// "Go", "Tap here"), with the words that join them in WCAG's failure F84's kind of link
  /// ("Click here to learn more", "Read more here", "See details"); the other languages
  /// have the same words of their phrases above. A single word that names something
  /// ("pricing", "Preisen", "2") makes the link clear.
  static let stopwords: Set<String> = [
    // ATF's English stopwords
    "click", "tap", "go", "here", "learn", "more", "this", "page", "link", "about",
    // English words that only join them
    "to", "the", "a", "for", "of", "on", "and", "read", "see", "view", "find", "out", "info", "information",
    "details", "now",
    // German
    "hier", "klicken", "klick", "sie", "um", "mehr", "zu", "erfahren", "lesen", "weiter", "weitere",
    "weiterlesen", "informationen", "infos", "info", "dazu", "diesen", "dieser", "diese", "den", "die", "das",
    "seite", "tippen",
    // Spanish
    "aquí", "haz", "haga", "clic", "para", "más", "leer", "ver", "saber", "información", "detalles", "este",
    "enlace", "esta", "página",
    // French
    "ici", "cliquez", "cliquer", "pour", "plus", "en", "savoir", "lire", "la", "suite", "voir", "d",
    "informations", "détails", "ce", "lien", "cette",
  ]

  /// Whether a link text names no destination: a known phrase of a shipped language, or
  /// nothing but words that name none.
  static func isVague(_ text: String) -> Bool {
    let compared = words(text)
    if vague.contains(compared) { return true }
    let each = compared.split(separator: " ")
    return !each.isEmpty && each.allSatisfy { stopwords.contains(String($0)) }
  }

  /// The text as compared: lowercased, its words joined by single spaces.
  static func words(_ text: String) -> String {
    text.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: " ")
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry -> Finding? in
      guard entry.component is Link else { return nil }
      for platform in Platform.allCases {
        for heard in entry.reached(on: platform) {
          let texts = heard.node.links.isEmpty ? [heard.name].compactMap { $0 } : heard.node.links
          guard let text = texts.first(where: isVague) else { continue }
          return finding(
            entry.component,
            "the link '\(text)' does not say where it goes: a reader's links list (the rotor, TalkBack's links menu) reads it alone; name the destination ('Read the new prices')"
          )
        }
      }
      return nil
    }
  }
}
