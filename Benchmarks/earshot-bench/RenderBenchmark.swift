import Foundation
import Playback
import Recording
import Scenario
import ScreenReader
import Speech

/// Rendering a 200-command session to WAV, against real time and against
/// running the espeak-ng command once per utterance of the same session.
enum RenderBenchmark {
  static func session() throws -> [Step] {
    let loaded = try ScenarioLoader.load(path: "scenarios/tour.yaml")
    var player = Player(screen: loaded.screen, platform: .android)
    let pattern = ["next", "next", "activate", "next", "previous", "next", "activate", "escape", "next", "first"]
    var steps: [Step] = []
    for index in 0..<200 {
      let line =
        index % 50 == 25
        ? "platform ios" : (index % 50 == 0 && index > 0 ? "platform android" : pattern[index % pattern.count])
      guard case .success(let command) = ScriptParser.parse(line, platform: player.primaryPlatform) else { continue }
      steps.append(try player.run(command))
    }
    return steps
  }

  static func run(into report: inout BenchmarkReport) throws {
    let cast = try VoiceCast(library: VoiceLibrary.load(from: [repository.appendingPathComponent("voices")]))
    let steps = try session()
    let clock = ContinuousClock()

    let start = clock.now
    let engine = try SpeechEngine()
    let recorder = Recorder(engine: engine, cast: cast)
    for (index, step) in steps.enumerated() {
      try recorder.append(Timeline.segments(for: step, index: index))
    }
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench.wav")
    let sink = try WAVFileSink(url: output)
    try sink.write(recorder.samples)
    try sink.finish()
    let rendering = clock.now - start
    let audioSeconds = Double(recorder.samples.count) / Double(Audio.sampleRate)
    let speed = audioSeconds / (Stats.milliseconds(rendering) / 1000)
    report.add(
      "200-command session to WAV",
      String(
        format: "%.0f ms for %.0f s of audio: %.0fx real time", Stats.milliseconds(rendering), audioSeconds, speed),
      target: "≥ 500x real time", met: speed >= 500)

    // The same utterances through the espeak-ng command, one process each.
    let utterances: [(String, Voice)] = recorder.placed.compactMap { placed in
      guard case .speech(let text, let voice) = placed.segment.playbackSegment(cast: cast) else { return nil }
      return (text, voice)
    }
    let command = try EspeakCommandLine()
    let commandStart = clock.now
    for (text, voice) in utterances { try command.render(text, voice: voice) }
    let commandTime = clock.now - commandStart
    let ratio = Stats.milliseconds(commandTime) / Stats.milliseconds(rendering)
    report.add(
      "same session, espeak-ng -w once per utterance (\(utterances.count) runs)",
      String(format: "%.0f ms: Earshot is %.0fx faster", Stats.milliseconds(commandTime), ratio),
      target: "≥ 10x faster", met: ratio >= 10)
  }
}

/// The espeak-ng command with Earshot's voice files: 1.51's `-v` takes only names
/// from a data folder, so the voices sit in a private one linked to the installed data.
struct EspeakCommandLine {
  let root: URL
  let executable = URL(fileURLWithPath: "/usr/bin/espeak-ng")

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("earshot-bench-espeak-\(getpid())")
    let data = root.appendingPathComponent("espeak-ng-data")
    let voices = data.appendingPathComponent("voices")
    try? FileManager.default.removeItem(at: root)
    try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
    let installed =
      ["/usr/lib/x86_64-linux-gnu/espeak-ng-data", "/usr/share/espeak-ng-data"].first {
        FileManager.default.fileExists(atPath: $0)
      } ?? "/usr/share/espeak-ng-data"
    for entry in try FileManager.default.contentsOfDirectory(atPath: installed) where entry != "voices" {
      try FileManager.default.createSymbolicLink(
        atPath: data.appendingPathComponent(entry).path, withDestinationPath: installed + "/" + entry)
    }
    for name in ["voiceover", "talkback", "narrator"] {
      try FileManager.default.copyItem(
        at: repository.appendingPathComponent("voices/\(name).voice"), to: voices.appendingPathComponent(name))
    }
  }

  func render(_ text: String, voice: Voice) throws {
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--path=\(root.path)", "-v", voice.name, "-s", "\(voice.settings.rate)", "-p", "\(voice.settings.pitch)",
      "-a", "\(voice.settings.volume)", "-w", root.appendingPathComponent("out.wav").path, text,
    ]
    try process.run()
    process.waitUntilExit()
  }
}
