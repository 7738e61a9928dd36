import Crypto
import FoundationEssentials
import NIOCore

/// An Ed25519 private key in OpenSSH's own file format ("openssh-key-v1", the text between
/// `-----BEGIN OPENSSH PRIVATE KEY-----` and its END line), as `ssh-keygen -t ed25519 -N ''`
/// writes it: what `ssh-keygen -lf` and `sshd` read.
///
/// Only unencrypted Ed25519 keys are read: the server has nobody to ask for a passphrase, and
/// swift-nio-ssh serves no RSA host key. Every other file is an `OpenSSHKeyError` that says
/// what it is and what to do.
public enum OpenSSHPrivateKey {
  /// The file's text for `key`: unencrypted (cipher and kdf `none`), base64 in lines of 70
  /// characters as OpenSSH writes them, with `comment` kept inside.
  public static func text(
    of key: Curve25519.Signing.PrivateKey, comment: String = "arcade-server",
    checkNumber: UInt32 = .random(in: .min ... .max)
  ) -> String {
    let publicKey = Array(key.publicKey.rawRepresentation)
    var secret = ByteBuffer()
    secret.writeInteger(checkNumber)
    secret.writeInteger(checkNumber)
    secret.writeKeyString(Array(algorithm.utf8))
    secret.writeKeyString(publicKey)
    secret.writeKeyString(Array(key.rawRepresentation) + publicKey)
    secret.writeKeyString(Array(comment.utf8))
    // Padded with 1, 2, 3… to the cipher's block size (8 for none).
    var pad: UInt8 = 1
    while secret.readableBytes % blockSize != 0 {
      secret.writeInteger(pad)
      pad += 1
    }
    var file = ByteBuffer()
    file.writeBytes(magic)
    file.writeKeyString(Array("none".utf8))
    file.writeKeyString(Array("none".utf8))
    file.writeKeyString([])
    file.writeInteger(UInt32(1))
    file.writeKeyString(publicKeyBlob(publicKey))
    file.writeKeyString(Array(secret.readableBytesView))
    let base64 = Data(file.readableBytesView).base64EncodedString()
    var lines = [beginLine]
    var rest = Substring(base64)
    while !rest.isEmpty {
      lines.append(String(rest.prefix(70)))
      rest = rest.dropFirst(70)
    }
    lines.append(endLine)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The public key's line for a `.pub` file beside the key: `ssh-ed25519 <base64> comment`.
  public static func publicLine(of key: Curve25519.Signing.PublicKey, comment: String = "arcade-server") -> String {
    "\(algorithm) \(Data(publicKeyBlob(Array(key.rawRepresentation))).base64EncodedString()) \(comment)\n"
  }

  /// The key a file's text holds, or what keeps it from being read.
  public static func key(fromText text: String) throws(OpenSSHKeyError) -> Curve25519.Signing.PrivateKey {
    let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let begin = lines.firstIndex(of: beginLine) else {
      if let pem = lines.first(where: { $0.hasPrefix("-----BEGIN ") && $0.hasSuffix("-----") }) {
        throw .notOpenSSHFormat(pemLine: pem)
      }
      throw .notAKey
    }
    guard let end = lines[begin...].firstIndex(of: endLine) else { throw .damaged("it has no \(endLine) line") }
    guard let bytes = Data(base64Encoded: lines[(begin + 1)..<end].joined()) else {
      throw .damaged("the text between its BEGIN and END lines is not base64")
    }
    return try key(fromBytes: ByteBuffer(bytes: bytes))
  }

  /// The key in the decoded "openssh-key-v1" bytes.
  static func key(fromBytes bytes: ByteBuffer) throws(OpenSSHKeyError) -> Curve25519.Signing.PrivateKey {
    var file = bytes
    guard file.readBytes(length: magic.count) == magic else { throw .damaged("it does not start with openssh-key-v1") }
    let cipher = try file.readKeyText("the cipher's name")
    let kdf = try file.readKeyText("the key derivation's name")
    _ = try file.readKeyString("the key derivation's options")
    guard let count = file.readInteger(as: UInt32.self) else { throw .damaged("it ends before its count of keys") }
    guard count == 1 else { throw .notOneKey(count: Int(count)) }
    var publicBlob = ByteBuffer(bytes: try file.readKeyString("the public key"))
    let type = try publicBlob.readKeyText("the public key's type")
    guard type == algorithm else { throw .notEd25519(type: type) }
    guard cipher == "none", kdf == "none" else { throw .encrypted(cipher: cipher) }
    var secret = ByteBuffer(bytes: try file.readKeyString("the private key"))
    guard file.readableBytes == 0 else { throw .damaged("it has bytes after the private key") }
    guard let first = secret.readInteger(as: UInt32.self), let second = secret.readInteger(as: UInt32.self) else {
      throw .damaged("it ends before the private key's check numbers")
    }
    guard first == second else { throw .damaged("the private key's two check numbers differ") }
    guard try secret.readKeyText("the private key's type") == algorithm else {
      throw .damaged("its private key's type is not the public key's")
    }
    let publicKey = try secret.readKeyString("the private key's public half")
    let pair = try secret.readKeyString("the private key")
    _ = try secret.readKeyString("the comment")
    guard publicKey.count == 32, pair.count == 64, Array(pair[32...]) == publicKey,
      try publicBlob.readKeyString("the public key") == publicKey, publicBlob.readableBytes == 0
    else { throw .damaged("its Ed25519 key is not 32 + 32 bytes that agree with its public key") }
    for (index, byte) in secret.readableBytesView.enumerated() where Int(byte) != index + 1 {
      throw .damaged("its padding is not 1, 2, 3…")
    }
    guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: Array(pair[..<32])),
      Array(key.publicKey.rawRepresentation) == publicKey
    else { throw .damaged("its private key does not make its public key") }
    return key
  }

  /// The wire form of an Ed25519 public key: its type and its 32 bytes.
  private static func publicKeyBlob(_ publicKey: [UInt8]) -> [UInt8] {
    var blob = ByteBuffer()
    blob.writeKeyString(Array(algorithm.utf8))
    blob.writeKeyString(publicKey)
    return Array(blob.readableBytesView)
  }

  static let beginLine = "-----BEGIN OPENSSH PRIVATE KEY-----"
  static let endLine = "-----END OPENSSH PRIVATE KEY-----"
  private static let magic = Array("openssh-key-v1\0".utf8)
  private static let algorithm = "ssh-ed25519"
  private static let blockSize = 8
}

/// Why a file is not an unencrypted OpenSSH Ed25519 private key; each says what to do.
public enum OpenSSHKeyError: Error, Equatable, CustomStringConvertible {
  /// Encrypted with a passphrase (`cipher`), which the server has nobody to ask for.
  case encrypted(cipher: String)
  /// A key of another type (`ssh-rsa`, `ecdsa-sha2-nistp256`…).
  case notEd25519(type: String)
  /// A key in another format (PEM or PKCS#8), named by its BEGIN line.
  case notOpenSSHFormat(pemLine: String)
  /// A file holding no key at all.
  case notAKey
  /// A file of `count` keys, where one is served.
  case notOneKey(count: Int)
  /// An OpenSSH key file that does not decode: `what` is wrong.
  case damaged(String)

  public var description: String {
    switch self {
    case .encrypted(let cipher):
      "it is encrypted with a passphrase (\(cipher)), which the server has nobody to ask for; serve a copy without "
        + "one (ssh-keygen -p -N '' -f COPY) kept readable by the server's user only"
    case .notEd25519(let type):
      "it is an \(type) key, and the server's host key is Ed25519; make one with ssh-keygen -t ed25519 -N '' -f FILE"
    case .notOpenSSHFormat(let line):
      "it is not in OpenSSH's format (its first line is \(line)); an Ed25519 key made by "
        + "ssh-keygen -t ed25519 -N '' -f FILE is"
    case .notAKey:
      "it is not an OpenSSH private key (no \(OpenSSHPrivateKey.beginLine) line); make one with "
        + "ssh-keygen -t ed25519 -N '' -f FILE"
    case .notOneKey(let count): "it holds \(count) keys, where the server serves one"
    case .damaged(let what): "it is damaged: \(what)"
    }
  }
}

extension ByteBuffer {
  /// Writes `bytes` as an SSH string: a 4-byte length, then the bytes.
  fileprivate mutating func writeKeyString(_ bytes: [UInt8]) {
    writeInteger(UInt32(bytes.count))
    writeBytes(bytes)
  }

  /// Reads an SSH string, or says that the file ends inside `what`.
  fileprivate mutating func readKeyString(_ what: String) throws(OpenSSHKeyError) -> [UInt8] {
    guard let length = getInteger(at: readerIndex, as: UInt32.self), Int(length) <= readableBytes - 4 else {
      throw .damaged("it ends inside \(what)")
    }
    moveReaderIndex(forwardBy: 4)
    return readBytes(length: Int(length)) ?? []
  }

  /// Reads an SSH string of text (a name).
  fileprivate mutating func readKeyText(_ what: String) throws(OpenSSHKeyError) -> String {
    String(decoding: try readKeyString(what), as: UTF8.self)
  }
}
