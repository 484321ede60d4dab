import Diagnostics
import Files
import Playback
import ScreenReader

/// Captions for a recording, in WebVTT: one cue per utterance (and per line of
/// narration), from where its sound begins to where it ends, so the captions
/// line up with the WAV. Each cue names its speaker in a voice span
/// (`<v TalkBack>`), which players can style and which tells the two screen
/// readers apart when both play.
public enum WebVTTWriter {
  public struct Cue: Sendable, Hashable {
    public var startMilliseconds: Int
    public var endMilliseconds: Int
    public var speaker: String
    public var text: String
  }

  /// The cues of a recording, in time order, never overlapping.
  public static func cues(_ placed: [Recorder.Placed]) -> [Cue] {
    var cues: [Cue] = []
    for item in placed {
      let speaker: String
      let text: String
      switch item.segment.content {
      case .utterance(let utterance, let platform):
        speaker = platform.screenReaderName
        text = utterance.text
      case .narration(let narration):
        speaker = "Narrator"
        text = narration
      case .earcon, .silence:
        continue
      }
      let line = singleLine(text)
      guard let sound = item.sound, !line.isEmpty else { continue }
      var start = Recorder.roundedMilliseconds(sound.lowerBound)
      if let previous = cues.last { start = max(start, previous.endMilliseconds) }
      let end = max(Recorder.roundedMilliseconds(sound.upperBound), start + 1)
      cues.append(Cue(startMilliseconds: start, endMilliseconds: end, speaker: speaker, text: line))
    }
    return cues
  }

  /// The whole file.
  public static func document(_ placed: [Recorder.Placed]) -> String {
    // The header's text is the mark the next run knows its own captions by (OutputKind).
    var text = "WEBVTT - \(OutputKind.generatorMark)\n"
    for cue in cues(placed) {
      text += "\n\(timestamp(cue.startMilliseconds)) --> \(timestamp(cue.endMilliseconds))\n"
      text += "<v \(escaped(cue.speaker))>\(escaped(cue.text))\n"
    }
    return text
  }

  /// `HH:MM:SS.mmm`.
  public static func timestamp(_ milliseconds: Int) -> String {
    let value = max(0, milliseconds)
    let hours = value / 3_600_000
    let minutes = value / 60_000 % 60
    let seconds = value / 1000 % 60
    let millis = value % 1000
    return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(millis, 3))"
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
  }

  /// Cue text may not hold a blank line or `-->`, and `&` and `<` start markup.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      // Bidi overrides and isolates (and what else JSON escapes) as character references: invisible, they could
      // reorder what a viewer reads (issue 36). singleLine has already made controls spaces.
      case _ where character.unicodeScalars.contains(where: JSONText.mustEscape):
        for scalar in character.unicodeScalars {
          result +=
            JSONText.mustEscape(scalar) ? "&#x\(String(scalar.value, radix: 16, uppercase: true));" : String(scalar)
        }
      default: result.append(character)
      }
    }
    return result
  }

  /// The text on one line: line breaks and other control characters become spaces.
  static func singleLine(_ text: String) -> String {
    let flattened = String(
      text.map { character in
        character.unicodeScalars.contains {
          $0.properties.generalCategory == .control || $0.properties.generalCategory == .lineSeparator
            || $0.properties.generalCategory == .paragraphSeparator
        } ? " " : character
      })
    return flattened.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
