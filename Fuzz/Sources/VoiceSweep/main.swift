import Foundation
import Speech

// usage: VoiceSweep [--shard I/N] [--from K] [--list]
// Every case gets a number; a shard runs the cases whose number is I modulo N, from K on.
var shard = (index: 0, count: 1)
var from = 0
var listOnly = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--shard":
    let parts = (arguments.next() ?? "").split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
      FileHandle.standardError.write(Data("VoiceSweep: --shard takes I/N with 0 <= I < N\n".utf8))
      exit(2)
    }
    shard = (parts[0], parts[1])
  case "--from": from = Int(arguments.next() ?? "") ?? 0
  case "--list": listOnly = true
  default:
    FileHandle.standardError.write(Data("VoiceSweep: unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

let lines: [String?] = [nil] + VoiceSweep.keywordLines()
let phrases = VoiceSweep.phrases()
let total = lines.count * VoiceSweep.settings.count * phrases.count
print(
  "VoiceSweep: \(lines.count - 1) keyword lines and the bare voice x \(VoiceSweep.settings.count) settings"
    + " x \(phrases.count) languages (\(phrases.map(\.language).joined(separator: ", "))) = \(total) cases")
if listOnly {
  for line in lines { print(line ?? "(no keyword)") }
  for phrase in phrases { print("\(phrase.language): \(phrase.text)") }
  exit(0)
}

// A private folder for the voice file, as a user's --voices folder.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-sweep-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
let engine = try SpeechEngine()
var spoken = 0
var refused = 0
var refusals: [String: Int] = [:]
let started = Date()
var number = -1
for line in lines {
  for phrase in phrases {
    let numbers = (number + 1)...(number + VoiceSweep.settings.count)
    guard numbers.contains(where: { $0 >= from && $0 % shard.count == shard.index }) else {
      number = numbers.upperBound
      continue
    }
    // The checker is asked once per file; its verdict holds for every setting.
    var text = "language \(phrase.language)\n"
    if let line { text += line + "\n" }
    let voice = VoiceSweep.load(text, in: folder)
    for settings in VoiceSweep.settings {
      number += 1
      guard number >= from, number % shard.count == shard.index else { continue }
      guard let voice else {
        refused += 1
        continue
      }
      // Written before speaking: AddressSanitizer's report follows the case that caused it.
      FileHandle.standardError.write(
        Data(
          "case \(number): \(phrase.language) rate \(settings.rate) pitch \(settings.pitch) range \(settings.range) volume \(settings.volume): \(line ?? "(no keyword)")\n"
            .utf8))
      _ = try? engine.synthesize(phrase.text, voice: voice.with(settings: settings)) { _ in true }
      spoken += 1
    }
    if voice == nil, let line { refusals[String(line.split(separator: " ")[0]), default: 0] += 1 }
    voice?.removeStagedCopy()
  }
}
let seconds = Date().timeIntervalSince(started)
print(
  "VoiceSweep: spoke \(spoken) cases, \(refused) refused by the checker, in \(Int(seconds)) s; nothing overran"
)
print("refused voice files by keyword: \(refusals.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" })")
