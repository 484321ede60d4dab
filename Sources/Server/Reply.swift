import Foundation
import Hummingbird
import Playback
import Recording
import Speech

/// The server's responses: a page, JSON, or a problem in plain text (never HTML, so
/// nothing a request carried can be read back as markup).
enum Reply {
  static func html(_ text: String) -> Response {
    Response(
      status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  static func json(_ value: some Encodable) -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
    return Response(
      status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }

  /// Speech as Ogg Opus sent as it is made: each segment synthesised in process (eSpeak NG),
  /// encoded, and its pages written at once, so the browser starts playing after the first
  /// words (the playground's replies and the classroom's alike).
  static func speech(_ segments: [TimelineSegment], voices: PlaygroundVoices) -> Response {
    Response(
      status: .ok, headers: [.contentType: "audio/ogg; codecs=opus", .cacheControl: "no-store"],
      body: ResponseBody { writer in
        let stream = try OggOpusStream()
        for segment in segments {
          let recorder = Recorder(engine: voices.engine, cast: voices.cast)
          try recorder.append([segment])
          let pages = try stream.write(recorder.samples)
          if !pages.isEmpty { try await writer.write(ByteBuffer(bytes: pages)) }
          // Synthesis blocks its thread: between utterances, let the other requests (a page,
          // another trainee's answer) run on the few threads there are.
          await Task.yield()
        }
        try await writer.write(ByteBuffer(bytes: try stream.finish()))
        try await writer.finish(nil)
      })
  }

  static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
    Response(
      status: status, headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
      body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
  }

  /// A playground's refusal by its kind; any other error as the server's own fault.
  static func problem(_ error: any Error) -> Response {
    guard let error = error as? PlaygroundError else { return problem(.internalServerError, "\(error)") }
    switch error {
    case .noScenario: return problem(.notFound, error.message)
    case .invalid, .badCommand: return problem(.unprocessableContent, error.message)
    case .changedOnDisk: return problem(.conflict, error.message)
    case .notSaved: return problem(.forbidden, error.message)
    }
  }

  /// The body of a request, as text, up to `limit` bytes.
  static func text(of request: Request, limit: Int) async throws -> String {
    let buffer = try await request.body.collect(upTo: limit)
    return String(buffer: buffer)
  }
}
