import ArgumentParser
import FileSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade serve …`: runs the server, `arcade-server` beside this binary, with the same
/// arguments. The server is its own binary so that the local arcade carries none of SwiftNIO,
/// swift-crypto and SQLite (docs/PERFORMANCE.md).
struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the arcade over SSH (arcade serve --help tells more).",
    discussion: """
      Runs arcade-server, installed beside arcade: --listen ADDR (default 127.0.0.1; 0.0.0.0 opens it to \
      the network), --port N (default 2222), --data DIR, --fingerprint, --max-sessions N, --max-per-address N, \
      --bans FILE (reread on SIGHUP), --proxy-protocol --trusted-proxies CIDR…; `arcade serve backup --data DIR \
      FILE` copies the board while the server serves.
      """)

  @Argument(parsing: .captureForPassthrough, help: "The server's options.")
  var arguments: [String] = []

  func run() throws {
    let here = FileSystemClient.live.realPath("/proc/self/exe") ?? CommandLine.arguments.first ?? "arcade"
    let server = Self.serverPath(arcade: here) { FileSystemClient.live.kind($0) != nil }
    let argv = ([server] + arguments).map { strdup($0) } + [nil]
    execv(server, argv)
    StandardError.report(
      "cannot run \(server): \(String(cString: strerror(errno))); it is installed with arcade by scripts/install.sh, "
        + "and a checkout builds it with swift build -c release --package-path Server --product arcade-server",
      about: "serve")
    throw ExitCode(1)
  }

  /// Where the server is for the arcade at `arcade`: for an arcade built in a checkout
  /// (`ROOT/.build/…/arcade`), where the server's own package builds it in the same configuration
  /// (`ROOT/Server/.build/…/arcade-server`), ahead of a server an older checkout left beside it;
  /// otherwise beside it, where scripts/install.sh puts both.
  static func serverPath(arcade: String, exists: (String) -> Bool) -> String {
    let beside = FilePaths.join(FilePaths.directory(of: arcade), "arcade-server")
    let marker = "/.build/"
    guard let build = arcade.indices.last(where: { arcade[$0...].hasPrefix(marker) }) else { return beside }
    let inBuild = arcade[arcade.index(build, offsetBy: marker.count)...]
    let built = FilePaths.join(
      FilePaths.directory(of: String(arcade[..<build]) + "/Server/.build/" + inBuild), "arcade-server")
    return exists(built) || !exists(beside) ? built : beside
  }
}
