import Hummingbird
import Playback

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
      return Reply.speech(
        Timeline.segments(for: job.step, index: 0, hintsEnabled: job.hintsEnabled), voices: voices)
    }
  }
}
