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
  private let pauses = Mutex<[PauseKey: Int]>([:])

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

  /// Synthesises one utterance whose stretches take different voices (a German
  /// reader's words around an English label), each with its voice, in order.
  /// eSpeak NG renders an utterance clause by clause, and exactly additively: "A, B"
  /// is the samples of "A," then the comma's pause in silence, then those of "B"
  /// (`LanguageRunSpeechTests`). So a stretch that ends a clause is followed by that
  /// clause's pause (`pause(after:voice:)`) and the whole sounds as one voice would
  /// say it, with no gap of its own; each stretch sounds exactly as it does alone.
  /// - Returns: true when every stretch completed, false when `onChunk` cut it off.
  @discardableResult
  public func synthesize(_ runs: [VoicedText], onChunk: ([Int16]) -> Bool) throws(SpeechError) -> Bool {
    for (index, run) in runs.enumerated() {
      guard try synthesize(run.text, voice: run.voice, onChunk: onChunk) else { return false }
      if index < runs.count - 1 {
        let pause = try pause(after: run.text, voice: run.voice)
        if pause > 0, !onChunk([Int16](repeating: 0, count: pause)) { return false }
      }
    }
    return true
  }

  /// The utterance of several voices in memory: each stretch through the phrase cache.
  public func samples(for runs: [VoicedText]) throws(SpeechError) -> [Int16] {
    if runs.count == 1 { return try samples(for: runs[0].text, voice: runs[0].voice) }
    var samples: [Int16] = []
    for (index, run) in runs.enumerated() {
      samples += try self.samples(for: run.text, voice: run.voice)
      if index < runs.count - 1 {
        samples += repeatElement(0, count: try pause(after: run.text, voice: run.voice))
      }
    }
    return samples
  }

  /// The silence, in samples, eSpeak NG puts after `text` when more follows in the
  /// same utterance: its clause pause when `text` ends with a clause's punctuation
  /// ("," ":" ";" "." "?" "!"), else none. Measured once per voice, settings and mark,
  /// as the samples of "a, a" less those of "a," and of "a".
  public func pause(after text: String, voice: Voice) throws(SpeechError) -> Int {
    guard let mark = text.reversed().first(where: { !$0.isWhitespace }), ".,:;?!".contains(mark) else { return 0 }
    let key = PauseKey(voiceName: voice.name, voiceFile: voice.fileURL, settings: voice.settings.clamped, mark: mark)
    if let known = pauses.withLock({ $0[key] }) { return known }
    let both = try samples(for: "a\(mark) a", voice: voice).count
    let first = try samples(for: "a\(mark)", voice: voice).count
    let second = try samples(for: "a", voice: voice).count
    let pause = max(0, both - first - second)
    pauses.withLock { $0[key] = pause }
    return pause
  }

  struct PauseKey: Hashable {
    var voiceName: String
    var voiceFile: URL
    var settings: VoiceSettings
    var mark: Character
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

  /// Checks that eSpeak NG loads the voice and speaks with it, once per voice file per
  /// process: libespeak-ng 1.51 keeps about 1.3 KB of each `espeak_SetVoiceByFile` for
  /// good (heaptrack: inside espeak_ng_SetVoiceByFile), so checking a cast again at
  /// every REPL `locale` switch grew the process by that much each time.
  public func check(_ voice: Voice) throws(SpeechError) {
    let staged = try stagedVoice(for: voice)
    if Self.checkedVoices.withLock({ $0.contains(staged.path) }) { return }
    _ = try EspeakRuntime.phonemes("a", voice: staged, settings: voice.settings.clamped)
    Self.checkedVoices.withLock { _ = $0.insert(staged.path) }
  }

  /// The staged paths (named by content) eSpeak NG has loaded in this process.
  private static let checkedVoices = Mutex<Set<String>>([])

  /// The languages the installed eSpeak NG speaks (each voice's first, as
  /// `espeak-ng --voices` lists them).
  public func installedLanguages() throws(SpeechError) -> [String] {
    try EspeakRuntime.languages()
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
