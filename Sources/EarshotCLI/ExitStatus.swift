/// How a command ends when it does not succeed, once what went wrong is printed:
/// the status its documentation promises.
public struct ExitStatus: Error, Hashable, Sendable {
  public var code: Int32

  public init(code: Int32) {
    self.code = code
  }

  /// Bad input: a file, script or option that cannot be used as given.
  public static let badInput = ExitStatus(code: 2)
  /// An `expect` that did not hold, or an audit finding.
  public static let expectationFailed = ExitStatus(code: 1)
  /// EX_IOERR (sysexits.h): standard output lost some of the transcript or spec (a
  /// closed pipe, a full disk); recordings are still written.
  public static let outputLost = ExitStatus(code: 74)
}
