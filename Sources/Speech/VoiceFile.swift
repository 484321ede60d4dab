import Diagnostics
import Files
import Foundation

/// A voice file as Earshot reads it: eSpeak NG keywords, checked, plus Earshot's own
/// directives in comments:
///
///     // earshot: rate=190 pitch=50 range=50 volume=100
///     // earshot: summary=Bright, brisk US English voice standing in for VoiceOver
///
/// `summary=` takes the rest of its line. Settings left out keep their defaults
/// (rate 175, pitch 50, range 50, volume 100).
struct VoiceFile: Sendable {
  var settings: VoiceSettings
  var summary: String?
  /// The eSpeak `name` keyword, used for the summary when the file has none.
  var espeakName: String?
  var language: String
  /// An `echo` with a delay and amplitude: its buffer carries over between utterances.
  var hasEcho: Bool
  /// `dict_min`: the size eSpeak NG expects of the dictionary file, with its place.
  var dictionaryMinimum: (bytes: Int, line: Int, column: Int)?
  /// The phoneme table and dictionary eSpeak NG will load, with where each was named.
  var phonemeTable: (name: String, line: Int, column: Int)
  var dictionary: (name: String, line: Int, column: Int)
  /// The tunes a `tunes` line names (eSpeak NG skips "NULL"), with where each was named.
  var tunes: [(name: String, line: Int, column: Int)] = []

  static let directivePrefix = "earshot:"
  static let settingNames = ["rate", "pitch", "range", "volume", "summary"]

  static func load(_ url: URL) throws(VoiceError) -> VoiceFile {
    let text = try read(url)
    let voice = try parse(text, file: url)
    if let data = EspeakData.installed() { try checkData(voice, file: url, data: data) }
    return voice
  }

  /// A voice file's text, read through `InputFile`: a FIFO named `x.voice` is refused
  /// without blocking, a file over `maximumBytes` without being read whole.
  static func read(_ url: URL) throws(VoiceError) -> String {
    let data: Data
    do {
      data = try InputFile.read(url.path, limit: maximumBytes, what: "voice file")
    } catch {
      throw VoiceError(file: url, message: error.message, hint: error.hint)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw VoiceError(
        file: url, message: "voice file is not UTF-8 text", hint: "save it as plain UTF-8 text")
    }
    return text
  }

  /// The largest voice file read: eSpeak NG's own are under 2 KB.
  static let maximumBytes = 64 * 1024
  /// eSpeak NG 1.51 reads a voice file with `fgets` into a 190-byte buffer: a longer
  /// line is cut after 189 bytes and the rest read as a line of its own, so a long
  /// comment could hide a keyword from a checker that reads whole lines. Lines that
  /// long are refused.
  static let maximumLineBytes = 188

  static func parse(_ text: String, file: URL) throws(VoiceError) -> VoiceFile {
    var settings = VoiceSettings()
    var summary: String?
    var espeakName: String?
    var language: String?
    var languageColumn = (line: 1, column: 1)
    var phonemes: (name: String, line: Int, column: Int)?
    var dictionary: (name: String, line: Int, column: Int)?
    var hasEcho = false
    var safety = VoiceSafety()
    var dictionaryMinimum: (bytes: Int, line: Int, column: Int)?
    var tunes: [(name: String, line: Int, column: Int)] = []
    guard text.utf8.count <= maximumBytes else {
      throw VoiceError(
        file: file, line: 1, column: 1, message: "voice file is larger than \(maximumBytes / 1024) KB",
        hint: "a voice file is a few dozen lines; check that this is the right file")
    }
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }

    // Lines end at "\n" only, as fgets reads them; "\r" is trailing space to eSpeak.
    let lines = body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
      Substring(String(String.UnicodeScalarView($0)))
    }
    for (index, line) in lines.enumerated() {
      let lineNumber = index + 1
      if let bad = line.unicodeScalars.firstIndex(where: {
        $0.value < 0x20 && $0 != "\t" && $0 != "\r" || $0.value == 0x7F
      }) {
        throw VoiceError(
          file: file, line: lineNumber,
          column: line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: bad) + 1,
          message:
            "control character U+\(String(line.unicodeScalars[bad].value, radix: 16, uppercase: true)) in the voice file",
          hint: "remove it; eSpeak NG would stop reading the line there")
      }
      guard line.utf8.count <= maximumLineBytes else {
        throw VoiceError(
          file: file, line: lineNumber, column: 1,
          message: "line is \(line.utf8.count) bytes long; eSpeak NG reads at most \(maximumLineBytes) as one line",
          hint: "split it: eSpeak NG would read what follows byte \(maximumLineBytes + 1) as a line of its own")
      }
      if line.hasPrefix("#") { continue }  // eSpeak NG's whole-line comment
      var code = line
      if let comment = line.range(of: "//") {
        code = line[..<comment.lowerBound]
        try parseDirective(
          line[comment.upperBound...], line: line, lineNumber: lineNumber, file: file,
          settings: &settings, summary: &summary)
      }
      let words = Self.words(in: code)
      guard let keyword = words.first else { continue }
      let arguments = Array(words.dropFirst())
      try check(keyword: keyword, arguments: arguments, lineNumber: lineNumber, file: file)
      if language == nil, VoiceFileKeyword.needingLanguage.contains(keyword.text) {
        throw VoiceError(
          file: file, line: lineNumber, column: keyword.column,
          message: "'\(keyword.text)' comes before the 'language' line, so eSpeak NG would ignore it",
          hint: "move it after the 'language' line")
      }
      switch keyword.text {
      case "name": espeakName = arguments.map(\.text).joined(separator: " ")
      case "language":
        if language == nil, let first = arguments.first {
          language = first.text
          languageColumn = (lineNumber, first.column)
        }
      case "phonemes": phonemes = arguments.first.map { ($0.text, lineNumber, $0.column) }
      case "dictionary": dictionary = arguments.first.map { ($0.text, lineNumber, $0.column) }
      // voices.c:762 (1.51) reads at most six names; an unknown one is only a line on standard error.
      case "tunes": tunes = arguments.prefix(6).filter { $0.text != "NULL" }.map { ($0.text, lineNumber, $0.column) }
      case "echo": hasEcho = arguments.allSatisfy { Int($0.text) != 0 }
      case "dict_min":
        dictionaryMinimum = arguments.first.flatMap { Int($0.text) }.map { ($0, lineNumber, keyword.column) }
      default: break
      }
      if case .integers = VoiceFileKeyword.byName[keyword.text]?.arguments {
        safety.note(
          keyword: keyword.text, numbers: arguments.compactMap { Int($0.text) }, line: lineNumber,
          column: keyword.column)
      }
    }
    if let problem = safety.problem(rangeSettings: settings.range...settings.range) {
      throw VoiceError(
        file: file, line: problem.line, column: problem.column, message: problem.message, hint: problem.hint)
    }
    guard let language else {
      throw VoiceError(
        file: file, line: 1, column: 1, message: "voice file has no 'language' line",
        hint: "start it with 'language en-us', then 'phonemes en-us' and 'dictrules 3 6' for US English")
    }
    // As eSpeak NG does: the language's first part names the default phoneme table and dictionary.
    let base = String(language.split(separator: "-", omittingEmptySubsequences: false).first ?? "")
    return VoiceFile(
      settings: settings, summary: summary, espeakName: espeakName, language: language,
      hasEcho: hasEcho, dictionaryMinimum: dictionaryMinimum,
      phonemeTable: phonemes ?? (base, languageColumn.line, languageColumn.column),
      dictionary: dictionary ?? (base, languageColumn.line, languageColumn.column), tunes: tunes)
  }

  /// Refuses a phoneme table or dictionary that eSpeak NG's data does not have: eSpeak
  /// would crash on an unknown table, or speak nothing without a dictionary.
  static func checkData(_ voice: VoiceFile, file: URL, data: EspeakData) throws(VoiceError) {
    let table = voice.phonemeTable
    if !data.phonemeTables.contains(table.name) {
      let hint =
        Suggestion.nearest(to: table.name, among: data.phonemeTables.sorted(), limit: 1).first.map {
          "did you mean '\($0)'?"
        }
        ?? "name one of eSpeak NG's tables, such as en-us (see \(data.folder)/phontab)"
      throw VoiceError(
        file: file, line: table.line, column: table.column,
        message: "eSpeak NG has no phoneme table '\(table.name)'", hint: hint)
    }
    let dictionary = voice.dictionary
    if !data.hasDictionary(dictionary.name) {
      throw VoiceError(
        file: file, line: dictionary.line, column: dictionary.column,
        message: "eSpeak NG has no dictionary '\(dictionary.name)' (\(data.folder)/\(dictionary.name)_dict)",
        hint: "use a language eSpeak NG has, such as en-us, or install its data: sudo apt-get install espeak-ng-data")
    }
    // voices.c:769 (1.51): eSpeak only prints "Unknown tune" and keeps the language's own.
    if let tune = voice.tunes.first(where: { !data.tunes.contains($0.name) }) {
      let hint =
        Suggestion.nearest(to: tune.name, among: data.tunes.sorted(), limit: 1).first.map { "did you mean '\($0)'?" }
        ?? "name tunes of \(data.folder)/intonations: \(data.tunes.sorted().joined(separator: ", "))"
      throw VoiceError(
        file: file, line: tune.line, column: tune.column, message: "eSpeak NG has no tune '\(tune.name)'",
        hint: hint)
    }
    // libespeak-ng 1.51 walks a dictionary's lists without bounds: a truncated one crashes it (issue 36).
    if let damage = data.dictionaryDamage(dictionary.name) {
      throw VoiceError(
        file: file, line: dictionary.line, column: dictionary.column,
        message: "eSpeak NG's dictionary '\(dictionary.name)' cannot be used: \(damage)",
        hint:
          "reinstall it (sudo apt-get install --reinstall espeak-ng-data), or point ESPEAK_DATA_PATH at a whole copy")
    }
    // dictionary.c:270 (1.51): a dictionary smaller than dict_min makes eSpeak print
    // "Full dictionary is not installed" on every load; say so here instead, once.
    if let minimum = voice.dictionaryMinimum, let size = data.dictionarySize(dictionary.name), size < minimum.bytes {
      throw VoiceError(
        file: file, line: minimum.line, column: minimum.column,
        message: "dict_min \(minimum.bytes) is more than the \(size) bytes of \(data.folder)/\(dictionary.name)_dict",
        hint:
          "remove the line, or give at most \(size): eSpeak NG would print 'Full dictionary is not installed' each time"
      )
    }
  }

  // MARK: - eSpeak keywords

  private static func check(
    keyword: Word, arguments: [Word], lineNumber: Int, file: URL
  ) throws(VoiceError) {
    guard let known = VoiceFileKeyword.byName[keyword.text] else {
      let hint =
        Suggestion.nearest(to: keyword.text, among: VoiceFileKeyword.names, limit: 1).first
        .map { "did you mean '\($0)'?" }
        ?? "see docs/voices.md of eSpeak NG for the keywords a voice file can use"
      throw VoiceError(
        file: file, line: lineNumber, column: keyword.column,
        // At most a few characters: a link named x.voice may point at a file that is not ours.
        message: "unknown keyword '\(InputFile.quotedStart(of: keyword.text))'", hint: hint)
    }
    let endColumn =
      arguments.last.map { $0.column + $0.text.count + 1 }
      ?? keyword.column + keyword.text.count + 1
    switch known.arguments {
    case .words(let minimum):
      if known.name == "mbrola" {
        throw VoiceError(
          file: file, line: lineNumber, column: keyword.column,
          message: "'mbrola' voices are not supported",
          hint: "remove the line: libespeak-ng would run the external 'mbrola' program found on PATH")
      }
      if arguments.count < minimum {
        throw VoiceError(
          file: file, line: lineNumber, column: endColumn,
          message: "'\(known.name)' needs a value", hint: example(for: known.name))
      }
      let limit =
        known.name == "replace" ? VoiceFileKeyword.maximumPhonemeBytes : VoiceFileKeyword.maximumWordBytes
      let checked = known.name == "name" || known.name == "maintainer" || known.name == "status" ? [] : arguments
      if let long = checked.dropFirst(known.name == "replace" ? 1 : 0).first(where: { $0.text.utf8.count > limit }) {
        throw VoiceError(
          file: file, line: lineNumber, column: long.column,
          message: "'\(long.text.prefix(20))...' is longer than the \(limit) bytes eSpeak NG reads for '\(known.name)'",
          hint: example(for: known.name))
      }
    case .integers(let minimum, let maximum, let bounds):
      if let bad = arguments.first(where: { Int($0.text) == nil }) {
        throw VoiceError(
          file: file, line: lineNumber, column: bad.column,
          message: "'\(known.name)' takes whole numbers, found '\(bad.text)'",
          hint: example(for: known.name))
      }
      if arguments.count < minimum || arguments.count > maximum {
        let expected = minimum == maximum ? "\(minimum)" : "\(minimum) to \(maximum)"
        let column = arguments.count > maximum ? arguments[maximum].column : endColumn
        throw VoiceError(
          file: file, line: lineNumber, column: column,
          message: "'\(known.name)' takes \(expected) number\(maximum == 1 ? "" : "s"), found \(arguments.count)",
          hint: example(for: known.name))
      }
      for (position, argument) in arguments.enumerated() {
        guard let bound = bounds.isEmpty ? nil : bounds[min(position, bounds.count - 1)],
          let number = Int(argument.text), !bound.contains(number)
        else { continue }
        throw VoiceError(
          file: file, line: lineNumber, column: argument.column,
          message: "'\(known.name)' value \(number) is out of range",
          hint: "use \(bound.lowerBound) to \(bound.upperBound) here; eSpeak NG 1.51 misbehaves beyond it")
      }
    }
  }

  private static func example(for keyword: String) -> String? {
    switch keyword {
    case "pitch": "for example 'pitch 82 118' (base and range in Hz)"
    case "formant": "for example 'formant 1 100 100 100' (number, frequency %, strength %, width %)"
    case "echo": "for example 'echo 0 0' (delay in ms, amplitude)"
    case "language": "for example 'language en-us'"
    case "name": "for example 'name VoiceOver stand-in'"
    default: nil
    }
  }

  // MARK: - Earshot directives

  private static func parseDirective(
    _ comment: Substring, line: Substring, lineNumber: Int, file: URL,
    settings: inout VoiceSettings, summary: inout String?
  ) throws(VoiceError) {
    let trimmed = comment.drop(while: { $0 == " " || $0 == "\t" })
    guard trimmed.hasPrefix(directivePrefix) else { return }
    var rest = trimmed.dropFirst(directivePrefix.count)
    let lineStart = line.startIndex

    while true {
      rest = rest.drop(while: { $0 == " " || $0 == "\t" })
      guard !rest.isEmpty else { break }
      let column = line.distance(from: lineStart, to: rest.startIndex) + 1
      let token = rest.prefix(while: { $0 != " " && $0 != "\t" })
      guard let equals = token.firstIndex(of: "=") else {
        throw VoiceError(
          file: file, line: lineNumber, column: column,
          message: "expected setting=value in the earshot directive, found '\(token)'",
          hint: "for example '// earshot: rate=185 pitch=50 range=50 volume=100'")
      }
      let key = String(token[..<equals])
      if key == "summary" {
        let text = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else {
          throw VoiceError(
            file: file, line: lineNumber, column: column, message: "'summary' is empty",
            hint: "write one line describing the voice after 'summary='")
        }
        summary = text
        break
      }
      let valueText = String(token[token.index(after: equals)...])
      let valueColumn = column + key.count + 1
      try apply(
        key: key, value: valueText, keyColumn: column, valueColumn: valueColumn,
        lineNumber: lineNumber, file: file, settings: &settings)
      rest = rest.dropFirst(token.count)
    }
  }

  private static func apply(
    key: String, value valueText: String, keyColumn: Int, valueColumn: Int, lineNumber: Int,
    file: URL, settings: inout VoiceSettings
  ) throws(VoiceError) {
    let limits: ClosedRange<Int>
    let target: WritableKeyPath<VoiceSettings, Int>
    switch key {
    case "rate": (limits, target) = (VoiceSettings.rateRange, \.rate)
    case "pitch": (limits, target) = (VoiceSettings.pitchRange, \.pitch)
    case "range": (limits, target) = (VoiceSettings.rangeRange, \.range)
    case "volume": (limits, target) = (VoiceSettings.volumeRange, \.volume)
    default:
      let hint =
        Suggestion.nearest(to: key, among: settingNames, limit: 1).first.map { "did you mean '\($0)'?" }
        ?? "use rate, pitch, range, volume or summary"
      throw VoiceError(
        file: file, line: lineNumber, column: keyColumn, message: "unknown setting '\(key)'",
        hint: hint)
    }
    guard let value = Int(valueText) else {
      throw VoiceError(
        file: file, line: lineNumber, column: valueColumn,
        message: "'\(key)' takes a whole number, found '\(valueText)'",
        hint: "use a number from \(limits.lowerBound) to \(limits.upperBound)")
    }
    guard limits.contains(value) else {
      throw VoiceError(
        file: file, line: lineNumber, column: valueColumn,
        message: "\(key) \(value) is out of range",
        hint: "use a number from \(limits.lowerBound) to \(limits.upperBound)")
    }
    settings[keyPath: target] = value
  }

  // MARK: - Helpers

  struct Word {
    var text: String
    var column: Int
  }

  /// Whitespace-separated words with their 1-based columns.
  private static func words(in code: Substring) -> [Word] {
    var words: [Word] = []
    var current = ""
    var start = 0
    for (offset, character) in code.enumerated() {
      if character == " " || character == "\t" || character == "\r" || character == "\u{0B}" || character == "\u{0C}" {
        if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
        current = ""
      } else {
        if current.isEmpty { start = offset }
        current.append(character)
      }
    }
    if !current.isEmpty { words.append(Word(text: current, column: start + 1)) }
    return words
  }

  static func reason(_ error: any Error) -> String {
    if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue))
    }
    if let cocoa = error as? CocoaError, cocoa.code == .fileReadNoSuchFile {
      return "no such file"
    }
    return error.localizedDescription
  }
}
