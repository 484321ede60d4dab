/// Files built to hurt a parser, and the start of the message each must end with.
struct HostileInput: Sendable, CustomStringConvertible {
  var name: String
  var bytes: [UInt8]
  /// The message after `file:line:column: error: `.
  var messageStart: String

  var description: String { name }

  static let tooDeep = "nesting is deeper than 64 levels"
  static let tooLarge = "the file is larger than 512 KB"
  static let tooMany = "the file expands to more than 100000 values"
  static let notUTF8 = "the file is not valid UTF-8"

  /// Nine anchors, each a list of nine aliases of the one before: 9^9 values once expanded.
  static var laughs: String {
    var lines = ["title: lol", "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for level in 1...9 {
      lines.append(
        "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Ten thousand levels of block indentation, one space more on each line (about 50 MB).
  static var deepIndentation: String {
    var text = "title: deep\nelements:\n"
    text.reserveCapacity(50_100_000)
    for level in 0..<10_000 {
      text += String(repeating: " ", count: level + 2) + "- k:\n"
    }
    return text
  }

  /// As deep as block indentation goes within the size limit (about a thousand levels).
  static var deepIndentationWithinLimit: String {
    var text = "title: deep\nelements:\n"
    var level = 0
    while true {
      let line = String(repeating: " ", count: level + 2) + "k:\n"
      if text.utf8.count + line.utf8.count > 512 * 1024 { return text }
      text += line
      level += 1
    }
  }

  static let all: [HostileInput] = [
    HostileInput(name: "billion laughs", bytes: Array(laughs.utf8), messageStart: tooMany),
    HostileInput(
      name: "billion laughs as map keys",
      bytes: Array((laughs + "k:\n  ? *a9\n  : 1\n  ? *a8\n  : 2\n").utf8), messageStart: tooMany),
    HostileInput(
      name: "10 MB file",
      bytes: Array(
        ("title: big\nelements:\n" + String(repeating: "  - button: Continue to the next page\n", count: 280_000)).utf8),
      messageStart: tooLarge),
    HostileInput(
      name: "100,000 one-line elements within the size limit",
      bytes: Array(("title: many\nelements:\n" + String(repeating: "- text: a\n", count: 50_000)).utf8),
      messageStart: tooMany),
    HostileInput(
      name: "10,000 levels of [",
      bytes: Array(
        ("title: deep\nelements: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
          + "\n").utf8),
      messageStart: tooDeep),
    HostileInput(
      name: "10,000 levels of {",
      bytes: Array(
        ("title: deep\nelements: " + String(repeating: "{a: ", count: 10_000) + "b"
          + String(repeating: "}", count: 10_000) + "\n").utf8),
      messageStart: tooDeep),
    HostileInput(
      name: "10,000 levels of '- ' on one line",
      bytes: Array(("title: deep\nelements:\n" + String(repeating: "- ", count: 10_000) + "x\n").utf8),
      messageStart: tooDeep),
    HostileInput(name: "10,000 levels of indentation", bytes: Array(deepIndentation.utf8), messageStart: tooLarge),
    HostileInput(
      name: "indentation as deep as 512 KB allows", bytes: Array(deepIndentationWithinLimit.utf8), messageStart: tooDeep
    ),
    HostileInput(
      name: "a lone continuation byte", bytes: Array("title: a".utf8) + [0x80] + Array("\nelements: []\n".utf8),
      messageStart: notUTF8),
    HostileInput(
      name: "a sequence cut off at the end", bytes: Array("title: a\nelements: []\n#".utf8) + [0xE2, 0x82],
      messageStart: notUTF8),
    HostileInput(
      name: "an overlong encoding", bytes: Array("title: ".utf8) + [0xC0, 0xAF] + Array("\nelements: []\n".utf8),
      messageStart: notUTF8),
    HostileInput(
      name: "an encoded surrogate", bytes: Array("title: ".utf8) + [0xED, 0xA0, 0x80] + Array("\nelements: []\n".utf8),
      messageStart: notUTF8),
    HostileInput(
      name: "UTF-16", bytes: [0xFF, 0xFE] + Array("title: x\n".utf8).flatMap { [$0, 0] }, messageStart: notUTF8),
  ]
}
