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
    if fills.isEmpty, !template.text.utf8.contains(UInt8(ascii: "%")) {
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
        if template.isFallback { return SpeechSegment(english[word: key] ?? key.rawValue, origin: own) }
        let word = word(key)
        fellBack = fellBack || word.isFallback
        return SpeechSegment(word.text, origin: word.isFallback ? .englishFallback : .readerWords)
      case .words, .keyCombo:
        let (keys, separator) = fill.listed ?? ([], "")
        if template.isFallback {
          return SpeechSegment(keys.map { english[word: $0] ?? $0.rawValue }.joined(separator: separator), origin: own)
        }
        let listed = keys.map { word($0) }
        let anyFallback = listed.contains { $0.isFallback }
        fellBack = fellBack || anyFallback
        return SpeechSegment(
          listed.map(\.text).joined(separator: separator), origin: anyFallback ? .englishFallback : .readerWords)
      }
    }
    // The same filling rule as `phrase` (`LanguageRunTests` and the goldens hold them to the same text).
    return (Self.fillSegments(template.text, origin: own, with: values), fellBack)
  }

  /// A speech part of the reader's words, with any app text it holds marked as such.
  func readerPart(_ kind: SpeechPart.Kind, _ key: WordKey, _ fills: [Fill], count: Int?, source: String)
    -> SpeechPart
  {
    if fills.isEmpty {
      // A word alone, as most parts are: no stretches to build (the first case of `segmentedPhrase`).
      let template = word(key, count: count)
      if !template.text.utf8.contains(UInt8(ascii: "%")) {
        return SpeechPart(
          kind, template.text, source: template.isFallback ? fallbackSource(source) : source,
          origin: template.isFallback ? .englishFallback : .readerWords)
      }
    }
    let (segments, isFallback) = segmentedPhrase(key, fills, count: count)
    let source = isFallback ? fallbackSource(source) : source
    if segments.count == 1 { return SpeechPart(kind, segments[0].text, source: source, origin: segments[0].origin) }
    return SpeechPart(kind, segments: segments, source: source)
  }

  /// `fill`, keeping the template's text and each value as stretches of their own.
  /// Reads the template as `fill` does (by UTF-8 byte: a Character walk cost more
  /// than the rest of a TalkBack hint, docs/performance.md), so both read it alike.
  static func fillSegments(_ template: String, origin: SpeechOrigin, with values: [SpeechSegment]) -> [SpeechSegment] {
    var result: [SpeechSegment] = []
    var literal = ""
    func flush() {
      if !literal.isEmpty { result.append(SpeechSegment(literal, origin: origin)) }
      literal = ""
    }
    let bytes = template.utf8
    var run = bytes.startIndex
    for placeholder in placeholders(in: template, valueCount: values.count) {
      literal += String(decoding: bytes[run..<placeholder.range.lowerBound], as: UTF8.self)
      switch placeholder.kind {
      case .percent, .unknown: literal += "%"
      case .value(let number):
        flush()
        result.append(values[number - 1])
      }
      run = placeholder.range.upperBound
    }
    literal += String(decoding: bytes[run..<bytes.endIndex], as: UTF8.self)
    flush()
    return result
  }
}

extension ReaderWords.Fill {
  /// True for text the app supplies (a role description, a label), not one of the reader's words.
  var isText: Bool { if case .text = self { true } else { false } }
}
