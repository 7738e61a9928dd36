import Crypto
import FileSystem
import FoundationEssentials
import NIOSSH

#if canImport(Glibc)
  import Glibc
#endif

/// The server's Ed25519 host key, kept in one file in the data folder: made on the first
/// start (mode 0600), read on every later one, never overwritten.
///
/// The file holds one line, `arcade-host-key ed25519 <base64 of the 32-byte seed>`. A file that
/// does not read as one is an error that names it: the server refuses to start rather than
/// make a new key, since every player who checked the old fingerprint would be warned.
public struct HostKeyFile: Sendable {
  /// The file's path.
  public let path: String

  /// The key file `host_key_ed25519` in `dataDirectory`.
  public init(dataDirectory: String) {
    path = FilePaths.join(dataDirectory, "host_key_ed25519")
  }

  /// The key file at `path`.
  public init(path: String) {
    self.path = path
  }

  /// The key: read from the file, or made and written there when there is none yet (`created`).
  public func loadOrCreate() throws(HostKeyError) -> (key: Curve25519.Signing.PrivateKey, created: Bool) {
    if FileSystemCalls.kind(of: path) != nil {
      return (try load(), false)
    }
    let key = Curve25519.Signing.PrivateKey()
    let line = "\(Self.prefix) \(key.rawRepresentation.base64EncodedString())\n"
    do {
      try FileSystemCalls.makeDirectories(FilePaths.directory(of: path))
      try FileSystemCalls.createOnce(path, Array(line.utf8), mode: 0o600)
    } catch {
      // Another server made it first: that key is the one.
      if error.code == EEXIST { return (try load(), false) }
      throw .cannotWrite(path: path, reason: error.reason)
    }
    return (key, true)
  }

  /// The key as the file holds it.
  public func load() throws(HostKeyError) -> Curve25519.Signing.PrivateKey {
    let bytes: [UInt8]
    do {
      bytes = try FileSystemClient.live.readFile(path, 4096)
    } catch {
      throw .unreadable(path: path, reason: "\(error)")
    }
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.hasPrefix(Self.prefix + " "),
      let seed = Data(base64Encoded: String(text.dropFirst(Self.prefix.count + 1))),
      let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)
    else {
      throw .unreadable(path: path, reason: "expected one line `\(Self.prefix) <base64 seed>`")
    }
    return key
  }

  /// The first words of the file's line.
  static let prefix = "arcade-host-key ed25519"
}

/// Why the host key cannot be had.
public enum HostKeyError: Error, CustomStringConvertible {
  case missing(path: String)
  case unreadable(path: String, reason: String)
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .missing(let path):
      "\(path): no host key yet; the server makes it on its first start (arcade serve with the same --data)"
    case .unreadable(let path, let reason):
      "\(path): the host key does not read (\(reason)); restore it from a backup, or move it away to make a new key "
        + "(players will then be warned that the host key changed)"
    case .cannotWrite(let path, let reason): "\(path): cannot write the new host key: \(reason)"
    }
  }
}
