import Hummingbird
import Playback
import Recording
import Speech

/// `GET /s/NAME/speech/N`: what one reader said after a command, as Ogg Opus sent as
/// it is made: each utterance synthesised in process (eSpeak NG), encoded, and its
/// pages written at once, so the browser starts playing after the first words.
struct SpeechRoute {
  let playground: Playground
  let voices: PlaygroundVoices?

  func register(on router: Router<BasicRequestContext>) {
    router.get("/s/:name/speech/:number") { _, context in
      let number = try context.parameters.require("number", as: Int.self)
      guard let voices, let job = await playground.takeSpeech(number) else {
        return Reply.problem(.notFound, "no speech waiting with that number (each is fetched once)")
      }
      let segments = Timeline.segments(for: job.step, index: 0, hintsEnabled: job.hintsEnabled)
      return Response(
        status: .ok, headers: [.contentType: "audio/ogg; codecs=opus", .cacheControl: "no-store"],
        body: ResponseBody { writer in
          let stream = try OggOpusStream()
          for segment in segments {
            let recorder = Recorder(engine: voices.engine, cast: voices.cast)
            try recorder.append([segment])
            let pages = try stream.write(recorder.samples)
            if !pages.isEmpty { try await writer.write(ByteBuffer(bytes: pages)) }
            // Synthesis blocks its thread: let other requests run between utterances.
            await Task.yield()
          }
          try await writer.write(ByteBuffer(bytes: try stream.finish()))
          try await writer.finish(nil)
        })
    }
  }
}
