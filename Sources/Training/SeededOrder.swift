/// The order exercises are asked in: shuffled by a seed, so a trainer can give
/// two trainees the same quiz (`--seed`) or a fresh one.
public struct SeededOrder: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  /// SplitMix64: small, fast, and the same on every machine.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  public static func shuffled<T>(_ items: [T], seed: UInt64) -> [T] {
    var generator = SeededOrder(seed: seed)
    return items.shuffled(using: &generator)
  }
}
