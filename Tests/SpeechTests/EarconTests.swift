import Testing

@testable import Speech

@Suite struct EarconTests {
  @Test(arguments: EarconSound.allCases)
  func earconsAreShortAndAudible(sound: EarconSound) {
    let samples = EarconSynthesizer.samples(for: sound)
    let milliseconds = Audio.seconds(sampleCount: samples.count) * 1000
    #expect((40...200).contains(milliseconds))
    #expect(TestSupport.rms(samples) > 1000)
    #expect(samples.first.map { abs(Int($0)) < 200 } == true)  // no click at the start
    #expect(samples.last.map { abs(Int($0)) < 200 } == true)  // nor at the end
  }

  @Test func earconsAreDistinctAndDeterministic() {
    let rendered = EarconSound.allCases.map(EarconSynthesizer.samples(for:))
    #expect(Set(rendered).count == EarconSound.allCases.count)
    for sound in EarconSound.allCases {
      #expect(EarconSynthesizer.render(EarconSynthesizer.tones(for: sound)) == EarconSynthesizer.samples(for: sound))
    }
  }
}
