import CEspeakNG
import Foundation
import Synchronization

/// The one owner of every `espeak_*` call in the process.
///
/// libespeak-ng has a single global engine that is not reentrant, so every call goes
/// through `state`'s lock; `SpeechEngine` instances are handles onto this shared engine.
/// Synthesis is synchronous (`AUDIO_OUTPUT_SYNCHRONOUS`): samples reach the callback on
/// the calling thread before `espeak_Synth` returns, and returning 1 from the callback
/// cuts the utterance off.
enum EspeakRuntime {
  struct State: Sendable {
    var isInitialized = false
    /// The staged voice file eSpeak has loaded, so unchanged voices are not reloaded.
    var selectedVoicePath: String?
    var appliedSettings: VoiceSettings?
  }

  static let state = Locked(State())
  /// The thread currently inside a synthesis (0 when none), to turn a reentrant call
  /// from `onChunk` into an error instead of a deadlock.
  private static let owner = Atomic<UInt>(0)

  /// eSpeak's buffer length: about 50 ms of samples per callback keeps the first
  /// samples early and cut-offs fine-grained (shorter buffers are clamped by eSpeak).
  static let bufferMilliseconds: Int32 = 50

  /// Speaks `text` (already sanitised) with `voice`, handing samples to `onChunk`.
  /// Returns false when `onChunk` cut it off.
  static func synthesize(
    _ text: String, voice: StagedVoice, settings: VoiceSettings, onChunk: ([Int16]) -> Bool
  ) throws(SpeechError) -> Bool {
    let thread = currentThreadID
    if owner.load(ordering: .relaxed) == thread { throw .reentrantCall }
    return try state.withLock { (state: inout State) throws(SpeechError) -> Bool in
      owner.store(thread, ordering: .relaxed)
      defer { owner.store(0, ordering: .relaxed) }
      try initializeIfNeeded(&state)
      try select(voice, settings: settings, state: &state)
      resetCarriedOverState()
      return try run(text, onChunk: onChunk)
    }
  }

  /// The phonemes eSpeak NG speaks `text` with in `voice`'s language, in its ASCII
  /// mnemonics (as `espeak-ng -x` prints them), one clause per space.
  static func phonemes(_ text: String, voice: StagedVoice, settings: VoiceSettings) throws(SpeechError) -> String {
    let thread = currentThreadID
    if owner.load(ordering: .relaxed) == thread { throw .reentrantCall }
    return try state.withLock { (state: inout State) throws(SpeechError) -> String in
      try initializeIfNeeded(&state)
      try select(voice, settings: settings, state: &state)
      // The same stale clause state as synthesis reads: seen as a stray word ("v'e")
      // before the text when another test had just cut an utterance off.
      resetCarriedOverState()
      var clauses: [String] = []
      text.withCString { start in
        var pointer: UnsafeRawPointer? = UnsafeRawPointer(start)
        while let current = pointer, current.load(as: UInt8.self) != 0 {
          guard let result = espeak_TextToPhonemes(&pointer, espeakCHARS_UTF8, 0) else { break }
          clauses.append(String(cString: result))
        }
      }
      return clauses.joined(separator: " ")
    }
  }

  /// The first language of every voice eSpeak NG lists (`espeak_ListVoices`), as
  /// `espeak-ng --voices` prints them.
  static func languages() throws(SpeechError) -> [String] {
    try state.withLock { (state: inout State) throws(SpeechError) -> [String] in
      try initializeIfNeeded(&state)
      var languages: [String] = []
      guard var voice = espeak_ListVoices(nil) else { return [] }
      while let current = voice.pointee {
        // `languages` is a priority byte, then a NUL-terminated name, repeated.
        if let list = current.pointee.languages, list.pointee != 0 {
          languages.append(String(cString: list + 1))
        }
        voice += 1
      }
      return languages
    }
  }

  /// Initialises eSpeak NG once per process. Safe to call repeatedly.
  static func prepare() throws(SpeechError) {
    try state.withLock { (state: inout State) throws(SpeechError) in
      try initializeIfNeeded(&state)
    }
  }

  /// The data folder eSpeak NG will use (respects `ESPEAK_DATA_PATH`).
  static func dataFolder() -> String {
    state.withLock { _ in currentDataFolder() }
  }

  /// Throws `dataMissing` unless `folder` holds eSpeak NG's compiled data.
  static func checkDataFolder(_ folder: String) throws(SpeechError) {
    // Every file eSpeak NG needs for any voice: without one it speaks silence, not an error.
    for name in ["phontab", "phondata", "phonindex", "intonations"] {
      guard FileManager.default.isReadableFile(atPath: (folder as NSString).appendingPathComponent(name)) else {
        throw .dataMissing(path: folder)
      }
    }
    // libespeak-ng 1.51 trusts these files' shapes and crashes on a truncated one (issue 36).
    if let damage = EspeakData.damage(in: folder) { throw .dataDamaged(reason: damage) }
  }

  // MARK: - Under the lock

  private static func initializeIfNeeded(_ state: inout State) throws(SpeechError) {
    guard !state.isInitialized else { return }
    // Checked first: with the data missing, eSpeak would print its own message and
    // (without DONT_EXIT) exit the process.
    try checkDataFolder(currentDataFolder())
    let sampleRate = espeak_Initialize(
      AUDIO_OUTPUT_SYNCHRONOUS, bufferMilliseconds, nil, Int32(espeakINITIALIZE_DONT_EXIT))
    guard sampleRate == Int32(Audio.sampleRate) else {
      throw .initializationFailed(code: sampleRate)
    }
    espeak_SetSynthCallback(espeakSynthCallback)
    state.isInitialized = true
    state.selectedVoicePath = nil
    state.appliedSettings = nil
  }

  private static func currentDataFolder() -> String {
    espeak_ng_InitializePath(nil)
    var path: UnsafePointer<CChar>?
    _ = espeak_Info(&path)
    return path.map { String(cString: $0) } ?? "unknown location"
  }

  private static func select(
    _ voice: StagedVoice, settings: VoiceSettings, state: inout State
  ) throws(SpeechError) {
    if state.selectedVoicePath != voice.path || voice.reloadBeforeEachUtterance {
      state.selectedVoicePath = nil
      var status = espeak_SetVoiceByFile(voice.path)
      // The copy is named by its contents and shared by every Earshot process of this
      // user, so it can vanish under a long run (seen in CI: "error 2", not found).
      if status != EE_OK, voice.restoreIfChanged() { status = espeak_SetVoiceByFile(voice.path) }
      guard status == EE_OK else {
        throw .voiceNotLoaded(
          voice: voice.name,
          reason:
            "eSpeak NG rejected \(voice.sourcePath) (error \(status.rawValue)); check its 'language' and 'phonemes' lines"
        )
      }
      state.selectedVoicePath = voice.path
    }
    if state.appliedSettings != settings {
      state.appliedSettings = nil
      for (parameter, value) in [
        (espeakRATE, settings.rate), (espeakPITCH, settings.pitch),
        (espeakRANGE, settings.range), (espeakVOLUME, settings.volume),
      ] {
        let status = espeak_SetParameter(parameter, Int32(value), 0)
        guard status == EE_OK else { throw .synthesisFailed(code: status.rawValue) }
      }
      state.appliedSettings = settings
    }
  }

  /// Puts eSpeak into the same state before every utterance, so the same text gives the
  /// same samples whatever was spoken before (renders are byte-identical across runs).
  ///
  /// libespeak-ng 1.51 reads stale entries of its phoneme lists left by earlier clauses
  /// (an utterance after a long one can gain a 50 ms pause), and its breath noise uses
  /// `rand()`. Translating a fixed text overwrites those entries (measured: 16 words
  /// suffice, 32 leave a margin; 0.08 ms), and `srand` fixes the noise.
  /// Pitch flutter and roughness keep counters that cannot be reset: the shipped voices
  /// set `flutter 0` and `roughness 0` (see voices/README.md).
  private static func resetCarriedOverState() {
    srand(1)
    warmUpText.withCString { text in
      var cursor: UnsafeRawPointer? = UnsafeRawPointer(text)
      var rounds = 0
      while cursor != nil, rounds < 64 {
        _ = espeak_TextToPhonemes(&cursor, Int32(espeakCHARS_UTF8), 0)
        rounds += 1
      }
    }
  }

  private static let warmUpText = String(repeating: "a ", count: 32)

  private static func run(_ text: String, onChunk: ([Int16]) -> Bool) throws(SpeechError) -> Bool {
    try withoutActuallyEscaping(onChunk) { (escapableOnChunk) throws(SpeechError) -> Bool in
      let context = SynthesisContext(onChunk: escapableOnChunk)
      defer { context.onChunk = nil }
      // Plain UTF-8 text: no espeakSSML and no espeakPHONEMES, so `<`, `&` and `[[`
      // are never read as markup or phoneme input. No espeakENDPAUSE: callers add gaps.
      let flags = UInt32(espeakCHARS_UTF8)
      let status = text.withCString { cText in
        espeak_Synth(
          cText, strlen(cText) + 1, 0, POS_CHARACTER, 0, flags, nil,
          Unmanaged.passUnretained(context).toOpaque())
      }
      guard status == EE_OK else { throw .synthesisFailed(code: status.rawValue) }
      return !context.wasCutOff
    }
  }

  private static var currentThreadID: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #else
      UInt(pthread_self())
    #endif
  }
}
