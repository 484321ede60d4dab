import Foundation

/// Samples of whole utterances, so repeated announcements cost nothing to render.
/// Bounded by total samples; the oldest entries go first.
struct PhraseCache: Sendable {
  struct Key: Hashable, Sendable {
    var voiceName: String
    var voiceFile: URL
    var settings: VoiceSettings
    var text: String
  }

  /// About 23 minutes of audio, 60 MB.
  static let defaultCapacity = 30_000_000

  private var entries: [Key: [Int16]] = [:]
  private var insertionOrder: [Key] = []
  private var oldestIndex = 0
  private(set) var totalSamples = 0
  let capacity: Int

  init(capacity: Int = PhraseCache.defaultCapacity) {
    self.capacity = capacity
  }

  var count: Int { entries.count }

  func samples(for key: Key) -> [Int16]? {
    entries[key]
  }

  mutating func store(_ samples: [Int16], for key: Key) {
    guard samples.count <= capacity, entries[key] == nil else { return }
    entries[key] = samples
    insertionOrder.append(key)
    totalSamples += samples.count
    while totalSamples > capacity, oldestIndex < insertionOrder.count {
      let oldest = insertionOrder[oldestIndex]
      oldestIndex += 1
      totalSamples -= entries.removeValue(forKey: oldest)?.count ?? 0
    }
    if oldestIndex > 1024, oldestIndex * 2 > insertionOrder.count {
      insertionOrder.removeFirst(oldestIndex)
      oldestIndex = 0
    }
  }
}
