import Foundation

/// The one way Earshot reads an input whole (a scenario, script, course, golden
/// transcript, voice file, dump, standard input): bounded, and never blocked.
///
/// - A path is opened with O_NONBLOCK, so a FIFO with no writer opens at once, and
///   `fstat` on the open descriptor (not the name, which could change in between)
///   must say regular file: a FIFO, device, socket or folder is refused unread.
/// - A file whose size is over the limit is refused before a byte is read; reading
///   stops one byte past the limit anyway (files in /proc say 0 and then grow).
/// - Standard input may be a pipe, a terminal or a file; a folder is refused, and
///   an endless stream (`yes |`) stops at the limit.
/// - `sniff` says whether text is of the expected kind: a message about a foreign
///   file quotes at most `quotedCharacters` of it (no secrets of `--script
///   /proc/self/environ` on the terminal).
public enum InputFile {
  /// The standard input's name in messages.
  public static let standardInputName = "<stdin>"

  /// How many characters of a file of the wrong kind a message may quote.
  public static let quotedCharacters = 12

  /// Reads the file at `path`, or standard input for `-`, at most `limit` bytes.
  /// `what` names it in messages ("scenario", "script", "voice file").
  public static func read(_ path: String, limit: Int, what: String) throws(InputError) -> Data {
    if path == "-" { return try readStandardInput(limit: limit, what: what) }
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason =
        switch errno {
        case ENOENT: "no such file"
        case EACCES: "you may not read it"
        case ENXIO: "it is not a regular file"
        default: String(cString: strerror(errno))
        }
      throw InputError(path: path, what: what, problem: .unreadable(reason))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw InputError(path: path, what: what, problem: .unreadable(String(cString: strerror(errno))))
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      throw InputError(path: path, what: what, problem: .notARegularFile(OutputFile.kind(status.st_mode)))
    }
    guard Int(status.st_size) <= limit else {
      throw InputError(path: path, what: what, problem: .tooLarge(limit: limit))
    }
    // Read still without blocking: a file on disk never would, but some kernel files fstat calls regular wait for
    // data that may never come (/proc/kmsg hung every input, issue 36); one that would block is refused.
    return try readAll(descriptor, limit: limit, path: path, what: what, refusingToWait: true)
  }

  /// Reads standard input to its end, at most `limit` bytes. A closed standard input
  /// (`<&-`) reads as empty.
  public static func readStandardInput(limit: Int, what: String) throws(InputError) -> Data {
    var status = stat()
    if fstat(STDIN_FILENO, &status) != 0 { return Data() }
    if (status.st_mode & S_IFMT) == S_IFDIR {
      throw InputError(path: standardInputName, what: what, problem: .notARegularFile("a folder"))
    }
    return try readAll(STDIN_FILENO, limit: limit, path: standardInputName, what: what)
  }

  /// Reads until the end or one byte past `limit`, whichever comes first.
  static func readAll(
    _ descriptor: Int32, limit: Int, path: String, what: String, refusingToWait: Bool = false
  ) throws(InputError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let wanted = min(buffer.count, limit + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN, refusingToWait {
          throw InputError(
            path: path, what: what,
            problem: .unreadable("it waits for data though it says it is a regular file, as /proc/kmsg does"))
        }
        if errno == EAGAIN {  // a non-blocking pipe handed to us: wait for it
          var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
          _ = poll(&poller, 1, -1)
          continue
        }
        if errno == EISDIR {
          throw InputError(path: path, what: what, problem: .notARegularFile("a folder"))
        }
        throw InputError(path: path, what: what, problem: .unreadable(String(cString: strerror(errno))))
      }
      guard count > 0 else { return data }
      data.append(contentsOf: buffer[0..<count])
      if data.count > limit {
        throw InputError(path: path, what: what, problem: .tooLarge(limit: limit))
      }
    }
  }

  /// Whether `data` reads as text: UTF-8 (an error points at the first bad byte
  /// elsewhere) with no NUL or other control characters than tab, line ends, form
  /// feed and ESC (which the printers escape). Binary data (an executable,
  /// /proc/self/environ's NUL-separated strings) is refused whole, quoting nothing.
  public static func isText(_ data: Data) -> Bool {
    !data.contains { byte in byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B
    }
  }

  /// The start of a text for a message about a file that is not what was expected:
  /// at most `quotedCharacters` Unicode scalars of its first line (so a character
  /// heaped with combining marks counts each), control and format characters dropped
  /// (C0, DEL, C1, bidirectional overrides: nothing that steers a terminal or reorders
  /// a line), with "..." when there is more. Scalar by scalar, as a terminal reads it:
  /// "\r\n" is one Character, and ended no line when lines were cut by Character.
  public static func quotedStart(of text: String) -> String {
    let scalars = text.unicodeScalars
    let line = scalars.prefix { $0 != "\n" && $0 != "\r" }
    let shown = line.filter { scalar in
      let category = scalar.properties.generalCategory
      return category != .control && category != .format
    }
    var start = String.UnicodeScalarView()
    start.append(contentsOf: shown.prefix(quotedCharacters))
    return shown.count > quotedCharacters || line.count < scalars.count ? String(start) + "..." : String(start)
  }
}
