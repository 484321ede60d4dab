import Foundation
import Hummingbird
import Training

/// `earshot serve --course FILE`: the classroom as a web server. Bound to 127.0.0.1
/// unless told otherwise (`--room` opens it to the room's network); on loopback it
/// answers only to loopback names. A trainee's forms are taken from the class's own
/// pages only (their Origin), and the class code keeps strangers out.
public struct ClassroomServer: Sendable {
  public let configuration: PlaygroundServer.Configuration
  public let classroom: Classroom
  let voices: PlaygroundVoices?

  public init(configuration: PlaygroundServer.Configuration, classroom: Classroom, voices: PlaygroundVoices?) {
    self.configuration = configuration
    self.classroom = classroom
    self.voices = voices
  }

  /// The host trainees type, when it is not the one the trainer's browser used: this
  /// machine's name when open to every network; nil on loopback or a given address.
  var roomHost: String? {
    configuration.isLoopback ? nil : configuration.host == "0.0.0.0" ? ProcessInfo.processInfo.hostName : nil
  }

  public func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(
      middleware: RequestGuard(
        allowedHosts: configuration.isLoopback ? ["127.0.0.1", "localhost", "::1"] : nil, formsFromOwnPages: true))
    ClassroomRoute(classroom: classroom, voices: voices, roomHost: roomHost).register(on: router)
    return router
  }

  /// The application to run (`runService()`), or to test in process.
  public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
    -> some ApplicationProtocol
  {
    configuration.application(router: router(), onServerRunning: onServerRunning)
  }
}
