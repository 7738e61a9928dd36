import EndToEndSupport
import Foundation

/// A real PostgreSQL server for one test, on loopback, in a folder of its own (Debian's
/// `postgresql`: `.ci/run` installs it). Started with `initdb` and `pg_ctl`, as the `postgres`
/// user when the tests run as root (the server refuses to run as root), trusting local
/// connections; stopped and removed by `stop()`.
final class PostgresCluster {
  let folder: String
  private(set) var port = 0
  private let binaries: String
  private let owner: String?

  /// The URL `arcade serve --database` takes.
  var url: String { "postgres://arcade@127.0.0.1:\(port)/postgres" }

  init() throws {
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
    guard let version = versions.compactMap(Int.init).max() else {
      throw Missing(what: "PostgreSQL (/usr/lib/postgresql/*/bin): install Debian's postgresql, as .ci/run does")
    }
    binaries = "/usr/lib/postgresql/\(version)/bin"
    folder =
      FileManager.default.temporaryDirectory.appendingPathComponent("arcade-pg-\(UUID().uuidString.prefix(8))")
      .path
    owner = getuid() == 0 ? "postgres" : nil
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if let owner { _ = try Shell.run("/bin/chown", [owner, folder]) }
    try run("initdb", ["-D", "\(folder)/data", "-A", "trust", "-U", "arcade", "--no-sync", "-E", "UTF8"])
    // A port below the kernel's ephemeral range (32768 and up), where no client's outgoing
    // connection can hold it (the flood tests open a thousand at once); one another test or
    // program holds already is tried again with another.
    for attempt in 1...5 {
      port = Int.random(in: 10_000..<32_000)
      do {
        try run(
          "pg_ctl",
          [
            "-D", "\(folder)/data", "-l", "\(folder)/log", "-w", "-t", "30", "-o",
            "-p \(port) -k \(folder) -c listen_addresses=127.0.0.1 -c fsync=off", "start",
          ])
        return
      } catch let error as Missing where attempt < 5 && error.what.contains("could not bind") {
        continue
      }
    }
  }

  /// Stops the server at once and removes its folder.
  func stop() {
    _ = try? run("pg_ctl", ["-D", "\(folder)/data", "-m", "immediate", "-w", "stop"])
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// Runs one of PostgreSQL's programs (as its owner, when root).
  @discardableResult
  private func run(_ program: String, _ arguments: [String]) throws -> Shell.Result {
    let path = "\(binaries)/\(program)"
    let result =
      if let owner {
        try Shell.run("/usr/sbin/runuser", ["-u", owner, "--", path] + arguments)
      } else {
        try Shell.run(path, arguments)
      }
    guard result.status == 0 else {
      let log = (try? String(contentsOfFile: "\(folder)/log", encoding: .utf8)) ?? ""
      throw Missing(what: "\(program) failed (\(result.status)): \(result.error)\(result.output)\n\(log.suffix(800))")
    }
    return result
  }

  struct Missing: Error, CustomStringConvertible {
    let what: String
    var description: String { what }
  }
}
