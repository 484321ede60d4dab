import CPCAudio
import Synchronization

/// The sound device, through libpcaudio (PulseAudio, then ALSA, then OSS).
///
/// `write` blocks roughly in real time. `write` must come from one thread at a time;
/// `flush` may come from any thread, and drops buffered audio so a cut-off is heard at once.
public final class DeviceSink: AudioSink, @unchecked Sendable {
  // @unchecked: `device` is created in `open()`, destroyed in deinit, and used between by
  // libpcaudio, which allows a flush from another thread during a write (eSpeak NG's own
  // cut-off does the same); `isClosed` is behind a lock.
  private let device: OpaquePointer
  private let isClosed = Mutex(false)

  private init(device: OpaquePointer) {
    self.device = device
  }

  deinit {
    close()
    audio_object_destroy(device)
  }

  /// Opens the default device. Fails fast (in milliseconds) when there is none, without
  /// ALSA's stderr chatter.
  public static func open() -> Result<DeviceSink, SpeechError> {
    _ = earshot_silence_alsa()
    guard let device = create_audio_device_object(nil, "earshot", "Earshot screen reader speech") else {
      return .failure(.noAudioDevice(reason: "libpcaudio could not create an audio object"))
    }
    let status = audio_object_open(
      device, AUDIO_OBJECT_FORMAT_S16LE, UInt32(Audio.sampleRate), 1)
    guard status == 0 else {
      let reason = audio_object_strerror(device, status).map { String(cString: $0) } ?? "error \(status)"
      audio_object_destroy(device)
      return .failure(.noAudioDevice(reason: reason))
    }
    return .success(DeviceSink(device: device))
  }

  public func write(_ samples: [Int16]) throws {
    guard !samples.isEmpty, !isClosed.withLock({ $0 }) else { return }
    let status = samples.withUnsafeBytes { bytes in
      audio_object_write(device, bytes.baseAddress, bytes.count)
    }
    guard status == 0 else {
      let reason = audio_object_strerror(device, status).map { String(cString: $0) } ?? "error \(status)"
      throw SpeechError.audioDeviceFailed(reason: reason)
    }
  }

  public func flush() {
    guard !isClosed.withLock({ $0 }) else { return }
    _ = audio_object_flush(device)
  }

  /// Plays out what is buffered, then closes the device.
  public func finish() throws {
    guard !isClosed.withLock({ $0 }) else { return }
    _ = audio_object_drain(device)
    close()
  }

  private func close() {
    let wasOpen = isClosed.withLock { closed in
      defer { closed = true }
      return !closed
    }
    if wasOpen { audio_object_close(device) }
  }
}
