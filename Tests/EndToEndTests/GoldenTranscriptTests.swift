import EarshotTestSupport
import Testing

/// What a user hears and reads for every shipped scenario (a fixed walk on each
/// screen reader, the scenario's own script, its spec) stays byte for byte what
/// was approved in Tests/Golden/transcripts. Restructuring must not change a
/// word; a deliberate change is approved with `make golden` and reviewed in the diff.
@Suite struct GoldenTranscriptTests {
  @Test func everyShippedScenarioReadsAsApproved() throws {
    try GoldenFolder(
      approved: "Tests/Golden/transcripts", script: "scripts/golden-transcripts.sh", producer: "Earshot"
    ).check()
  }
}
