/// Why speech or audio output failed, as one sentence that says what to do.
public enum SpeechError: Error, CustomStringConvertible, Sendable, Equatable {
  /// eSpeak NG's data folder (phoneme tables, dictionaries) is missing.
  case dataMissing(path: String)
  /// A file of eSpeak NG's data is there but damaged (truncated): the sentence names it.
  case dataDamaged(reason: String)
  /// `espeak_Initialize` failed for another reason.
  case initializationFailed(code: Int32)
  /// The voice file itself is wrong (located error).
  case invalidVoice(VoiceError)
  /// The voice file is fine but eSpeak NG could not load it, or it could not be staged.
  case voiceNotLoaded(voice: String, reason: String)
  /// `espeak_Synth` returned an error code.
  case synthesisFailed(code: Int32)
  /// `synthesize` was called from inside an `onChunk` callback, which would deadlock.
  case reentrantCall
  /// No sound device could be opened.
  case noAudioDevice(reason: String)
  /// Writing to the sound device failed.
  case audioDeviceFailed(reason: String)
  /// A WAV file could not be created, written or moved into place.
  case fileNotWritten(path: String, reason: String)
  /// Speech could not be compressed (Ogg Opus).
  case encodingFailed(reason: String)

  public var description: String {
    switch self {
    case .dataMissing(let path):
      "eSpeak NG data not found (\(path)); install it with: sudo apt-get install espeak-ng-data"
    case .dataDamaged(let reason):
      "eSpeak NG's data cannot be used: \(reason)"
    case .initializationFailed(let code):
      "eSpeak NG could not start (error \(code)); reinstall it with: sudo apt-get install --reinstall libespeak-ng1 espeak-ng-data"
    case .invalidVoice(let error):
      error.description
    case .voiceNotLoaded(let voice, let reason):
      "voice '\(voice)' could not be loaded: \(reason)"
    case .synthesisFailed(let code):
      "eSpeak NG failed to synthesise speech (error \(code)); try again, and report it if it repeats"
    case .reentrantCall:
      "SpeechEngine was called from inside its own onChunk callback; collect the samples and synthesise the next text after it returns"
    case .noAudioDevice(let reason):
      "no sound device available (\(reason)); write a WAV file instead, or check the sound server"
    case .audioDeviceFailed(let reason):
      "the sound device failed (\(reason)); write a WAV file instead, or check the sound server"
    case .fileNotWritten(let path, let reason):
      "cannot write \(path) (\(reason)); check the folder exists and is writable"
    case .encodingFailed(let reason):
      "cannot compress the speech as Ogg Opus (\(reason)); ask for WAV instead (--audio wav)"
    }
  }
}

extension SpeechError {
  /// For a file that was not written, just why ("its folder no longer exists"); else the description.
  public var reason: String {
    if case .fileNotWritten(_, let reason) = self { return reason }
    return description
  }
}
