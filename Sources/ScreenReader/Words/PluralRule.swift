/// Which plural form a count takes in a language: CLDR's plural rules
/// (unicode-org/cldr common/supplemental/plurals.xml, CLDR 44), the rules ICU applies
/// for Android's `getQuantityString` and iOS's .stringsdict. Counts here are whole
/// numbers, so CLDR's operands are i = n, v = 0 (no visible fraction digits) and
/// e = 0 (no compact exponent). A language is declared once, here; its word tables
/// may then give a counted phrase one form per category it has.
public struct PluralRule: Sendable {
  /// The categories the language has, `other` last.
  public let categories: [PluralCategory]
  let select: @Sendable (Int) -> PluralCategory

  /// The category of a count (its absolute value: CLDR's n).
  public func category(_ count: Int) -> PluralCategory {
    select(count == .min ? .max : abs(count))
  }

  /// The rule for a locale tag ("pt-BR", "ru"): the tag's own, else its language's.
  /// Nil for a language not declared here.
  public static func of(locale: String) -> PluralRule? {
    let tag = locale.lowercased()
    if let rule = byLanguage[tag] { return rule }
    let language = String(tag.prefix { $0 != "-" && $0 != "_" })
    return byLanguage[language]
  }

  /// The languages declared, by tag.
  public static var languages: [String] { byLanguage.keys.sorted() }

  /// CLDR's `many` in French, Spanish and Portuguese: "e = 0 and i != 0 and
  /// i % 1000000 = 0 and v = 0" (a round million: "1 million de…"; CLDR 38 on).
  static func isRoundMillion(_ n: Int) -> Bool { n != 0 && n % 1_000_000 == 0 }

  static let byLanguage: [String: PluralRule] = [
    // en, de: one "i = 1 and v = 0".
    "en": PluralRule(categories: [.one, .other]) { $0 == 1 ? .one : .other },
    "de": PluralRule(categories: [.one, .other]) { $0 == 1 ? .one : .other },
    // es: one "n = 1"; many as above.
    "es": PluralRule(categories: [.one, .many, .other]) { $0 == 1 ? .one : isRoundMillion($0) ? .many : .other },
    // fr: one "i = 0,1" ("0 élément"); many as above.
    "fr": PluralRule(categories: [.one, .many, .other]) { $0 <= 1 ? .one : isRoundMillion($0) ? .many : .other },
    // pt (CLDR's pt is Brazil's; pt_PT has its own rule): one "i = 0..1"; many as above.
    "pt": PluralRule(categories: [.one, .many, .other]) { $0 <= 1 ? .one : isRoundMillion($0) ? .many : .other },
    // ja: no plural forms, `other` alone.
    "ja": PluralRule(categories: [.other]) { _ in .other },
    // ru: one "v = 0 and i % 10 = 1 and i % 100 != 11"; few "v = 0 and i % 10 = 2..4
    // and i % 100 != 12..14"; many "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or
    // v = 0 and i % 100 = 11..14"; other is for fractions alone.
    "ru": PluralRule(categories: [.one, .few, .many, .other]) { n in
      let (last, lastTwo) = (n % 10, n % 100)
      if last == 1 && lastTwo != 11 { return .one }
      if (2...4).contains(last) && !(12...14).contains(lastTwo) { return .few }
      return .many
    },
  ]
}
