import ScreenReader

/// The keys at the top of a scenario file, each declared once: the decoder reads
/// them through these constants; the schema and docs/scenario-format.md list `all`.
enum ScenarioKeys {
  static let title = PropertyKey("title", .string, "The screen's title; TalkBack speaks it as the window title.")
  static let about = PropertyKey("about", .string, "What the scenario shows; printed when it loads.")
  static let fails = PropertyKey(
    "fails", .oneOf(Criterion.self),
    "For a broken scenario without variants: the success criterion it fails.")
  static let locale = PropertyKey(
    "locale", .oneOf(WordTables.locales),
    "The language the screen readers speak their own words in (docs/languages.md); --locale overrides it.")
  static let reader = PropertyKey(
    "reader", .strings,
    "The reader versions to speak as, e.g. talkback-12 or [talkback-12, voiceover-ios16] (default: each reader's latest; docs/scenario-format.md); --reader overrides it."
  )
  static let lang = PropertyKey(
    "lang", .string,
    "The language of the app's text (e.g. en, de), spoken in that language's voice; default: the locale (docs/languages.md)."
  )
  static let toolkit = PropertyKey(
    "toolkit", .strings,
    "The toolkit that built the screen: uikit or swiftui (iOS), views or compose (Android), or one of each ([swiftui, compose]); an element's own toolkit: overrides it (docs/scenario-format.md#toolkits)."
  )
  static let elements = PropertyKey("elements", .listOf([]), "The screen's components, in reading order.")
  static let modals = PropertyKey("modals", .map([]), "Modals the elements can open, by id.")
  static let script = PropertyKey("script", .strings, "Commands and expectations for scripted playback.")
  static let variants = PropertyKey(
    "variants", .map(ScenarioVariant.keys),
    "Versions of the screen by name (e.g. broken, fixed), each a patch of its elements and modals; the first loads by default."
  )

  static let check = PropertyKey(
    "check", .map(CheckSuppression.keys),
    "Audit rules earshot check does not apply to this screen, and why: { ignore: [rule], because: \"...\" }; every report shows them."
  )

  /// In the order the schema and docs/scenario-format.md list them.
  static let all: [PropertyKey] = [
    title, about, fails, locale, reader, lang, toolkit, elements, modals, script, variants, check,
  ]
  /// The keys a scenario must have; the schema requires them too.
  static let required = [elements]
}
