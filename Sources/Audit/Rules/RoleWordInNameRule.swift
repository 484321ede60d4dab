import ScreenReader

/// Name: a role word inside the name is spoken twice ("Submit button, button").
/// Role words are every shipped locale's words of both readers, matched as whole
/// words where they head a phrase of the name (`RoleWords.word`), so "Buttonhole
/// stitch", "Notable" and "Switch to front camera" hold none.
public struct RoleWordInNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "role-word-in-name", .name, "The name repeats the role the screen reader already announces.",
    triggering: [
      "elements: [ { ↓button: Submit button } ]",
      "elements: [ { ↓checkbox: Accept checkbox } ]",
      "# The German reader's own word: VoiceOver says \"Absenden Taste, Taste\".\nlocale: de\nelements: [ { ↓button: Absenden Taste } ]",
      "# Another language's word is still a role word to a listener of that language.\nelements: [ { ↓button: Enviar botón } ]",
      "# A hyphenated compound is the kind of thing its last part names: an Absenden-Taste is a Taste.\nlocale: de\nelements: [ { ↓button: Absenden-Taste } ]",
      "locale: ja\nelements: [ { ↓button: 送信ボタン } ]",
      "# German names the type first in apposition.\nlocale: de\nelements: [ { ↓button: Schaltfläche Speichern } ]",
      "# A role word ending one phrase of the name.\nelements: [ { ↓button: 'Button: Submit' } ]",
      "# Spanish puts the type first: VoiceOver says \"Botón enviar, botón\".\nlocale: es\nelements: [ { ↓button: Botón enviar } ]",
      "# The type named first in apposition, in French: VoiceOver says \"Bouton envoyer, bouton\".\nlocale: fr\nelements: [ { ↓button: Bouton envoyer } ]",
      "# The name TalkBack speaks comes from contentDescription.\nelements: [ { ↓switch: { label: Wi-Fi, android: { contentDescription: Wi-Fi switch } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Submit } ]",
      "elements: [ { heading: Shipping } ]",
      "# Words that only contain a role word.\nelements: [ { tabs: { options: [Notable, Recent] } } ]",
      "elements: [ { link: Unlinked accounts } ]",
      "elements: [ { checkbox: Buttonhole stitch } ]",
      "locale: de\nelements: [ { button: Tastenkürzel anzeigen } ]",
      "# Japanese compounds end in what they name: ボタン電池 (a button cell) is a battery.\nlocale: ja\nelements: [ { button: ボタン電池の交換 } ]",
      "# A Button-down shirt is a shirt: only a compound's last part names what it is.\nelements: [ { chip: { label: Button-down shirts, filter: true } } ]",
      "# A role word that is not the head of its phrase is a verb or a modifier: the thing named is a camera, a group.\nelements: [ { switch: { label: Switch to front camera, on: false } }, { tabs: { options: [Tab groups, History] } }, { link: Link a bank account } ]",
      "# Plain text speaks no role, so nothing is repeated.\nelements: [ { text: Press the Save button when done } ]",
      "# A compound joined by de names another thing: a bouton d'or is a buttercup, not a button.\nlocale: fr\nelements: [ { checkbox: { label: Bouton d'or, checked: false } } ]",
      "locale: fr\nelements: [ { button: Bouton d'or } ]",
      "locale: es\nelements: [ { chip: { label: Botón de oro, filter: true } }, { link: Botón de oro } ]",
      "locale: pt-BR\nelements: [ { checkbox: { label: Botão de ouro, checked: true } } ]",
    ])

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry -> Finding? in
      // The roles the element has on either platform: a check box is a button to VoiceOver.
      var roles: [Role] = []
      for platform in Platform.allCases {
        for heard in entry.reached(on: platform) where !roles.contains(heard.node.role) {
          roles.append(heard.node.role)
        }
      }
      var word: String?
      var name: String?
      var heard: [HeardNode] = []
      // Both readers usually speak the same name: it is looked through once.
      var looked: (name: String, word: String?)?
      for platform in Platform.allCases {
        for node in entry.reached(on: platform) where node.speaksRole {
          guard let spoken = node.name else { continue }
          let held =
            looked?.name == spoken
            ? looked?.word
            : RoleWords.word(
              in: spoken, roles: roles, language: scene.textLocale(of: node.node))
          looked = (spoken, held)
          guard let found = held else { continue }
          word = word ?? found
          name = name ?? spoken
          heard.append(node)
          break
        }
      }
      guard let word, let name else { return nil }
      // Where the word is another language's, each reader's own word for the role is quoted:
      // an English VoiceOver says "button" after "Enviar botón", not "botón".
      let own = heard.compactMap { node in
        node.role.flatMap {
          RoleWords.tokens($0).joined(separator: " ") == word ? nil : "\(node.platform.screenReaderName) '\($0)'"
        }
      }
      let says = own.isEmpty ? "" : " (the role \(own.joined(separator: ", ")) says)"
      return finding(
        entry.component, platforms: heard.map(\.platform),
        "the name '\(name)' contains the role word '\(word)'\(says), which the screen reader announces anyway (\(AuditScene.quote(heard))); leave the role out of the label"
      )
    }
  }
}
