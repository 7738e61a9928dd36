import ArgumentParser
import Catalog
import Dispatch
import FileSystem
import Launcher
import Levels
import Logging
import Server
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade serve` (this binary, which `arcade serve` runs): the arcade over SSH. `ServerMain`
/// runs it.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade serve",
    abstract: "Serve the arcade over SSH: anyone with an SSH client plays, with one board for everyone.",
    discussion: """
      Players connect with `ssh -p PORT HOST`. Their SSH key (Ed25519 or ECDSA) is their identity: \
      they choose a name once and keep it, and their scores are ranked once the server has replayed \
      them. Without a key, `ssh -p PORT guest@HOST` plays as a guest (not ranked). \
      `ssh -p PORT HOST submit < replay` ranks a replay exported by an offline arcade; \
      `ssh -p PORT HOST scores [GAME]` prints the boards.
      """,
    version: ArcadeVersion.current,
    subcommands: [BackupCommand.self])

  @Option(
    name: .customLong("listen"),
    help: "The address to listen on. The default is this machine only; 0.0.0.0 opens the arcade to the network.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0: any free port, printed at start).")
  var port = 2222

  @Option(
    name: .customLong("data"),
    help: "The folder of the host key and the board (default: $XDG_DATA_HOME/arcade/server).")
  var dataDirectory: String?

  @Option(
    name: .customLong("host-key"),
    help: ArgumentHelp(
      "An OpenSSH Ed25519 private key to serve (unencrypted, as ssh-keygen -t ed25519 -N '' makes it); the server "
        + "only reads it (default: host_key_ed25519 in the data folder, made on the first start).",
      valueName: "file"))
  var hostKeyFile: String?

  @Option(
    name: .customLong("database"),
    help: ArgumentHelp(
      "The board's database: sqlite (the default: board.sqlite in the data folder), or "
        + "postgres://user:password@host:port/database for several servers sharing one board.",
      valueName: "url"))
  var database: String?

  @Option(help: "The most players signed in at once (connections still signing in have a smaller budget of their own).")
  var maxSessions = 500

  @Option(help: "The most connections at once from one address.")
  var maxPerAddress = 4

  @Option(help: "Minutes without a key before a session ends.")
  var idleMinutes = 30.0

  @Option(name: .customLong("levels"), help: "The folder of built-in levels (a folder per game).")
  var levelsDirectory: String?

  @Option(
    name: .customLong("ranked-levels"),
    help: ArgumentHelp(
      "Which runs are ranked: any (each on the board of the levels it played; the default) or builtin (runs on "
        + "the arcade's own levels only).", valueName: "builtin|any"))
  var rankedLevels: ServerScores.RankedLevels = .any

  @Flag(help: "Print the host key's SHA256 fingerprint and exit (reads only: the first start makes the key).")
  var fingerprint = false

  @Option(
    name: .customLong("bans"),
    help: ArgumentHelp(
      "A ban list: one rule a line, key SHA256:…, address CIDR or name NAME (# comments); read again on SIGHUP.",
      valueName: "file"))
  var banFile: String?

  @Flag(
    name: .customLong("proxy-protocol"),
    help: "Take a PROXY protocol header (v1 or v2) from the --trusted-proxies: its client address is the connection's.")
  var proxyProtocol = false

  @Option(
    name: .customLong("trusted-proxies"), parsing: .upToNextOption,
    help: ArgumentHelp(
      "The load balancers that send the PROXY header, and the reverse proxies whose X-Forwarded-For --http "
        + "believes (addresses or CIDR blocks).", valueName: "cidr"))
  var trustedProxies: [String] = []

  @Option(
    name: .customLong("metrics"),
    help: ArgumentHelp(
      "Serve /metrics (Prometheus's text format) and /healthz over plain HTTP on ADDR:PORT, as 127.0.0.1:9100 "
        + "(0 as the port: any free one, printed at start).", valueName: "addr:port"))
  var metrics: String?

  @Option(
    name: .customLong("http"),
    help: ArgumentHelp(
      "Serve the arcade's web pages on ADDR:PORT, as 127.0.0.1:8080: the boards, ranked runs replayed, live games "
        + "and play as a guest in a browser (0 as the port: any free one, printed at start).", valueName: "addr:port"))
  var http: String?

  @Option(
    name: .customLong("log-format"),
    help: ArgumentHelp(
      "The log on standard error: text (the default) or json (one object a line).", valueName: "text|json"))
  var logFormat: LogFormat = .text

  func validate() throws {
    for (option, text) in [("--metrics", metrics), ("--http", http)] {
      guard let text else { continue }
      do {
        _ = try ListenAddress(parsing: text, option: option)
      } catch {
        throw ValidationError("\(error)")
      }
    }
    for proxy in trustedProxies where AddressRange(proxy) == nil {
      throw ValidationError(
        "--trusted-proxies takes addresses or CIDR blocks (10.0.0.0/8, 2001:db8::/32), not '\(proxy.prefix(60))'")
    }
    if proxyProtocol, trustedProxies.isEmpty {
      throw ValidationError("--proxy-protocol needs --trusted-proxies: the load balancers' addresses")
    }
    if !proxyProtocol, http == nil, !trustedProxies.isEmpty {
      throw ValidationError("--trusted-proxies is for --proxy-protocol or --http; add one, or leave it out")
    }
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
    guard maxSessions > 0, maxPerAddress > 0 else { throw ValidationError("the limits must be at least 1") }
    guard idleMinutes > 0 else { throw ValidationError("--idle-minutes must be more than 0") }
    if let database, database != "sqlite", !database.hasPrefix("postgres://"), !database.hasPrefix("postgresql://") {
      throw ValidationError("--database takes sqlite or a postgres:// URL, not '\(database.prefix(60))'")
    }
  }

  func run() async throws {
    let environment = Self.environment()
    let data = dataDirectory ?? Self.defaultDataDirectory(environment)
    if fingerprint {
      do {
        Self.say(try ArcadeServer.fingerprint(dataDirectory: data, hostKeyFile: hostKeyFile))
      } catch {
        Self.complain("\(error)")
        throw ExitCode(1)
      }
      return
    }
    LoggingSystem.bootstrap(logFormat.handler(label:))
    let logger = Logger(label: "arcade-serve")
    let fileSystem = FileSystemClient.live
    var configuration = ArcadeServer.Configuration(dataDirectory: data, fileSystem: fileSystem)
    configuration.host = host
    configuration.port = port
    configuration.limits.maximumSessions = maxSessions
    configuration.limits.maximumPerAddress = maxPerAddress
    configuration.limits.idleTimeout = idleMinutes * 60
    configuration.database = database == "sqlite" ? nil : database
    configuration.hostKeyFile = hostKeyFile
    configuration.rankedLevels = rankedLevels
    configuration.banFile = banFile
    configuration.metricsAddress = try metrics.map { try ListenAddress(parsing: $0) }
    configuration.webAddress = try http.map { try ListenAddress(parsing: $0, option: "--http") }
    let proxies = TrustedProxies(trustedProxies.compactMap(AddressRange.init))
    if proxyProtocol { configuration.trustedProxies = proxies }
    if !trustedProxies.isEmpty { configuration.forwardingProxies = proxies }
    let directories = LevelDirectories.resolve(
      flag: levelsDirectory, environment: environment, currentDirectory: Self.currentDirectory(),
      executablePath: fileSystem.realPath("/proc/self/exe") ?? CommandLine.arguments.first,
      fileExists: { fileSystem.kind($0) == .directory })
    let server: ArcadeServer
    do {
      server = try ArcadeServer(
        configuration: configuration, registry: GameCatalog.registry(fileSystem: fileSystem),
        launch: LaunchContext(builtInLevelsDirectory: directories.builtIn), logger: logger)
    } catch {
      Self.complain("\(error)")
      throw ExitCode(1)
    }
    let listening: Int
    do {
      listening = try await server.start()
    } catch {
      Self.complain("cannot listen on \(host) port \(port): \(error)")
      throw ExitCode(1)
    }
    Self.say("arcade serve: listening on \(host) port \(listening)")
    Self.say("host key \(server.fingerprint)\(server.hostKeyCreated ? " (new)" : "")")
    Self.say("play: ssh -p \(listening) \(host == "0.0.0.0" ? "<this host>" : host)")
    if let address = configuration.metricsAddress, let port = server.metricsPort {
      // Libraries' own swift-metrics land on the same page (once per process: this one).
      server.metrics.bootstrapProcessMetrics()
      let shown = ListenAddress(host: address.host, port: port)
      Self.say("metrics: http://\(shown)/metrics and http://\(shown)/healthz")
    }
    if let address = configuration.webAddress, let port = server.webPort {
      Self.say("web: http://\(ListenAddress(host: address.host, port: port))/")
    }
    let hangup = Self.onHangup { _ = try? server.reloadBans() }
    await Self.waitForTermination()
    hangup.cancel()
    await server.stop()
  }

  /// Calls `reload` on each SIGHUP (the operator's `kill -HUP`: the ban list is read again).
  static func onHangup(_ reload: @escaping @Sendable () -> Void) -> any DispatchSourceSignal {
    signal(SIGHUP, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGHUP, queue: .global())
    source.setEventHandler(handler: reload)
    source.resume()
    return source
  }

  /// Waits for SIGTERM or SIGINT.
  static func waitForTermination() async {
    let sources = [SIGTERM, SIGINT].map { number -> any DispatchSourceSignal in
      signal(number, SIG_IGN)
      return DispatchSource.makeSignalSource(signal: number, queue: .global())
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = SignalOnce(continuation)
      for source in sources {
        source.setEventHandler { once.fire() }
        source.resume()
      }
    }
    withExtendedLifetime(sources) {}
  }

  /// Writes a line to standard output at once (a script waiting for the port reads it).
  private static func say(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = write(STDOUT_FILENO, &bytes, bytes.count)
  }

  private static func complain(_ message: String) {
    var bytes = Array("arcade: \(message)\n".utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }

  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }

  static func defaultDataDirectory(_ environment: [String: String]) -> String {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/arcade/server" }
    return (environment["HOME"] ?? ".") + "/.local/share/arcade/server"
  }

  private static func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// Resumes a continuation once, from the first signal.
final class SignalOnce: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, Never>?>

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = Mutex(continuation)
  }

  func fire() {
    continuation.withLock {
      $0?.resume()
      $0 = nil
    }
  }
}

/// `--ranked-levels builtin|any`.
extension ServerScores.RankedLevels: ExpressibleByArgument {}
