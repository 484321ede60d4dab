import Foundation

/// The parts of `play --json` the tests read, decoded independently of the writer.
struct SessionDocument: Decodable {
  struct Command: Decodable {
    var index: Int
    var command: String
    var location: String?
    var startMs: Int
    var endMs: Int
    var platforms: [PlatformResult]
    var narration: Timed?
    var waitMs: Int?
    var expectation: Expectation?
  }

  struct PlatformResult: Decodable {
    var platform: String
    var focus: Focus?
    var utterances: [Utterance]
    var earcons: [Earcon]
  }

  struct Focus: Decodable {
    var id: String
    var name: String
  }

  struct Utterance: Decodable {
    var text: String
    var startMs: Int
    var endMs: Int
    var parts: [Part]
  }

  struct Part: Decodable {
    var kind: String
    var text: String
    var startMs: Int
    var endMs: Int
  }

  struct Earcon: Decodable {
    var earcon: String
    var startMs: Int?
    var endMs: Int?
  }

  struct Timed: Decodable {
    var text: String
    var startMs: Int
    var endMs: Int
  }

  struct Expectation: Decodable {
    var kind: String
    var expected: String
    var holds: Bool
  }

  var sampleRate: Int
  var durationMs: Int
  var commands: [Command]

  static func decode(_ data: Data) throws -> SessionDocument {
    try JSONDecoder().decode(SessionDocument.self, from: data)
  }

  var utterances: [Utterance] {
    commands.flatMap { $0.platforms.flatMap(\.utterances) }
  }
}
