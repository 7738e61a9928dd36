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
      the network), --port N (default 2222), --data DIR, --fingerprint, --max-sessions N, --max-per-address N.
      """)

  @Argument(parsing: .captureForPassthrough, help: "The server's options.")
  var arguments: [String] = []

  func run() throws {
    let here = FileSystemClient.live.realPath("/proc/self/exe") ?? CommandLine.arguments.first ?? "arcade"
    let server = FilePaths.join(FilePaths.directory(of: here), "arcade-server")
    let argv = ([server] + arguments).map { strdup($0) } + [nil]
    execv(server, argv)
    StandardError.report(
      "cannot run \(server): \(String(cString: strerror(errno))); it is built and installed with arcade "
        + "(swift build --product arcade-server, or scripts/install.sh)",
      about: "serve")
    throw ExitCode(1)
  }
}
