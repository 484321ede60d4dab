import Foundation
import Hummingbird

/// `earshot serve`: the playground as a web server (Hummingbird on SwiftNIO). Bound
/// to 127.0.0.1 unless told otherwise; on loopback it answers only to loopback names.
public struct PlaygroundServer: Sendable {
  public struct Configuration: Sendable {
    public var folder: String
    public var host: String
    public var port: Int

    public init(folder: String, host: String = "127.0.0.1", port: Int = 8080) {
      self.folder = folder
      self.host = host
      self.port = port
    }

    public var isLoopback: Bool { ["127.0.0.1", "::1", "localhost"].contains(host) }

    /// The application serving `router` at this address, to run (`runService()`) or to test
    /// in process: the playground and the classroom alike. `onServerRunning` gets the port bound.
    func application(
      router: Router<BasicRequestContext>, onServerRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
      Application(
        router: router,
        configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "earshot"),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) })
    }
  }

  public let configuration: Configuration
  public let playground: Playground
  let voices: PlaygroundVoices?

  public init(configuration: Configuration, voices: PlaygroundVoices?) {
    self.configuration = configuration
    self.voices = voices
    playground = Playground(folder: ScenarioFolder(path: configuration.folder), voices: voices)
  }

  public func router() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(
      middleware: RequestGuard(allowedHosts: configuration.isLoopback ? ["127.0.0.1", "localhost", "::1"] : nil))
    PageRoute(playground: playground).register(on: router)
    CommandRoute(playground: playground).register(on: router)
    SpeechRoute(playground: playground, voices: voices).register(on: router)
    SourceRoute(playground: playground).register(on: router)
    return router
  }

  /// The application to run (`runService()`), or to test in process.
  public func application(onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in })
    -> some ApplicationProtocol
  {
    configuration.application(router: router(), onServerRunning: onServerRunning)
  }
}
