import Catalog
import Crypto
import EndToEndSupport
import FileSystem
import Foundation
import Launcher
import Logging
import Server
import TestSupport
import Testing

/// The host key in OpenSSH's format: made, read back, read by the real ssh-keygen, ssh-keyscan
/// and ssh, an operator's own key served as it is, the arcade's first format rewritten
/// once, and every other file refused with what to do.
@Suite struct HostKeyFileTests {
  @Test func aNewKeyIsAnOpenSSHFileThatReadsBackAsTheSameKey() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = HostKeyFile(dataDirectory: folder.path)
    let made = try file.loadOrCreate()
    #expect(made.created)
    let text = try contents(file.path)
    #expect(text.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
    #expect(text.hasSuffix("\n-----END OPENSSH PRIVATE KEY-----\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 70 })
    #expect(permissions(file.path) == 0o600)
    #expect(try contents(file.publicKeyPath) == OpenSSHPrivateKey.publicLine(of: made.key.publicKey))

    let again = try file.loadOrCreate()
    #expect(!again.created)
    #expect(again.key.rawRepresentation == made.key.rawRepresentation)
    #expect(try contents(file.path) == text)

    for comment in ["", "x", "arcade-server", "a comment of some length@host"] {
      let key = Curve25519.Signing.PrivateKey()
      let read = try OpenSSHPrivateKey.key(fromText: OpenSSHPrivateKey.text(of: key, comment: comment))
      #expect(read.rawRepresentation == key.rawRepresentation)
    }
  }

  @Test func sshKeygenReadsTheKeyAndPrintsTheFingerprintTheServerPrints() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let file = HostKeyFile(dataDirectory: folder.path)
    _ = try file.loadOrCreate()
    // What `arcade serve --fingerprint` prints.
    let printed = try ArcadeServer.fingerprint(dataDirectory: folder.path)
    #expect(printed.hasPrefix("SHA256:"))
    #expect(try sshKeygenFingerprint(file.path) == printed)
    // ssh-keygen derives the same public key from the private file as the .pub beside it holds.
    let derived = try Shell.run("/usr/bin/ssh-keygen", ["-y", "-f", file.path])
    #expect(derived.status == 0, "\(derived.error)")
    #expect(
      derived.output.split(separator: " ").prefix(2)
        == (try contents(file.publicKeyPath)).split(separator: " ").prefix(2))
  }

  @Test func aKeyMadeBySSHKeygenIsServedAsItIsAndNeverWritten() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let keyPath = folder.file("operator_ed25519")
    let made = try Shell.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "op@host", "-f", keyPath])
    #expect(made.status == 0, "\(made.error)")
    let before = try contents(keyPath)
    let expected = try sshKeygenFingerprint(keyPath)
    let data = folder.file("data")
    #expect(try ArcadeServer.fingerprint(dataDirectory: data, hostKeyFile: keyPath) == expected)

    var configuration = ArcadeServer.Configuration(dataDirectory: data, fileSystem: .live)
    configuration.port = 0
    configuration.threads = 1
    configuration.hostKeyFile = keyPath
    let server = try ArcadeServer(
      configuration: configuration, registry: GameCatalog.registry(fileSystem: .live),
      launch: LaunchContext(builtInLevelsDirectory: TestServer.levels),
      logger: Logger(label: "test") { _ in LogLines() })
    let port = try await server.start()
    #expect(server.fingerprint == expected)
    #expect(!server.hostKeyCreated)
    // A real OpenSSH client's key exchange sees the operator's key.
    let scanned = try Shell.run("/usr/bin/ssh-keyscan", ["-t", "ed25519", "-p", "\(port)", "127.0.0.1"])
    // The real ssh, knowing only the operator's public key for this host, checks it and plays.
    let pinned = folder.file("pinned_hosts")
    let publicLine = try contents(keyPath + ".pub").split(separator: " ").prefix(2).joined(separator: " ")
    try Data("[127.0.0.1]:\(port) \(publicLine)\n".utf8).write(to: URL(fileURLWithPath: pinned))
    let played = try Shell.run(
      "/usr/bin/ssh",
      [
        "-F", "/dev/null", "-o", "StrictHostKeyChecking=yes", "-o", "UserKnownHostsFile=\(pinned)", "-o",
        "BatchMode=yes", "-o", "ConnectTimeout=10", "-p", "\(port)", "guest@127.0.0.1", "scores",
      ])
    await server.stop()
    #expect(played.status == 0, "\(played.error)")
    #expect(played.output.contains("No scores yet"), "\(played.output)")
    #expect(scanned.output.contains("ssh-ed25519 "), "\(scanned.error)")
    let knownHosts = folder.file("known_hosts")
    try Data(scanned.output.utf8).write(to: URL(fileURLWithPath: knownHosts))
    #expect(try sshKeygenFingerprint(knownHosts) == expected)

    #expect(try contents(keyPath) == before)
    #expect(!FileSystemCalls.exists(FilePaths.join(data, "host_key_ed25519")))
  }

  @Test func aKeyInTheArcadesFirstFormatIsRewrittenOnceKeepingItsFingerprint() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let key = Curve25519.Signing.PrivateKey()
    let old = "arcade-host-key ed25519 \(key.rawRepresentation.base64EncodedString())\n"
    let file = HostKeyFile(dataDirectory: folder.path)
    try FileSystemCalls.createOnce(file.path, Array(old.utf8), mode: 0o600)
    let fingerprint = try ArcadeServer.fingerprint(dataDirectory: folder.path)
    #expect(try contents(file.path) == old)  // --fingerprint reads only

    let loaded = try file.loadOrCreate()
    #expect(!loaded.created)
    #expect(loaded.key.rawRepresentation == key.rawRepresentation)
    let rewritten = try contents(file.path)
    #expect(rewritten.hasPrefix("-----BEGIN OPENSSH PRIVATE KEY-----\n"))
    #expect(permissions(file.path) == 0o600)
    #expect(try sshKeygenFingerprint(file.path) == fingerprint)
    #expect(try ArcadeServer.fingerprint(dataDirectory: folder.path) == fingerprint)
    // No temporary is left beside it.
    #expect(folder.names() == ["host_key_ed25519", "host_key_ed25519.pub"])

    // Once: a rewrite would pick new check numbers.
    _ = try file.loadOrCreate()
    #expect(try contents(file.path) == rewritten)

    // An operator's key in the old format is read, never rewritten.
    let operatorKey = folder.file("operator-key")
    try FileSystemCalls.createOnce(operatorKey, Array(old.utf8), mode: 0o600)
    #expect(try HostKeyFile(path: operatorKey).loadOrCreate().key.rawRepresentation == key.rawRepresentation)
    #expect(try contents(operatorKey) == old)
  }

  /// A file that is not an unencrypted OpenSSH Ed25519 key, and words its error must hold.
  struct RefusedFile: CustomTestStringConvertible, Sendable {
    let name: String
    let words: [String]
    let make: @Sendable (String) throws -> Void
    var testDescription: String { name }
  }

  static let refusedFiles: [RefusedFile] = [
    RefusedFile(name: "encrypted", words: ["encrypted with a passphrase (aes256-ctr)", "ssh-keygen -p -N ''"]) {
      try sshKeygen(["-t", "ed25519", "-N", "a passphrase", "-f", $0])
    },
    RefusedFile(name: "RSA", words: ["an ssh-rsa key", "ssh-keygen -t ed25519 -N '' -f FILE"]) {
      try sshKeygen(["-t", "rsa", "-b", "2048", "-N", "", "-f", $0])
    },
    RefusedFile(name: "encrypted ECDSA", words: ["an ecdsa-sha2-nistp256 key", "ssh-keygen -t ed25519"]) {
      try sshKeygen(["-t", "ecdsa", "-b", "256", "-N", "a passphrase", "-f", $0])
    },
    RefusedFile(name: "PEM", words: ["not in OpenSSH's format", "-----BEGIN RSA PRIVATE KEY-----"]) {
      try sshKeygen(["-t", "rsa", "-b", "2048", "-m", "PEM", "-N", "", "-f", $0])
    },
    RefusedFile(name: "empty", words: ["not an OpenSSH private key", "ssh-keygen -t ed25519 -N '' -f FILE"]) {
      try write("", to: $0)
    },
    RefusedFile(name: "old format, damaged", words: ["expected one line `arcade-host-key ed25519 <base64 seed>`"]) {
      try write("arcade-host-key ed25519 not-base64!\n", to: $0)
    },
    RefusedFile(name: "cut short", words: ["damaged: it ends inside the private key"]) {
      let lines = OpenSSHPrivateKey.text(of: Curve25519.Signing.PrivateKey()).split(separator: "\n")
      // The BEGIN line, 140 characters of base64 (105 bytes, the private part's first 7), END.
      try write((lines.prefix(3) + [lines.last!]).joined(separator: "\n"), to: $0)
    },
    RefusedFile(name: "no END line", words: ["damaged: it has no -----END OPENSSH PRIVATE KEY----- line"]) {
      let text = OpenSSHPrivateKey.text(of: Curve25519.Signing.PrivateKey())
      try write(text.components(separatedBy: "-----END")[0], to: $0)
    },
    RefusedFile(name: "check numbers", words: ["damaged: the private key's two check numbers differ"]) {
      try write(tampered { $0[$0.count - 136] ^= 1 }, to: $0)
    },
    RefusedFile(name: "seed", words: ["damaged: its private key does not make its public key"]) {
      try write(tampered { $0[$0.count - 4 - 5 - 64] ^= 1 }, to: $0)
    },
    RefusedFile(name: "padding", words: ["damaged: its padding is not 1, 2, 3…"]) {
      try write(tampered { $0[$0.count - 1] ^= 1 }, to: $0)
    },
  ]

  @Test(arguments: refusedFiles)
  func aFileThatIsNotAnUnencryptedEd25519KeyIsRefusedSayingWhatToDo(_ refused: RefusedFile) throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    // The key the server keeps in its data folder: refused, never replaced by a new one.
    let kept = HostKeyFile(dataDirectory: folder.path)
    try refused.make(kept.path)
    let before = try contents(kept.path)
    let error = #expect(throws: HostKeyError.self) { try kept.loadOrCreate() }
    let message = error.map { "\($0)" } ?? ""
    #expect(message.hasPrefix(kept.path + ": the host key does not read: "))
    #expect(message.contains("Restore it from a backup"))
    for words in refused.words { #expect(message.contains(words), "\(message)") }
    #expect(try contents(kept.path) == before)
    // The operator's own (--host-key): the same reason, without the advice to make a new key.
    let operatorError = #expect(throws: HostKeyError.self) { try HostKeyFile(path: kept.path).loadOrCreate() }
    let operatorMessage = operatorError.map { "\($0)" } ?? ""
    for words in refused.words { #expect(operatorMessage.contains(words), "\(operatorMessage)") }
    #expect(!operatorMessage.contains("Restore it from a backup"))
  }

  @Test func aMissingOperatorKeyIsAnErrorSayingHowToMakeOne() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let path = folder.file("nowhere")
    let error = #expect(throws: HostKeyError.self) { try HostKeyFile(path: path).loadOrCreate() }
    #expect(error.map { "\($0)" }?.contains("ssh-keygen -t ed25519 -N '' -f \(path)") == true)
    #expect(folder.names().isEmpty)
  }

  // MARK: - Helpers

  /// The SHA256 fingerprint the real ssh-keygen prints for the key (or known_hosts line) in `path`.
  private func sshKeygenFingerprint(_ path: String) throws -> String {
    let result = try Shell.run("/usr/bin/ssh-keygen", ["-l", "-f", path])
    #expect(result.status == 0, "ssh-keygen -lf \(path): \(result.error)")
    return result.output.split(separator: " ").dropFirst().first.map(String.init) ?? ""
  }

  private static func sshKeygen(_ arguments: [String]) throws {
    let result = try Shell.run("/usr/bin/ssh-keygen", ["-q"] + arguments)
    #expect(result.status == 0, "ssh-keygen \(arguments): \(result.error)")
  }

  /// A key file for a key with the comment "x", its bytes changed by `change`. Its private part,
  /// the last 136 bytes, is two check numbers (8), the type (4 + 11), the public key (4 + 32),
  /// the key pair (4 + 64), the comment (4 + 1) and 4 bytes of padding.
  private static func tampered(_ change: (inout [UInt8]) -> Void) -> String {
    let text = OpenSSHPrivateKey.text(of: Curve25519.Signing.PrivateKey(), comment: "x")
    let base64 = text.split(separator: "\n").dropFirst().dropLast().joined()
    var bytes = [UInt8](Data(base64Encoded: base64)!)
    change(&bytes)
    return
      "-----BEGIN OPENSSH PRIVATE KEY-----\n\(Data(bytes).base64EncodedString())\n-----END OPENSSH PRIVATE KEY-----\n"
  }

  private static func write(_ text: String, to path: String) throws {
    try FileSystemCalls.createOnce(path, Array(text.utf8), mode: 0o600)
  }

  private func contents(_ path: String) throws -> String {
    String(decoding: try FileSystemClient.live.readFile(path, 1 << 16), as: UTF8.self)
  }

  private func permissions(_ path: String) -> mode_t {
    var info = stat()
    return stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }
}
