import ArcadeKit
import CZlib

// MARK: - ShareCode

/// A replay as one line to paste anywhere: `arcade:1:replay:` and the replay's text, compressed
/// with zlib and written in base64url (RFC 4648 §5, no padding). `arcade replay CODE` plays it
/// and `arcade scores verify CODE` checks its score; a code that was cut or changed is refused
/// with the reason.
public enum ShareCode {
  /// What every replay code starts with (the `1` is the code's version).
  public static let prefix = "arcade:1:replay:"
  /// The longest code read: a replay of at most `ReplayLimits.maximumStoredBytes`, compressed,
  /// is far shorter.
  static let maximumLength = 512 * 1024

  /// Why a code cannot be read.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
  }

  /// Whether `text` looks like a code (so a command line tells it from a file name).
  public static func isCode(_ text: String) -> Bool {
    text.hasPrefix("arcade:")
  }

  /// The code of `replay`.
  public static func code(of replay: Replay) -> String {
    prefix + base64url(compress(Array(ReplayText.encode(replay).utf8)))
  }

  /// The replay a code carries; throws a `Problem` saying what is wrong with it.
  public static func replay(from code: String) throws(Problem) -> Replay {
    let trimmed = String(code.filter { !$0.isWhitespace })
    guard trimmed.hasPrefix("arcade:") else { throw Problem(description: "a share code starts with \(prefix)") }
    guard trimmed.hasPrefix(prefix) else {
      throw Problem(description: "this is not a replay code of this arcade (expected it to start with \(prefix))")
    }
    guard trimmed.utf8.count <= maximumLength else { throw Problem(description: "the code is far too long") }
    guard let bytes = fromBase64url(trimmed.dropFirst(prefix.count)) else {
      throw Problem(description: "the code has characters a code never has: it was changed or cut; copy it again")
    }
    guard let text = decompress(bytes, limit: ReplayLimits.maximumBytes) else {
      throw Problem(description: "the code does not unpack: it was changed or cut; copy it again")
    }
    do {
      return try ReplayText.decode(text: String(decoding: text, as: UTF8.self), source: "the code")
    } catch {
      throw Problem(description: "the code unpacks to no replay: \(error)")
    }
  }

  // MARK: - zlib

  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        compress2(out.baseAddress, &length, input.baseAddress, uLong(bytes.count), Z_BEST_COMPRESSION)
      }
    }
    guard status == Z_OK else { return [] }
    return Array(output.prefix(Int(length)))
  }

  /// The bytes `bytes` unpack to, if they are zlib data of at most `limit` bytes unpacked.
  static func decompress(_ bytes: [UInt8], limit: Int) -> [UInt8]? {
    guard !bytes.isEmpty else { return nil }
    var length = uLong(limit)
    var output = [UInt8](repeating: 0, count: limit)
    let status = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        uncompress(out.baseAddress, &length, input.baseAddress, uLong(bytes.count))
      }
    }
    guard status == Z_OK else { return nil }
    return Array(output.prefix(Int(length)))
  }

  // MARK: - base64url

  static func base64url(_ bytes: [UInt8]) -> String {
    String(decoding: Base64.encode(bytes, .url), as: UTF8.self)
  }

  static func fromBase64url(_ text: Substring) -> [UInt8]? {
    Base64.decodeURL(text)
  }
}
