import ArcadeKit
import CZlib
import Replays

// MARK: - ShareCode

/// A replay as one line to paste anywhere: `arcade:1:replay:` and the replay's text, compressed
/// with zlib and written in base64url (RFC 4648 §5, no padding). `arcade replay CODE` plays it
/// and `arcade scores verify CODE` checks its score. A code is read whole or not at all: one
/// with anything appended, removed or changed is refused with the reason; whitespace anywhere
/// in it (the line breaks and indents a mail client puts in) is no part of it and is ignored.
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
    let trimmed = withoutWhitespace(code)
    guard trimmed.hasPrefix("arcade:") else { throw Problem(description: "a share code starts with \(prefix)") }
    guard trimmed.hasPrefix(prefix) else {
      throw Problem(description: "this is not a replay code of this arcade (expected it to start with \(prefix))")
    }
    guard trimmed.utf8.count <= maximumLength else { throw Problem(description: "the code is far too long") }
    let text = try unpack(trimmed.dropFirst(prefix.count), limit: ReplayLimits.maximumBytes, naming: "the code")
    do {
      return try ReplayText.decode(text: String(decoding: text, as: UTF8.self), source: "the code")
    } catch {
      throw Problem(description: "the code unpacks to no replay: \(error)")
    }
  }

  /// `code` without the whitespace a mail client or a terminal puts in a long line (a code
  /// never has any).
  static func withoutWhitespace(_ code: String) -> String {
    String(code.filter { !$0.isWhitespace })
  }

  // MARK: - Unpacking

  /// The bytes `part` of a code carries, read whole: base64url of zlib data that ends exactly
  /// where `part` ends and unpacks to at most `limit` bytes. Throws a `Problem` that names the
  /// part (`naming`, "the code") and says what is wrong: a character no code has, characters
  /// after its end, an end cut off, or a change inside it.
  static func unpack(_ part: Substring, limit: Int, naming name: String) throws(Problem) -> [UInt8] {
    if let bad = part.utf8.firstIndex(where: { !isBase64url($0) }) {
      let place = part.utf8.distance(from: part.utf8.startIndex, to: bad) + 1
      throw Problem(
        description:
          "\(name) has a character no code has (character \(place) of it): copy the code whole, as it was given")
    }
    // One symbol past a whole group of four is a length no base64url text has: it is read
    // without it, and counted as one too many below.
    let symbols = part.utf8.count % 4 == 1 ? part.dropLast() : part
    guard let bytes = fromBase64url(symbols) else { throw changed(name) }
    switch inflate(bytes, limit: limit) {
    case .whole(let output, let used):
      let whole = base64url(Array(bytes.prefix(used)))
      let extra = part.utf8.count - whole.utf8.count
      if extra > 0 {
        throw Problem(
          description:
            "\(name) is \(extra) character\(extra == 1 ? "" : "s") longer than it should be: copy the code whole, and nothing after it"
        )
      }
      // The last symbol's spare bits are zero in a code this arcade wrote.
      guard part.elementsEqual(whole) else { throw changed(name) }
      return output
    case .cutShort:
      throw Problem(description: "\(name) is cut short: copy the code whole")
    case .damaged:
      throw changed(name)
    case .tooLarge:
      throw Problem(description: "\(name) unpacks to more than \(limit) bytes: it is no code this arcade wrote")
    }
  }

  /// The problem of a part changed inside (a symbol wrong, missing or extra).
  private static func changed(_ name: String) -> Problem {
    Problem(description: "\(name) was changed (a character is wrong, missing or extra): copy the code whole")
  }

  private static func isBase64url(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"),
      UInt8(ascii: "-"), UInt8(ascii: "_"):
      true
    default: false
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

  /// What unpacking zlib data found.
  enum Inflated: Hashable {
    /// The data's end (its checksum checked) after `used` bytes, and the bytes it unpacks to.
    case whole([UInt8], used: Int)
    /// The bytes ran out before the data's end.
    case cutShort
    /// Not zlib data, or its checksum does not match.
    case damaged
    /// It unpacks to more than the limit.
    case tooLarge
  }

  /// Unpacks the zlib data at the start of `bytes` (at most `limit` bytes unpacked), saying
  /// where it ends: bytes after its end are the caller's to refuse.
  static func inflate(_ bytes: [UInt8], limit: Int) -> Inflated {
    var stream = z_stream()
    guard inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return .damaged }
    defer { inflateEnd(&stream) }
    var input = bytes
    var output = [UInt8](repeating: 0, count: limit)
    let status = input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = source.baseAddress
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        return CZlib.inflate(&stream, Z_FINISH)
      }
    }
    switch status {
    case Z_STREAM_END:
      return .whole(Array(output.prefix(limit - Int(stream.avail_out))), used: bytes.count - Int(stream.avail_in))
    case Z_BUF_ERROR where stream.avail_out == 0:
      return .tooLarge
    case Z_BUF_ERROR:
      return .cutShort
    default:
      return .damaged
    }
  }

  // MARK: - base64url

  static func base64url(_ bytes: [UInt8]) -> String {
    String(decoding: Base64.encode(bytes, .url), as: UTF8.self)
  }

  static func fromBase64url(_ text: Substring) -> [UInt8]? {
    Base64.decodeURL(text)
  }
}
