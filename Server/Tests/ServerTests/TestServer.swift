import Catalog
import Crypto
import FileSystem
import Foundation
import Launcher
import Logging
import Server
import Synchronization
import TestSupport

/// A server on a free loopback port for one test, with its data in a temporary folder, the
/// repository's levels, and a log the test can read. (Unchecked: its fields are set once, and
/// the temporary folder is only a path.)
final class TestServer: @unchecked Sendable {
  let server: ArcadeServer
  let port: Int
  let data: TemporaryDirectory
  let log: LogLines

  /// Starts a server with `limits`.
  init(
    limits: ServerLimits = ServerLimits(), data: TemporaryDirectory? = nil,
    now: @escaping @Sendable () -> Date = { Date() },
    configure: (inout ArcadeServer.Configuration) -> Void = { _ in }
  ) async throws {
    let data = try data ?? TemporaryDirectory()
    self.data = data
    var configuration = ArcadeServer.Configuration(dataDirectory: data.path, fileSystem: .live)
    configuration.port = 0
    configuration.threads = 2
    configuration.limits = limits
    configuration.now = now
    configure(&configuration)
    let log = LogLines()
    self.log = log
    server = try ArcadeServer(
      configuration: configuration, registry: GameCatalog.registry(fileSystem: .live),
      launch: LaunchContext(builtInLevelsDirectory: Self.levels), logger: Logger(label: "test") { _ in log })
    port = try await server.start()
  }

  /// Stops the server and removes its data.
  func stop(keepingData: Bool = false) async {
    await server.stop()
    if !keepingData { data.remove() }
  }

  /// The repository (this file is Server/Tests/ServerTests/TestServer.swift).
  static let repository: String = {
    let parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    return parts.dropLast(4).joined(separator: "/")
  }()

  /// The repository's `Levels` folder.
  static let levels = repository + "/Levels"

  /// The repository's golden replays.
  static func goldenReplay(_ name: String) throws -> String {
    let path = repository + "/Tests/Fixtures/GoldenReplays/\(name)"
    return String(decoding: try FileSystemClient.live.readFile(path, 1 << 20), as: UTF8.self)
  }
}

extension TestServer {
  /// A player with a name on the server (they connected once and chose it).
  func namedPlayer(_ name: String) async throws -> Curve25519.Signing.PrivateKey {
    let key = Curve25519.Signing.PrivateKey()
    let client = try await SSHTestClient(port: port, signIn: .key(key))
    try await client.waitFor(screenShowing: "Welcome to the arcade")
    try await client.send(name + "\r")
    try await client.waitFor(screenShowing: "Do these look right")
    await client.close()
    return key
  }

  /// Runs `command` as `signIn`, sending `input` and then the end of input; returns its text
  /// and exit status.
  func run(_ command: String, as signIn: SSHTestClient.SignIn, input: String? = nil) async throws -> (
    text: String, status: Int?
  ) {
    let client = try await SSHTestClient(port: port, signIn: signIn, command: command)
    // A command refused at once closes the channel while the input may still be on its way.
    if let input { try? await client.send(input) }
    try? await client.closeInput()
    try await client.waitFor("the command to end", timeout: 20) { $0.exitStatus != nil && $0.isClosed }
    let result = (client.text, client.exitStatus)
    await client.close()
    return result
  }
}

/// The server's log lines, kept for the test to read.
final class LogLines: LogHandler, Sendable {
  private let lines = Mutex<[String]>([])

  var all: [String] { lines.withLock { $0 } }

  /// The lines whose message is `message`.
  func count(_ message: String) -> Int { all.filter { $0.hasPrefix(message + " ") || $0 == message }.count }

  func log(event: LogEvent) {
    let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    lines.withLock { $0.append(([event.message.description] + fields).joined(separator: " ")) }
  }

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { nil }
    set {}
  }
  var metadata: Logger.Metadata {
    get { [:] }
    set {}
  }
  var logLevel: Logger.Level {
    get { .info }
    set {}
  }
}
