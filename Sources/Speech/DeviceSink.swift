import CPCAudio
import Synchronization

/// The sound device, through libpcaudio (PulseAudio, then ALSA, then OSS).
///
/// `write` blocks roughly in real time. libpcaudio's calls must not overlap (its ALSA
/// flush closes and reopens the device), so every device call holds one lock, and writes
/// go out in slices of about 12 ms. `flush` never waits for that lock: when a write is in
/// progress it leaves a request that the write carries out after its current slice,
/// dropping the rest of its samples; so a cut-off is heard within about 12 ms.
public final class DeviceSink: AudioSink, Sendable {
  private struct Device: @unchecked Sendable {  // the pointer is only used with the lock held
    let object: OpaquePointer
    var isOpen = true
    /// The flush requests already carried out.
    var completedFlushes: UInt64 = 0
    /// Whether anything was written since the last flush (a flush of nothing is skipped,
    /// which matters because ALSA's flush reopens the device).
    var hasUnflushedAudio = false
  }

  private let device: Mutex<Device>
  private let requestedFlushes = Atomic<UInt64>(0)

  /// The device plays in real time.
  public var playbackRate: Double? { 1 }

  /// 256 samples: about 11.6 ms, the longest a write holds the device before noticing a flush.
  static let sliceLength = 256

  private init(object: OpaquePointer) {
    device = Mutex(Device(object: object))
  }

  deinit {
    device.withLock { device in
      if device.isOpen { audio_object_close(device.object) }
      audio_object_destroy(device.object)
    }
  }

  /// Opens the default device. Fails fast (in milliseconds) when there is none, without
  /// ALSA's stderr chatter.
  public static func open() -> Result<DeviceSink, SpeechError> {
    _ = earshot_silence_alsa()
    guard let object = create_audio_device_object(nil, "earshot", "Earshot screen reader speech") else {
      return .failure(.noAudioDevice(reason: "libpcaudio could not create an audio object"))
    }
    let status = audio_object_open(object, AUDIO_OBJECT_FORMAT_S16LE, UInt32(Audio.sampleRate), 1)
    guard status == 0 else {
      let reason = message(object, status)
      audio_object_destroy(object)
      return .failure(.noAudioDevice(reason: reason))
    }
    return .success(DeviceSink(object: object))
  }

  public func write(_ samples: [Int16]) throws {
    let status: Int32 = samples.withUnsafeBytes { bytes in
      device.withLock { device in
        guard device.isOpen else { return 0 }
        flushIfRequested(&device)  // requests made before this write concern earlier audio
        var offset = 0
        let sliceBytes = Self.sliceLength * MemoryLayout<Int16>.size
        while offset < bytes.count {
          if requestedFlushes.load(ordering: .acquiring) != device.completedFlushes {
            flushIfRequested(&device)
            return 0  // cut off: the rest of these samples is not to be heard
          }
          let length = min(sliceBytes, bytes.count - offset)
          let status = audio_object_write(device.object, bytes.baseAddress.map { $0 + offset }, length)
          if status != 0 { return status }
          device.hasUnflushedAudio = true
          offset += length
        }
        return 0
      }
    }
    // A flush requested during the last slice found the lock taken: carry it out now.
    device.withLockIfAvailable { flushIfRequested(&$0) }
    guard status == 0 else {
      throw SpeechError.audioDeviceFailed(reason: device.withLock { Self.message($0.object, status) })
    }
  }

  /// Drops buffered audio. Returns at once; when a write is in progress the flush happens
  /// after its current slice.
  public func flush() {
    requestedFlushes.add(1, ordering: .releasing)
    device.withLockIfAvailable { flushIfRequested(&$0) }
  }

  /// Plays out what is buffered, then closes the device.
  public func finish() throws {
    device.withLock { device in
      guard device.isOpen else { return }
      _ = audio_object_drain(device.object)
      audio_object_close(device.object)
      device.isOpen = false
    }
  }

  private func flushIfRequested(_ device: inout Device) {
    let requested = requestedFlushes.load(ordering: .acquiring)
    guard requested != device.completedFlushes else { return }
    device.completedFlushes = requested
    guard device.isOpen, device.hasUnflushedAudio else { return }
    _ = audio_object_flush(device.object)
    device.hasUnflushedAudio = false
  }

  private static func message(_ object: OpaquePointer, _ status: Int32) -> String {
    audio_object_strerror(object, status).map { String(cString: $0) } ?? "error \(status)"
  }
}
