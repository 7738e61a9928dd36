import Crypto
import FileSystem
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The server's Ed25519 host key in one file, in OpenSSH's format (`OpenSSHPrivateKey`), so
/// `ssh-keygen -lf FILE` prints the fingerprint players see.
///
/// The server keeps `host_key_ed25519` in its data folder: made on the first start (mode 0600,
/// with its public key in `host_key_ed25519.pub`), read on every later one, never replaced by
/// another key. A file in the arcade's first format (one line, `arcade-host-key ed25519 <base64
/// seed>`) is rewritten once in OpenSSH's, atomically: the same key, so no player is warned.
/// An operator's own key (`--host-key FILE`) is only read. A file that does not read is an
/// error naming it: the server refuses to start rather than serve a new key that every player
/// who checked the old fingerprint would be warned about.
public struct HostKeyFile: Sendable {
  /// The file's path.
  public let path: String
  /// Whether the server keeps the file (makes it, rewrites an old one), or only reads it.
  public let isKeptByServer: Bool

  /// The key file `host_key_ed25519` in `dataDirectory`, kept by the server.
  public init(dataDirectory: String) {
    path = FilePaths.join(dataDirectory, "host_key_ed25519")
    isKeptByServer = true
  }

  /// The key file at `path`: the operator's own (`--host-key`), which the server never writes,
  /// unless `keptByServer`.
  public init(path: String, keptByServer: Bool = false) {
    self.path = path
    isKeptByServer = keptByServer
  }

  /// The operator's key at `hostKeyFile` when there is one, else the server's in `dataDirectory`.
  public static func of(_ hostKeyFile: String?, dataDirectory: String) -> HostKeyFile {
    hostKeyFile.map { HostKeyFile(path: $0) } ?? HostKeyFile(dataDirectory: dataDirectory)
  }

  /// The file beside the key with its public line (`ssh-ed25519 <base64> arcade-server`).
  public var publicKeyPath: String { path + ".pub" }

  /// The key: read from the file (an old one rewritten in OpenSSH's format), or, when the server
  /// keeps the file and there is none yet, made and written there (`created`).
  public func loadOrCreate() throws(HostKeyError) -> (key: Curve25519.Signing.PrivateKey, created: Bool) {
    guard FileSystemCalls.kind(of: path) != nil else {
      guard isKeptByServer else { throw .missing(path: path, keptByServer: false) }
      return try create()
    }
    let (key, isOldFormat) = try read()
    if isOldFormat && isKeptByServer { try write(key, replacing: true) }
    return (key, false)
  }

  /// The key as the file holds it, in either format; writes nothing.
  public func load() throws(HostKeyError) -> Curve25519.Signing.PrivateKey {
    guard FileSystemCalls.kind(of: path) != nil else { throw .missing(path: path, keptByServer: isKeptByServer) }
    return try read().key
  }

  /// Makes a key and writes it where there is none; a key another server wrote first wins.
  private func create() throws(HostKeyError) -> (key: Curve25519.Signing.PrivateKey, created: Bool) {
    let key = Curve25519.Signing.PrivateKey()
    do {
      try FileSystemCalls.makeDirectories(FilePaths.directory(of: path))
    } catch {
      throw .cannotWrite(path: path, reason: error.reason)
    }
    do {
      try write(key, replacing: false)
    } catch {
      // Another server made it first: that key is the one.
      if case .alreadyThere = error { return (try read().key, false) }
      throw error
    }
    return (key, true)
  }

  /// Writes `key` (mode 0600) and its public line: over the old file atomically when
  /// `replacing`, else only where nothing is (`alreadyThere` when something is).
  private func write(_ key: Curve25519.Signing.PrivateKey, replacing: Bool) throws(HostKeyError) {
    let text = Array(OpenSSHPrivateKey.text(of: key).utf8)
    if replacing {
      do {
        try AtomicFile.write(text, to: path, mode: 0o600, createDirectories: false)
      } catch {
        throw .cannotWrite(path: path, reason: "\(error)")
      }
    } else {
      do {
        try FileSystemCalls.createOnce(path, text, mode: 0o600)
      } catch {
        if error.code == EEXIST { throw .alreadyThere }
        throw .cannotWrite(path: path, reason: error.reason)
      }
    }
    do {
      try AtomicFile.write(
        Array(OpenSSHPrivateKey.publicLine(of: key.publicKey).utf8), to: publicKeyPath, mode: 0o644,
        createDirectories: false)
    } catch {
      throw .cannotWrite(path: publicKeyPath, reason: "\(error)")
    }
  }

  /// The key in the file, and whether it is in the arcade's first format.
  private func read() throws(HostKeyError) -> (key: Curve25519.Signing.PrivateKey, isOldFormat: Bool) {
    let bytes: [UInt8]
    do {
      bytes = try FileSystemClient.live.readFile(path, 64 * 1024)
    } catch {
      throw .unreadable(path: path, reason: "\(error)", keptByServer: isKeptByServer)
    }
    let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasPrefix(Self.oldPrefix) {
      guard let seed = Data(base64Encoded: String(text.dropFirst(Self.oldPrefix.count))),
        let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed)
      else {
        throw .unreadable(
          path: path, reason: "expected one line `\(Self.oldPrefix)<base64 seed>`", keptByServer: isKeptByServer)
      }
      return (key, true)
    }
    do {
      return (try OpenSSHPrivateKey.key(fromText: text), false)
    } catch {
      throw .unreadable(path: path, reason: error.description, keptByServer: isKeptByServer)
    }
  }

  /// The first words of a file in the arcade's first format.
  static let oldPrefix = "arcade-host-key ed25519 "
}

/// Why the host key cannot be had.
public enum HostKeyError: Error, CustomStringConvertible {
  case missing(path: String, keptByServer: Bool)
  case unreadable(path: String, reason: String, keptByServer: Bool)
  case cannotWrite(path: String, reason: String)
  /// Another server made the key first (handled inside `HostKeyFile`).
  case alreadyThere

  public var description: String {
    switch self {
    case .missing(let path, true):
      "\(path): no host key yet; the server makes it on its first start (arcade serve with the same --data)"
    case .missing(let path, false):
      "\(path): no such host key; make one with ssh-keygen -t ed25519 -N '' -f \(path), "
        + "or leave out --host-key to use the one the server keeps in its data folder"
    case .unreadable(let path, let reason, true):
      "\(path): the host key does not read: \(reason). Restore it from a backup, or move it away to make a new key "
        + "(players will then be warned that the host key changed)"
    case .unreadable(let path, let reason, false): "\(path): the host key does not read: \(reason)"
    case .cannotWrite(let path, let reason): "\(path): cannot write the host key: \(reason)"
    case .alreadyThere: "the host key was made by another server at the same moment"
    }
  }
}
