/// CLDR's plural categories (Unicode TR35 part 3, "Language Plural Rules"): the
/// forms a counted phrase can take. Android's `<plurals>` items (`quantity="few"`)
/// and iOS's .stringsdict keys use the same names; a language has `other` and some
/// of the rest (`PluralRule`).
public enum PluralCategory: String, CaseIterable, Sendable, Hashable {
  case zero, one, two, few, many, other
}
