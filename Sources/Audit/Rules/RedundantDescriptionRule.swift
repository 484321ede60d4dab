import ScreenReader

/// Name: a description written for the screen reader (accessibilityLabel,
/// contentDescription) names the thing, not the gesture or the state: "Tap to send"
/// tells a reader's user to tap, who double taps, and "Wi-Fi, selected" stays
/// "selected" after it changes, while the reader says both in its own words.
/// Android's Accessibility Test Framework warns on exactly this
/// (RedundantDescriptionCheck: the state and action words of the device's locale,
/// as whole words, in a contentDescription); the item-type words are
/// role-word-in-name's. A visible label is the app's text for everyone and is not
/// judged here.
public struct RedundantDescriptionRule: AuditRule {
  public static let about = AuditRuleDescription(
    "redundant-description", .name,
    "A description for the screen reader that says the gesture or the state ('Tap to send', 'Wi-Fi selected').",
    triggering: [
      "elements: [ { ↓button: { label: Send, android: { contentDescription: Tap to send } } } ]",
      "elements: [ { ↓checkbox: { label: Wi-Fi, ios: { accessibilityLabel: Wi-Fi selected } } } ]",
      "locale: de\nelements: [ { ↓button: { label: Karte, ios: { accessibilityLabel: Zum Vergrößern tippen }, android: { contentDescription: Zum Vergrößern tippen } } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: { label: Send, android: { contentDescription: Send message } } } ]",
      "# The visible label is the app's own text, not a description.\nelements: [ { button: Tap to retry } ]",
      "# A state word where the reader says no state: a text, and a button with none.\nelements: [ { text: { label: 3 selected, ios: { accessibilityLabel: 3 photos selected } } }, { button: { label: Show selected, android: { contentDescription: Show selected photos } } } ]",
      "# Whole words only: 'Selection' and 'Tapas' hold none.\nelements: [ { button: { label: Edit, ios: { accessibilityLabel: Edit selection } } }, { image: { label: Menu, android: { contentDescription: Tapas menu } } } ]",
    ])

  /// The state and action words of ATF's RedundantDescriptionCheck per shipped locale
  /// (checked_state, unchecked_state, selected_state, unselected_state, click_action,
  /// swipe_action, tap_action in src/main/resources/resources-XX/strings.xml,
  /// google/Accessibility-Test-Framework-for-Android c65cab02), lowercased. German
  /// "Wischen, ziehen" is kept as its first word. Japanese is left out: written without
  /// spaces, its words (オン) sit inside others (オンライン).
  static let words: [String: [[String]]] = [
    "en": ["checked", "unchecked", "selected", "unselected", "click", "swipe", "tap"],
    "de": ["mit häkchen", "häkchen entfernt", "ausgewählt", "auswahl aufgehoben", "klicken", "wischen", "tippen"],
    "es": ["marcada", "desmarcada", "seleccionada", "deseleccionada", "haz clic", "desliza", "toca"],
    "fr": ["cochée", "décochée", "sélectionnée", "non sélectionnée", "cliquez", "balayez", "appuyez sur"],
    "pt-BR": ["marcada", "não marcada", "selecionada", "não selecionada", "clique", "deslize", "toque"],
    "ru": ["установлен", "снят", "выбран", "не выбран", "нажмите", "проведите пальцем по экрану", "коснитесь"],
  ].mapValues { $0.map(RoleWords.tokens) }

  /// The first word of `locale` that `description` holds as whole words, and whether it
  /// is a state (the first four of each list) rather than a gesture; nil when none.
  static func word(in description: String, locale: String) -> (word: String, isState: Bool)? {
    let tokens = RoleWords.tokens(description)
    for (index, word) in (words[locale] ?? []).enumerated() where tokens.count >= word.count {
      if (0...(tokens.count - word.count)).contains(where: { tokens[$0..<$0 + word.count].elementsEqual(word) }) {
        return (word.joined(separator: " "), index < 4)
      }
    }
    return nil
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry -> Finding? in
      var heard: [HeardNode] = []
      var said: (description: String, word: String, isState: Bool)?
      // Only what the reader says itself is repeated: the gesture of a control a user
      // operates, the state of a control that has one. A static "3 photos selected" or a
      // button "Show selected" says neither.
      let stateful = HiddenStateRule.statefulKinds.contains(type(of: entry.component).kind)
      for platform in Platform.allCases {
        for node in entry.reached(on: platform) where node.node.isActionable || node.node.isAdjustable {
          guard node.node.nameSource == (platform == .ios ? .accessibilityLabel : .contentDescription),
            let description = node.name, let language = scene.textLocale(of: node.node),
            let word = word(in: description, locale: language),
            stateful || !word.isState
          else { continue }
          said = said ?? (description, word.word, word.isState)
          heard.append(node)
          break
        }
      }
      guard let said else { return nil }
      return finding(
        entry.component, platforms: heard.map(\.platform),
        said.isState
          ? "the description '\(said.description)' says the state '\(said.word)' (\(AuditScene.quote(heard))), which the screen reader says itself and which the description goes on saying after it changes; describe only what it is ('Wi-Fi') and leave the state to the control"
          : "the description '\(said.description)' names the gesture '\(said.word)' (\(AuditScene.quote(heard))), which a screen-reader user does not make (they double tap) and the reader explains in its own hint; describe what it is or does ('Play episode')"
      )
    }
  }
}
