import CEspeakNG

/// What the synth callback needs during one `espeak_Synth` call, reached through
/// eSpeak's `user_data` pointer (set on every event of that call).
final class SynthesisContext {
  var onChunk: (([Int16]) -> Bool)?
  private(set) var wasCutOff = false

  init(onChunk: @escaping ([Int16]) -> Bool) {
    self.onChunk = onChunk
  }

  /// Returns eSpeak's answer: 0 to go on, 1 to abort the utterance.
  func receive(_ samples: UnsafeMutablePointer<Int16>?, count: Int32) -> Int32 {
    guard let samples else { return 0 }  // NULL marks the end of the utterance
    if wasCutOff { return 1 }
    guard count > 0, let onChunk else { return 0 }  // zero samples does not mean the end
    let chunk = Array(UnsafeBufferPointer(start: samples, count: Int(count)))
    if onChunk(chunk) { return 0 }
    wasCutOff = true
    return 1
  }
}

/// eSpeak NG's synth callback. It runs on the thread that called `espeak_Synth`,
/// inside `EspeakRuntime`'s lock.
func espeakSynthCallback(
  _ samples: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
  guard let events, let userData = events.pointee.user_data else { return 0 }
  return Unmanaged<SynthesisContext>.fromOpaque(userData).takeUnretainedValue()
    .receive(samples, count: count)
}
