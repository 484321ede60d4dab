import Testing

@testable import ScreenReader

/// `ordinal` reads a case's one-byte tag: it must be the case's place in `allCases`
/// for every enum whose tables are indexed by it, or a word would be another's.
@Suite struct CaseOrdinalTests {
  @Test func wordKeysAreIndexedByTheirPlace() {
    for (index, key) in WordKey.allCases.enumerated() { #expect(key.ordinal == index, "\(key)") }
  }

  @Test func rolesAreIndexedByTheirPlace() {
    for (index, role) in Role.allCases.enumerated() { #expect(role.ordinal == index, "\(role)") }
    #expect(TalkBackPhrasing.roleWordSources[Role.link.ordinal] == "TalkBack's role word for link")
    #expect(VoiceOverPhrasing.traitSources[Role.tab.ordinal] == "the tab trait")
  }
}
