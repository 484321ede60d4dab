import Foundation

/// A minimal HTTP/1.1 client over a loopback socket, so the benchmark times the
/// server's answer byte by byte with nothing between: one request per connection.
enum LoopbackHTTP {
  static func connect(port: Int) throws -> Int32 {
    let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw ServerBenchmark.BenchError.connection("socket") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var noDelay: Int32 = 1
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, socklen_t(MemoryLayout<Int32>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw ServerBenchmark.BenchError.connection("connect to 127.0.0.1:\(port)")
    }
    return socket
  }

  static func send(_ socket: Int32, method: String, path: String, body: String) {
    let text =
      "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Earshot: 1\r\nConnection: close\r\n"
      + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress, $0.count, 0) }
  }

  /// The whole response, headers and body, as text (read to the end).
  static func request(port: Int, method: String, path: String, body: String) throws -> String {
    let socket = try connect(port: port)
    defer { close(socket) }
    send(socket, method: method, path: path, body: body)
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// Returns once the first byte of the body has arrived (after the headers and, for a
  /// chunked body, the first chunk's size line); reads the rest before closing.
  static func firstBodyByte(port: Int, path: String) throws {
    let socket = try connect(port: port)
    defer { close(socket) }
    send(socket, method: "GET", path: path, body: "")
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var arrived = false
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 { break }
      received += buffer[0..<count]
      if !arrived, let headerEnd = find([13, 10, 13, 10], in: received) {
        let body = received[(headerEnd + 4)...]
        // Chunked: a size line, then data; the first data byte is the first byte of audio.
        if let line = find([13, 10], in: Array(body)), body.count > line + 2 { arrived = true }
        if arrived { break }
      }
    }
    guard arrived else { throw ServerBenchmark.BenchError.connection("no audio from \(path)") }
    while recv(socket, &buffer, buffer.count, 0) > 0 {}
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    for index in 0...(haystack.count - needle.count)
    where haystack[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    return nil
  }
}
