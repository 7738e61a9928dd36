import Foundation
import NIOCore
import NIOPosix
import Synchronization
import Testing

/// A test's HTTP client that sends raw bytes (well-formed requests or not) to a loopback port
/// and reads what comes back until the server closes the connection.
enum HTTPTestClient {
  /// One response as read: its status, headers (names in lower case) and body.
  struct Response {
    var status: Int
    var headers: [String: String]
    var body: String
  }

  /// Sends `GET path` (closing the connection after it) and reads the one response.
  static func get(_ path: String, port: Int, method: String = "GET") async throws -> Response {
    let raw = try await exchange(
      Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: port)
    return try #require(responses(in: raw, method: method).first)
  }

  /// Sends `bytes` to `port` and returns everything the server sent until it closed (at most
  /// `timeout` seconds).
  static func exchange(_ bytes: [UInt8], port: Int, timeout: Int64 = 10) async throws -> [UInt8] {
    let group = MultiThreadedEventLoopGroup.singleton
    let received = Collector()
    let channel = try await ClientBootstrap(group: group)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(received) }
      }
      .connect(host: "127.0.0.1", port: port).get()
    var buffer = channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    // A server that answers and closes at once (a refusal) may be gone before the bytes are.
    try? await channel.writeAndFlush(buffer)
    let deadline = channel.eventLoop.scheduleTask(in: .seconds(timeout)) { channel.close(promise: nil) }
    try await channel.closeFuture.get()
    deadline.cancel()
    return received.bytes
  }

  /// The responses in `raw`, one after another (each with a `Content-Length`; none for `HEAD`).
  static func responses(in raw: [UInt8], method: String = "GET") -> [Response] {
    var text = Substring(String(decoding: raw, as: UTF8.self))
    var found: [Response] = []
    while let end = text.range(of: "\r\n\r\n") {
      let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
      let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      let length = method == "HEAD" ? 0 : Int(headers["content-length"] ?? "0") ?? 0
      let body = text[end.upperBound...].utf8.prefix(length)
      found.append(Response(status: status, headers: headers, body: String(decoding: body, as: UTF8.self)))
      text = Substring(String(decoding: text[end.upperBound...].utf8.dropFirst(length), as: UTF8.self))
    }
    return found
  }

  /// Keeps the bytes a connection receives.
  final class Collector: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    private let received = Mutex<[UInt8]>([])

    var bytes: [UInt8] { received.withLock { $0 } }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      let buffer = unwrapInboundIn(data)
      received.withLock { $0 += buffer.readableBytesView }
    }
  }
}

extension HTTPTestClient.Response {
  /// The value of the sample `name` (with its labels, as `arcade_sessions{state="playing"}`)
  /// on a `/metrics` page; nil when the page has no such line.
  func sample(_ name: String) -> Double? {
    for line in body.split(separator: "\n") where line.hasPrefix(name + " ") {
      return Double(line.dropFirst(name.count + 1))
    }
    return nil
  }
}
