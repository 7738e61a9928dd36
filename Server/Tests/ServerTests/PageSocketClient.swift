import Foundation
import NIOCore
import NIOPosix
import Testing

/// A web page's socket as a test drives it (what a browser's `WebSocket` does, by hand): the
/// upgrade request, masked frames out (well-formed or not), and the server's frames read back.
final class PageSocketClient: Sendable {
  private let connection: RawConnection

  /// One frame the server sent.
  struct Frame: Equatable {
    var opcode: UInt8
    var payload: [UInt8]
    var text: String { String(decoding: payload, as: UTF8.self) }
  }

  /// Opens `path` on `port` (from `source`, a loopback address of its own, when given), as a page
  /// of `origin` would (nil: no Origin header, as a program's client).
  init(port: Int, path: String, origin: String? = "http://127.0.0.1:PORT", source: String? = nil) async throws {
    connection = try await RawConnection(port: port, group: .singleton, source: source)
    var request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin.replacingOccurrences(of: "PORT", with: "\(port)"))\r\n" }
    try await connection.send(Array((request + "\r\n").utf8))
    try await waitFor("the answer to the upgrade") { $0.head != nil || $0.isClosed }
  }

  /// The response's head, once it has all come.
  var head: String? {
    let text = connection.text
    guard let end = text.range(of: "\r\n\r\n") else { return nil }
    return String(text[..<end.lowerBound])
  }

  /// Whether the server took the upgrade (101).
  var upgraded: Bool { head?.hasPrefix("HTTP/1.1 101") ?? false }

  var isClosed: Bool { connection.isClosed }

  /// The frames after the response's head, in order (a frame not whole yet is left out).
  var frames: [Frame] {
    var bytes = connection.bytes
    guard let end = bytes.firstRange(of: Array("\r\n\r\n".utf8)) else { return [] }
    bytes.removeSubrange(..<end.upperBound)
    var frames: [Frame] = []
    var index = 0
    while index + 2 <= bytes.count {
      let opcode = bytes[index] & 0x0F
      var length = Int(bytes[index + 1] & 0x7F)
      var start = index + 2
      if length == 126 {
        guard start + 2 <= bytes.count else { break }
        length = Int(bytes[start]) << 8 | Int(bytes[start + 1])
        start += 2
      } else if length == 127 {
        guard start + 8 <= bytes.count else { break }
        length = bytes[start..<start + 8].reduce(0) { $0 << 8 | Int($1) }
        start += 8
      }
      guard start + length <= bytes.count else { break }
      frames.append(Frame(opcode: opcode, payload: Array(bytes[start..<start + length])))
      index = start + length
    }
    return frames
  }

  /// The text messages, each parsed as JSON.
  var messages: [[String: Any]] {
    frames.filter { $0.opcode == 1 }.compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.payload)) as? [String: Any]
    }
  }

  /// The screen's rows as the frames so far built it (each row a string of its cells).
  var screen: [String] {
    var rows: [String] = []
    for message in messages {
      guard let spans = message["f"] as? [Any] else { continue }
      if let height = message["h"] as? Int { rows = Array(repeating: "", count: height) }
      for case let row as [Any] in spans {
        guard let y = row[0] as? Int, let from = row[1] as? Int, let text = row[2] as? String, y < rows.count else {
          continue
        }
        var cells = Array(rows[y].unicodeScalars)
        if cells.count < from + text.unicodeScalars.count {
          cells += Array(repeating: " ", count: from + text.unicodeScalars.count - cells.count)
        }
        cells.replaceSubrange(from..<from + text.unicodeScalars.count, with: text.unicodeScalars)
        rows[y] = String(String.UnicodeScalarView(cells))
      }
    }
    return rows
  }

  /// Sends a text message as a page does (masked).
  func send(_ text: String) async throws {
    try await sendFrame(opcode: 1, payload: Array(text.utf8))
  }

  /// Sends one frame, masked, with `fin` set unless told otherwise.
  func sendFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) async throws {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else if payload.count < 65536 {
      frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try await connection.send(frame)
  }

  func close() async {
    await connection.close()
  }

  /// Waits until `condition` holds (at most `timeout` seconds), else fails with what came.
  func waitFor(_ what: String, timeout: Double = 10, _ condition: (PageSocketClient) -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition(self) {
      guard Date() < deadline else {
        Issue.record(
          "timed out waiting for \(what); the screen:\n\(screen.joined(separator: "\n"))\nhead: \(head ?? "-")")
        throw Timeout()
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  struct Timeout: Error {}
}
