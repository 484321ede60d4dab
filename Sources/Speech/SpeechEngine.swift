import Foundation
import Synchronization

/// Speech synthesis with eSpeak NG, linked in-process.
///
/// Every instance drives the process's one eSpeak NG engine through a process-wide lock
/// (`EspeakRuntime`): calls from several threads or several instances are safe and run
/// one at a time, each waiting while another utterance is synthesised, including the
/// time its `onChunk` takes. Synthesis is not reentrant: calling `synthesize` or
/// `samples` from inside `onChunk` throws `SpeechError.reentrantCall`.
///
/// The same text with the same voice gives the same samples whatever was spoken before
/// (for voices without flutter and roughness, as shipped), so renders are deterministic.
public final class SpeechEngine: Sendable {
  private let cache: Mutex<PhraseCache>
  private let stagedVoices = Mutex<[URL: StagedVoice]>([:])

  /// Starts eSpeak NG if this is the first engine of the process.
  /// Throws `SpeechError.dataMissing` when eSpeak NG's data is not installed.
  public init() throws(SpeechError) {
    cache = Mutex(PhraseCache())
    try EspeakRuntime.prepare()
  }

  init(cacheCapacity: Int) throws(SpeechError) {
    cache = Mutex(PhraseCache(capacity: cacheCapacity))
    try EspeakRuntime.prepare()
  }

  /// Synthesises one utterance, handing samples to `onChunk` as they are produced
  /// (about 50 ms each). Returning false from `onChunk` cuts synthesis off at once.
  ///
  /// `text` is data: `<`, `>`, `&`, `[[`, `]]` are read as plain characters (no SSML,
  /// no phoneme input); control characters are read as spaces.
  /// - Returns: true when the utterance completed, false when `onChunk` cut it off.
  @discardableResult
  public func synthesize(
    _ text: String, voice: Voice, onChunk: ([Int16]) -> Bool
  ) throws(SpeechError) -> Bool {
    let spoken = SpeechText.sanitized(text)
    if SpeechText.isBlank(spoken) { return true }
    let staged = try stagedVoice(for: voice)
    return try EspeakRuntime.synthesize(
      spoken, voice: staged, settings: voice.settings.clamped, onChunk: onChunk)
  }

  /// The whole utterance in memory, through a phrase cache keyed by voice name, voice
  /// file, settings and text. A voice file edited after its first use keeps its old
  /// sound in this engine; make a new engine to pick the edit up.
  public func samples(for text: String, voice: Voice) throws(SpeechError) -> [Int16] {
    let key = PhraseCache.Key(
      voiceName: voice.name, voiceFile: voice.fileURL, settings: voice.settings.clamped, text: text)
    if let cached = cache.withLock({ $0.samples(for: key) }) { return cached }
    var samples: [Int16] = []
    try synthesize(text, voice: voice) { chunk in
      samples.append(contentsOf: chunk)
      return true
    }
    let finished = samples
    cache.withLock { $0.store(finished, for: key) }
    return finished
  }

  /// The phonemes the voice speaks `text` with (eSpeak NG's mnemonics, as
  /// `espeak-ng -x` prints them): what shows that German words get German phonemes.
  public func phonemes(for text: String, voice: Voice) throws(SpeechError) -> String {
    let staged = try stagedVoice(for: voice)
    return try EspeakRuntime.phonemes(SpeechText.sanitized(text), voice: staged, settings: voice.settings.clamped)
  }

  /// Number of utterances held in the phrase cache.
  public var cachedPhraseCount: Int {
    cache.withLock { $0.count }
  }

  private func stagedVoice(for voice: Voice) throws(SpeechError) -> StagedVoice {
    if let staged = stagedVoices.withLock({ $0[voice.fileURL] }), staged.name == voice.name {
      return staged
    }
    let staged = try StagedVoice.stage(voice)
    stagedVoices.withLock { $0[voice.fileURL] = staged }
    return staged
  }
}
