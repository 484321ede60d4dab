import ScreenReader

/// Name: what a reader speaks as the name is a developer's identifier, not a name: a
/// resource or file name (`ic_close_24`, `btn_submit`, `image.png`), a test id or key
/// ("button-Active", "input-text-result", "submitButton"), or a reader's own word for a
/// node with no label ("Unlabelled"). WCAG's failure F30 (text alternatives that are
/// not alternatives: file names, placeholder text); ATF's SpeakableTextPresentCheck
/// counts any text as a name, so it passes these.
/// TalkBack itself speaks a view's resource-entry name for an unlabelled button when
/// "Speak element IDs" is on (TalkBack's summary_pref_speak_element_ids), which is how
/// these names reach users.
public struct IdentifierAsNameRule: AuditRule {
  public static let about = AuditRuleDescription(
    "identifier-as-name", .name,
    "A name that is a developer's identifier (a resource or file name, a test id, a key in camel, snake or kebab case) or 'Unlabelled'.",
    triggering: [
      "elements: [ { ↓button: { id: close, label: ic_close_24 } } ]",
      "# A file name as an image's text alternative (WCAG F30).\nelements: [ { ↓image: { label: header_logo.png } } ]",
      "# A test id set as contentDescription (React Native's testID on Android): TalkBack reads it.\nelements: [ { ↓button: { label: Active, android: { contentDescription: button-Active } } } ]",
      "# The same key set as the accessibilityLabel: VoiceOver reads it.\nlocale: de\nelements: [ { ↓text-field: { label: Ergebnis, ios: { accessibilityLabel: input-text-result } } } ]",
      "locale: fr\nelements: [ { ↓button: { id: envoyer, label: btnEnvoyer } } ]",
      "locale: es\nelements: [ { ↓switch: { label: notif_push_enabled, on: true } } ]",
      "# An Android resource id in the name.\nelements: [ { ↓image: { label: 'com.example.shop:id/cart_badge' } } ]",
      "# TalkBack's own word for an unlabelled item, set as the name (value_unlabelled, in each locale).\nlocale: de\nelements: [ { ↓button: { label: Unbenannt } } ]",
      "locale: ja\nelements: [ { ↓button: { label: SEND_BUTTON } } ]",
    ],
    nonTriggering: [
      "elements: [ { button: Close }, { image: { label: Company logo } } ]",
      "# Brand names in mixed case, and ordinary hyphenated words.\nelements: [ { link: WhatsApp }, { link: iPhone }, { text: Wi-Fi }, { button: Check-in }, { text: e-mail } ]",
      "locale: de\nelements: [ { button: Absenden }, { text: 'E-Mail-Adresse' }, { text: Baden-Württemberg } ]",
      "locale: fr\nelements: [ { button: Envoyer }, { text: 'Arc-en-ciel' }, { text: Peut-être } ]",
      "# A file shown in a file list is its content: only an image's file name stands in for a description.\nlocale: es\nelements: [ { text: Informe anual.pdf }, { button: Compartir } ]",
      "# A title in another script joined by an underscore is no code identifier; nor is a hidden folder's name in a file list.\nlocale: ja\nelements: [ { text: AutoJS_完整文档 }, { text: .config } ]",
      "# A version, a time, an amount: no identifier.\nelements: [ { text: 'v2.4.1' }, { text: '10:30' }, { text: '$12.50' } ]",
    ])

  /// File extensions of pictures and media: a text alternative that is a file name
  /// names the file, not the picture (WCAG F30).
  static let mediaExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "svg", "heic", "bmp", "ico", "tif", "tiff", "mp3", "mp4", "wav", "mov",
  ]

  /// Names TalkBack speaks for an item with no label (value_unlabelled in its strings,
  /// google/talkback compositor strings, en, de, es, fr, ja, pt-BR, ru), and VoiceOver's
  /// English word: an app that sets one as the name gave none.
  static let unlabelledWords: Set<String> = [
    "unlabelled", "unlabeled", "unbenannt", "sin texto", "sans libellé", "ラベルなし", "sem marcador", "без ярлыка",
  ]

  /// Prefixes Android resource names carry by convention (the resource naming of
  /// Android's own drawables and views: ic_, btn_, img_, iv_, tv_...): one of them before
  /// a hyphen marks a key ("button-Active").
  static let keyPrefixes: Set<String> = [
    "btn", "button", "ic", "icon", "img", "image", "iv", "tv", "txt", "text", "input", "label", "lbl", "et", "field",
    "nav", "tab", "view", "screen", "container", "test", "id", "cell", "row", "item", "link", "menu", "switch",
    "toggle", "checkbox", "cb", "radio",
  ]

  /// What kind of identifier `name` is, nil when it reads as words.
  static func identifierKind(of name: String) -> String? {
    // Scalars, not Characters: every name on the screen passes here, and a Character's
    // properties cost a grapheme break each (a fifth of a 5,000-element check).
    let scalars = name.unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return nil }
    let text = String(scalars[start...end])
    // The longest of the words is 19 bytes: a longer name is none of them, unlowercased.
    if text.utf8.count <= 24, unlabelledWords.contains(text.lowercased()) {
      return "the screen reader's word for a node with no label"
    }
    // A resource reference or id: "@drawable/ic_close", "R.string.send", "com.app:id/close".
    if text.contains(":id/") || text.hasPrefix("@") && text.contains("/") || text.hasPrefix("R.") && text.count > 2 {
      return "a resource id"
    }
    // One word only: an identifier has no spaces.
    guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else { return nil }
    guard text.contains(where: { $0.isLetter }) else { return nil }
    let dot = text.lastIndex(of: ".")
    if let dot, mediaExtensions.contains(text[text.index(after: dot)...].lowercased()) { return "a file name" }
    // A hidden file's name (".dart_tool") is what a file list shows: not judged.
    if text.hasPrefix(".") { return nil }
    // A file name of another kind is what a file list shows: not judged.
    if let dot, dot != text.startIndex, text[text.index(after: dot)...].allSatisfy({ $0.isLetter }) { return nil }
    // Identifiers are ASCII: "AutoJS_完整API文档" is a document's title.
    guard text.allSatisfy({ $0.isASCII }) else { return nil }
    if text.contains("_"), text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      text.split(separator: "_").filter({ !$0.isEmpty }).count >= 2
    {
      return "a resource name or key in snake case"
    }
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }) {
      // "input-text-result": three or more lowercase parts; "button-Active": a key's prefix.
      let lower = parts.allSatisfy { $0.allSatisfy { !$0.isUppercase } }
      if lower && parts.count >= 3 && parts.allSatisfy({ $0.allSatisfy { $0.isASCII } }) && !isHyphenatedWord(parts) {
        return "a test id or key in kebab case"
      }
      if keyPrefixes.contains(parts[0].lowercased()) && parts[0].allSatisfy({ !$0.isUppercase })
        && parts.dropFirst().allSatisfy({ $0.allSatisfy { $0.isASCII } })
      {
        return "a test id or key in kebab case"
      }
      return nil
    }
    // lowerCamelCase with a lowercase head of two letters or more ("submitButton",
    // "btnEnvoyer"), never a brand's "iPhone" or "eBay", nor "WhatsApp", which starts
    // with a capital.
    if text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
      let head = text.prefix { $0.isLowercase }
      let rest = text.dropFirst(head.count)
      if head.count >= 2, let first = rest.first, first.isUppercase,
        rest.dropFirst().contains(where: { $0.isLowercase })
      {
        return "a key in camel case"
      }
    }
    return nil
  }

  /// Hyphenated words of a language ("state-of-the-art", "arc-en-ciel", "e-mail-adresse")
  /// are short parts of letters only, short function words among them.
  static func isHyphenatedWord(_ parts: [Substring]) -> Bool {
    let joiners: Set<String> = ["of", "the", "in", "a", "en", "de", "la", "le", "du", "to", "and", "on", "by"]
    return parts.contains { joiners.contains($0.lowercased()) }
  }

  public static func findings(in scene: AuditScene) -> [Finding] {
    scene.entries.compactMap { entry in
      var heard: [HeardNode] = []
      var kind: String?
      var name: String?
      for platform in Platform.allCases {
        for node in entry.reached(on: platform) {
          guard let spoken = node.name, let found = identifierKind(of: spoken) else { continue }
          heard.append(node)
          kind = kind ?? found
          name = name ?? spoken
          break
        }
      }
      guard let kind, let name else { return nil }
      return finding(
        entry.component, platforms: heard.map(\.platform),
        "the name '\(name)' is \(kind), not a name (\(AuditScene.quote(heard))); a listener hears the code, not what it is: name it in words (accessibilityLabel / contentDescription, or the visible label)"
      )
    }
  }
}
