extension ReaderWords {
  /// The word or filled template in stretches by whose words they are: the template
  /// and its word fills are the reader's (English where they fell back), its text
  /// fills the app's (a label in "Error: %1$s"). Numbers the reader fills in (a
  /// position, a count) are read in the template's language. Joined, the stretches
  /// are `phrase(key, fills).text`.
  public func segments(_ key: WordKey, _ fills: [Fill] = [], count: Int? = nil) -> [SpeechSegment] {
    segmentedPhrase(key, fills, count: count).segments
  }

  func segmentedPhrase(_ key: WordKey, _ fills: [Fill], count: Int? = nil) -> (
    segments: [SpeechSegment], isFallback: Bool
  ) {
    let template = word(key, count: count)
    if fills.isEmpty, !template.text.contains("%") {
      // A word alone, as most are: one stretch, no template to fill.
      return (
        [SpeechSegment(template.text, origin: template.isFallback ? .englishFallback : .readerWords)],
        template.isFallback
      )
    }
    let own: SpeechOrigin = template.isFallback ? .englishFallback : .readerWords
    var fellBack = template.isFallback
    let values = fills.map { fill -> SpeechSegment in
      switch fill {
      case .text(let text):
        return SpeechSegment(text, origin: !text.isEmpty && text.allSatisfy(\.isNumber) ? own : .appText)
      case .word(let key):
        if template.isFallback { return SpeechSegment(english.words[key] ?? key.rawValue, origin: own) }
        let word = word(key)
        fellBack = fellBack || word.isFallback
        return SpeechSegment(word.text, origin: word.isFallback ? .englishFallback : .readerWords)
      }
    }
    // The same filling rule as `phrase` (`LanguageRunTests` and the goldens hold them to the same text).
    return (Self.fillSegments(template.text, origin: own, with: values), fellBack)
  }

  /// A speech part of the reader's words, with any app text it holds marked as such.
  func readerPart(_ kind: SpeechPart.Kind, _ key: WordKey, _ fills: [Fill], count: Int?, source: String)
    -> SpeechPart
  {
    let (segments, isFallback) = segmentedPhrase(key, fills, count: count)
    let source = isFallback ? fallbackSource(source) : source
    if segments.count == 1 { return SpeechPart(kind, segments[0].text, source: source, origin: segments[0].origin) }
    return SpeechPart(kind, segments: segments, source: source)
  }

  /// `fill`, keeping the template's text and each value as stretches of their own.
  static func fillSegments(_ template: String, origin: SpeechOrigin, with values: [SpeechSegment]) -> [SpeechSegment] {
    var result: [SpeechSegment] = []
    var literal = ""
    func flush() {
      if !literal.isEmpty { result.append(SpeechSegment(literal, origin: origin)) }
      literal = ""
    }
    var characters = Substring(template)
    while let first = characters.first {
      characters = characters.dropFirst()
      guard first == "%" else {
        literal.append(first)
        continue
      }
      if characters.first == "%" {
        literal.append("%")
        characters = characters.dropFirst()
        continue
      }
      let digits = characters.prefix { $0.isNumber }
      let afterDigits = characters.dropFirst(digits.count)
      if let number = Int(digits), afterDigits.first == "$", let type = afterDigits.dropFirst().first,
        type == "s" || type == "d", number >= 1, number <= values.count
      {
        flush()
        result.append(values[number - 1])
        characters = afterDigits.dropFirst(2)
      } else {
        literal.append("%")
      }
    }
    flush()
    return result
  }
}

extension ReaderWords.Fill {
  /// True for text the app supplies (a role description, a label), not one of the reader's words.
  var isText: Bool { if case .text = self { true } else { false } }
}
