/// A release of a screen reader whose speech Earshot follows: `--reader talkback-15`,
/// `reader: talkback-12` in a scenario, `reader voiceover-ios18` in a script. The
/// latest of each reader is the default. A version's words are the word tables'
/// (`key@TAG` lines hold an older version's where they differ); what else differs
/// is listed here with its source, and `why` names the version a word came from.
public struct ReaderVersion: Sendable, Hashable {
  public var reader: ReaderKind
  /// How the command line, scenarios and scripts name it: "talkback-15".
  public var id: String
  /// How people name it: "TalkBack 15".
  public var name: String
  /// The tag of this version's lines in the word tables (`hintToggle@12`); nil for
  /// the latest, whose words are the plain lines.
  public var tableTag: String?
  /// Where its words and rules come from.
  public var source: String
  /// How it differs from the latest, each with its source (empty for the latest).
  public var differences: [String]
  /// VoiceOver: a switch's on / off follows its trait word (iOS 17 and later, when the
  /// switch button trait became public); earlier it came before. TalkBack: unused.
  public var switchStateFollowsTrait = true

  /// Every version Earshot follows, the latest of each reader first.
  public static let all: [ReaderVersion] = [talkBack15, talkBack12, voiceOverIOS18, voiceOverIOS16]

  public static let talkBack15 = ReaderVersion(
    reader: .talkBack, id: "talkback-15", name: "TalkBack 15", tableTag: nil,
    source:
      "google/talkback 26a27dc0 (2024-10-17, version.gradle TfPu_release_15_1): talkback/src/main/res/values-XX/strings.xml and strings_compositor.xml",
    differences: [])

  public static let talkBack12 = ReaderVersion(
    reader: .talkBack, id: "talkback-12", name: "TalkBack 12", tableTag: "12",
    source:
      "google/talkback 6c0b475b (2022-01-08, a release-branch build before 771de7cd's TfGH_release_12_2): compositor/src/main/res/values-XX/strings.xml and talkback/src/main/res/values-XX/strings.xml",
    differences: [
      "Hints reworded in several languages (German 'Zum Auswählen' for activate, 'Zum Umschalten' for toggle; Japanese '%1$sすると有効になります'...): the word tables' @12 lines, from 6c0b475b's values-XX",
      "No single-selection hint (template_hint_single_selection_item) and no 'No actions' text (no_action_available) in 6c0b475b: spoken in English",
      "The adjust hint is talkback/src/main/res/values/strings.xml seekbar_hint_2gesture, its English '\"%1$s\" or %2$s\" to adjust' as shipped (a quotation mark short)",
      "Russian counts say 'пункт', German leaving a list 'Nicht in der Liste' (6c0b475b values-ru, values-de)",
    ])

  public static let voiceOverIOS18 = ReaderVersion(
    reader: .voiceOver, id: "voiceover-ios18", name: "VoiceOver (iOS 18)", tableTag: nil,
    source:
      "Apple's UIAccessibility documentation, device recordings (iOS 17.5 and later), cashapp/AccessibilitySnapshot's strings",
    differences: [])

  public static let voiceOverIOS16 = ReaderVersion(
    reader: .voiceOver, id: "voiceover-ios16", name: "VoiceOver (iOS 16)", tableTag: "ios16",
    source:
      "Apple's UIAccessibility documentation and the older descriptions of VoiceOver (reference/screen-readers.md)",
    differences: [
      "A sheet's hidden dismiss element is 'Dismiss pop-up window', where iOS 17.5 and later say 'Activate to dismiss pop-up window' (mozilla-mobile/firefox-ios issue #21223, recorded on iOS 17.5.1): VoiceOver-en.words dismissSheet@ios16",
      "A switch's state comes before its trait word, 'Wi-Fi, off, switch button' (reference/screen-readers.md), where iOS 17 and later say 'Wi-Fi, switch button, off' (cashapp/AccessibilitySnapshot issue 199, checked against VoiceOver on iOS 17)",
    ], switchStateFollowsTrait: false)

  /// The latest version of a reader: what a session speaks as unless told otherwise.
  public static func latest(_ reader: ReaderKind) -> ReaderVersion {
    reader == .talkBack ? talkBack15 : voiceOverIOS18
  }

  /// The versions of a reader, latest first.
  public static func versions(of reader: ReaderKind) -> [ReaderVersion] {
    all.filter { $0.reader == reader }
  }

  /// The version a user's spelling means: "talkback-15", "TalkBack 15", "talkback15",
  /// "voiceover-ios18"; nil for none.
  public static func named(_ text: String) -> ReaderVersion? {
    let wanted = squeezed(text)
    return all.first { squeezed($0.id) == wanted || squeezed($0.name) == wanted }
  }

  /// Lower case, letters and digits only: "TalkBack 15" and "talkback-15" meet.
  private static func squeezed(_ text: String) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}
