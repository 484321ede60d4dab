import Foundation

/// Speech at 22,050 Hz (eSpeak NG's rate) brought to 16 kHz, the rate Opus codes
/// wideband speech at (RFC 6716 section 2.1.1: SILK's wideband mode is 16 kHz), so the
/// encoder takes it as it is: libopusenc resampled everything to 48 kHz first (13% of
/// a long dropdown's page, perf) and libopus then brought it down again inside.
/// A windowed-sinc low-pass at 7.2 kHz, 32 taps a phase, one table of phases: 441
/// input samples make 320 output samples exactly. Fed a stretch at a time; `finish`
/// pads the tail with silence so the last samples come out too.
final class SpeechResampler {
  static let inputRate = 22_050
  static let outputRate = 16_000
  /// 22,050 / 16,000 in lowest terms: output sample j sits at input position j × 441 / 320.
  static let step = 441
  static let phases = 320
  static let taps = 32
  /// The filter's coefficients, `taps` for each of the `phases` fractional positions.
  static let table: [Float] = {
    let cutoff = 7_200.0 / Double(inputRate / 2)
    var table = [Float](repeating: 0, count: phases * taps)
    let half = Double(taps / 2)
    for phase in 0..<phases {
      let fraction = Double(phase) / Double(phases)
      var sum = 0.0
      var row = [Double](repeating: 0, count: taps)
      for tap in 0..<taps {
        // The tap's input sample sits `distance` input samples from the output's position.
        let distance = Double(tap) - (half - 1) - fraction
        let x = Double.pi * cutoff * distance
        let sinc = distance == 0 ? 1 : sin(x) / x
        // Blackman window over the taps' span.
        let w = 0.42 + 0.5 * cos(Double.pi * distance / half) + 0.08 * cos(2 * Double.pi * distance / half)
        row[tap] = sinc * max(0, w)
        sum += row[tap]
      }
      // Each phase sums to one: a steady level comes out as it went in.
      for tap in 0..<taps { table[phase * taps + tap] = Float(row[tap] / sum) }
    }
    return table
  }()

  /// Input not yet used, from `start` (an absolute input index).
  var input: [Float] = []
  var start = 0
  /// The next output sample's index.
  var produced = 0
  /// How many input samples came in, for the stream's exact length.
  private(set) var received = 0

  init() {
    // Silence before the first sample, so the filter is centred on sample 0 at once.
    input = [Float](repeating: 0, count: Self.taps / 2 - 1)
    start = -(Self.taps / 2 - 1)
  }

  /// The 16 kHz samples these make, as far as the input goes.
  func resample(_ samples: [Int16]) -> [Int16] {
    received += samples.count
    input.reserveCapacity(input.count + samples.count)
    for sample in samples { input.append(Float(sample)) }
    return drain()
  }

  /// The rest: the input padded with silence until every sample it holds is out.
  func finish() -> [Int16] {
    let wanted = (received * Self.outputRate + Self.inputRate / 2) / Self.inputRate
    input += [Float](repeating: 0, count: Self.taps)
    var output = drain()
    let extra = produced - wanted
    if extra > 0 { output.removeLast(min(extra, output.count)) }
    return output
  }

  func drain() -> [Int16] {
    var output: [Int16] = []
    let end = start + input.count
    Self.table.withUnsafeBufferPointer { table in
      input.withUnsafeBufferPointer { samples in
        guard let inputBase = samples.baseAddress, let tableBase = table.baseAddress else { return }
        while true {
          let position = produced * Self.step
          let base = position / Self.phases
          let first = base - (Self.taps / 2 - 1)
          guard first + Self.taps <= end else { break }
          let phase = position % Self.phases
          let offset = first - start
          let row = phase * Self.taps
          // Eight taps at a time (the page's whole time was 10% here, one tap at a time).
          var sums = SIMD8<Float>()
          let from = UnsafeRawPointer(inputBase + offset)
          let weights = UnsafeRawPointer(tableBase + row)
          for block in stride(from: 0, to: Self.taps, by: 8) {
            let stride = block * MemoryLayout<Float>.stride
            sums +=
              from.loadUnaligned(fromByteOffset: stride, as: SIMD8<Float>.self)
              * weights.loadUnaligned(fromByteOffset: stride, as: SIMD8<Float>.self)
          }
          let sum = sums.sum()
          output.append(Int16(max(-32_768, min(32_767, sum.rounded()))))
          produced += 1
        }
      }
    }
    // Keep only what the next output can still need.
    let next = (produced * Self.step) / Self.phases - (Self.taps / 2 - 1)
    let drop = max(0, min(input.count, next - start))
    if drop > 0 {
      input.removeFirst(drop)
      start += drop
    }
    return output
  }
}
