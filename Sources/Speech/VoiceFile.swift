import Diagnostics
import Foundation

/// A voice file as Earshot reads it: eSpeak NG keywords, checked, plus Earshot's own
/// directives in comments:
///
///     // earshot: rate=190 pitch=50 range=50 volume=100
///     // earshot: summary=Bright, brisk US English voice standing in for VoiceOver
///
/// `summary=` takes the rest of its line. Settings left out keep their defaults
/// (rate 175, pitch 50, range 50, volume 100).
struct VoiceFile: Sendable, Equatable {
  var settings: VoiceSettings
  var summary: String?
  /// The eSpeak `name` keyword, used for the summary when the file has none.
  var espeakName: String?
  var language: String
  /// An `echo` with a delay and amplitude: its buffer carries over between utterances.
  var hasEcho: Bool

  static let directivePrefix = "earshot:"
  static let settingNames = ["rate", "pitch", "range", "volume", "summary"]

  static func load(_ url: URL) throws(VoiceError) -> VoiceFile {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw VoiceError(
        file: url, message: "cannot read voice file (\(Self.reason(error)))",
        hint: "check that it exists and is readable")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw VoiceError(
        file: url, message: "voice file is not UTF-8 text", hint: "save it as plain UTF-8 text")
    }
    return try parse(text, file: url)
  }

  static func parse(_ text: String, file: URL) throws(VoiceError) -> VoiceFile {
    var settings = VoiceSettings()
    var summary: String?
    var espeakName: String?
    var language: String?
    var hasEcho = false
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }

    // Character.isNewline also covers "\r\n", which is one Character in Swift.
    let lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      let lineNumber = index + 1
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
      switch keyword.text {
      case "name": espeakName = arguments.map(\.text).joined(separator: " ")
      case "language": language = language ?? arguments.first?.text
      case "echo": hasEcho = arguments.allSatisfy { Int($0.text) != 0 }
      default: break
      }
    }
    guard let language else {
      throw VoiceError(
        file: file, line: 1, column: 1, message: "voice file has no 'language' line",
        hint: "start it with 'language en-us', then 'phonemes en-us' and 'dictrules 3 6' for US English")
    }
    return VoiceFile(
      settings: settings, summary: summary, espeakName: espeakName, language: language,
      hasEcho: hasEcho)
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
        message: "unknown keyword '\(keyword.text)'", hint: hint)
    }
    let endColumn =
      arguments.last.map { $0.column + $0.text.count + 1 }
      ?? keyword.column + keyword.text.count + 1
    switch known.arguments {
    case .words(let minimum):
      if arguments.count < minimum {
        throw VoiceError(
          file: file, line: lineNumber, column: endColumn,
          message: "'\(known.name)' needs a value", hint: example(for: known.name))
      }
    case .integers(let minimum, let maximum):
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
      if known.name == "formant", let number = Int(arguments[0].text), !(0...8).contains(number) {
        throw VoiceError(
          file: file, line: lineNumber, column: arguments[0].column,
          message: "formant number \(number) is out of range", hint: "use 0 to 8")
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
      if character == " " || character == "\t" {
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
