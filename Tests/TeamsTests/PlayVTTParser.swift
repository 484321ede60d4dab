/// A strict reader of the WebVTT file syntax (W3C WebVTT, "file structure" and
/// "cue timings"): the `WEBVTT` signature, a header ended by a blank line, then
/// cue blocks separated by blank lines, each an optional identifier, a timing
/// line `HH:MM:SS.mmm --> HH:MM:SS.mmm`, and one or more lines of cue text.
/// Beyond the syntax it insists on what captions for one recording need: every
/// cue ends after it starts, and cues come in order without overlapping.
struct PlayVTTParser {
  struct Cue: Equatable {
    var identifier: String?
    var startMilliseconds: Int
    var endMilliseconds: Int
    /// The cue text as written (markup and entities included).
    var text: String
    /// The text a viewer reads: tags removed, entities decoded.
    var plainText: String
    /// The speaker named by a `<v Name>` span, if any.
    var voice: String?
  }

  struct Failure: Error, CustomStringConvertible {
    var line: Int
    var message: String
    var description: String { "line \(line): \(message)" }
  }

  static func parse(_ text: String) throws -> [Cue] {
    var body = Substring(text)
    if body.hasPrefix("\u{FEFF}") { body = body.dropFirst() }
    // Line terminators: CRLF, LF or CR.
    let lines = body.replacingCRLF().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let signature = lines.first,
      signature == "WEBVTT" || signature.hasPrefix("WEBVTT ") || signature.hasPrefix("WEBVTT\t")
    else {
      throw Failure(line: 1, message: "the file must start with WEBVTT")
    }
    var index = 1
    // Header lines, up to the first blank line.
    while index < lines.count, !lines[index].isEmpty {
      if lines[index].contains("-->") {
        throw Failure(line: index + 1, message: "a cue before the blank line after the header")
      }
      index += 1
    }
    var cues: [Cue] = []
    while index < lines.count {
      if lines[index].isEmpty {
        index += 1
        continue
      }
      var block: [(number: Int, text: String)] = []
      while index < lines.count, !lines[index].isEmpty {
        block.append((index + 1, lines[index]))
        index += 1
      }
      cues.append(try cue(block))
    }
    for (previous, cue) in zip(cues, cues.dropFirst()) {
      guard cue.startMilliseconds >= previous.endMilliseconds else {
        throw Failure(
          line: 0,
          message: "the cue at \(cue.startMilliseconds) ms overlaps the one ending at \(previous.endMilliseconds) ms")
      }
    }
    return cues
  }

  static func cue(_ block: [(number: Int, text: String)]) throws -> Cue {
    var rest = block[...]
    var identifier: String?
    if let first = rest.first, !first.text.contains("-->") {
      identifier = first.text
      rest = rest.dropFirst()
    }
    guard let timing = rest.first else {
      throw Failure(line: block[0].number, message: "a block with no cue timings")
    }
    let (start, end) = try timings(timing.text, line: timing.number)
    let payload = rest.dropFirst()
    guard !payload.isEmpty else { throw Failure(line: timing.number, message: "a cue with no text") }
    for line in payload where line.text.contains("-->") {
      throw Failure(line: line.number, message: "cue text may not contain -->")
    }
    let text = payload.map(\.text).joined(separator: "\n")
    let (plain, voice) = try markup(text, line: timing.number + 1)
    return Cue(
      identifier: identifier, startMilliseconds: start, endMilliseconds: end, text: text, plainText: plain, voice: voice
    )
  }

  /// `start --> end`, separated by spaces or tabs, optionally followed by cue settings.
  static func timings(_ line: String, line number: Int) throws -> (Int, Int) {
    let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard fields.count >= 3, fields[1] == "-->" else {
      throw Failure(line: number, message: "cue timings must read 'start --> end': \(line)")
    }
    let start = try timestamp(fields[0], line: number)
    let end = try timestamp(fields[2], line: number)
    guard end > start else { throw Failure(line: number, message: "the cue ends at or before its start: \(line)") }
    return (start, end)
  }

  /// `[HH+:]MM:SS.mmm`: hours of two or more digits, minutes and seconds 00-59, three-digit milliseconds.
  static func timestamp(_ text: String, line: Int) throws -> Int {
    let pieces = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard pieces.count == 2 || pieces.count == 3 else { throw Failure(line: line, message: "bad timestamp \(text)") }
    let secondsPieces = pieces[pieces.count - 1].split(separator: ".", omittingEmptySubsequences: false).map(
      String.init)
    guard secondsPieces.count == 2 else { throw Failure(line: line, message: "timestamp \(text) needs .mmm") }
    func digits(_ value: String, count: Int?) throws -> Int {
      guard !value.isEmpty, value.allSatisfy({ $0.isASCII && $0.isNumber }),
        count.map({ value.count == $0 }) ?? (value.count >= 2),
        let number = Int(value)
      else { throw Failure(line: line, message: "bad timestamp \(text)") }
      return number
    }
    let hours = pieces.count == 3 ? try digits(pieces[0], count: nil) : 0
    let minutes = try digits(pieces[pieces.count - 2], count: 2)
    let seconds = try digits(secondsPieces[0], count: 2)
    let milliseconds = try digits(secondsPieces[1], count: 3)
    guard minutes < 60, seconds < 60 else {
      throw Failure(line: line, message: "minutes and seconds run 00-59: \(text)")
    }
    return ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds
  }

  /// Cue text markup: tags must be well formed, `&` must start a known entity.
  static func markup(_ text: String, line: Int) throws -> (plain: String, voice: String?) {
    let characters = Array(text)
    var plain = ""
    var voice: String?
    var index = 0
    let entities = [
      "&amp;": "&", "&lt;": "<", "&gt;": ">", "&lrm;": "\u{200E}", "&rlm;": "\u{200F}", "&nbsp;": "\u{00A0}",
    ]
    while index < characters.count {
      switch characters[index] {
      case "<":
        guard let close = characters[index...].firstIndex(of: ">") else {
          throw Failure(line: line, message: "an unclosed tag in \(text)")
        }
        let tag = String(characters[(index + 1)..<close])
        if tag.hasPrefix("v ") || tag.hasPrefix("v\t") {
          voice = String(tag.dropFirst(2))
        } else if !["/v", "b", "/b", "i", "/i", "u", "/u", "c", "/c", "ruby", "/ruby", "rt", "/rt", "lang", "/lang"]
          .contains(where: { tag == $0 || tag.hasPrefix($0 + ".") || tag.hasPrefix($0 + " ") })
        {
          throw Failure(line: line, message: "unknown tag <\(tag)> in \(text)")
        }
        index = close + 1
      case "&":
        guard let entity = entities.first(where: { characters[index...].starts(with: Array($0.key)) }) else {
          throw Failure(line: line, message: "a bare & in \(text)")
        }
        plain += entity.value
        index += entity.key.count
      default:
        plain.append(characters[index])
        index += 1
      }
    }
    return (plain, voice)
  }
}

extension Substring {
  fileprivate func replacingCRLF() -> String {
    var result = ""
    var previousWasCR = false
    for character in self {
      if character == "\r\n" {
        result.append("\n")
        previousWasCR = false
      } else if character == "\r" {
        result.append("\n")
        previousWasCR = true
      } else {
        if !(previousWasCR && character == "\n") { result.append(character) }
        previousWasCR = false
      }
    }
    return result
  }
}
