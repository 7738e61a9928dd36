import ArgumentParser
import FileSystem
import Server

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade serve backup --data DIR FILE`: a consistent copy of the SQLite board, taken while the
/// server serves (it need not stop).
struct BackupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup",
    abstract: "Copy the board to FILE while the server serves: one consistent snapshot, mode 0600.",
    discussion: """
      The copy is written under a temporary name and renamed, so FILE is never half a copy; an existing \
      FILE is kept unless --overwrite is given. The board is found as the server finds it: --data DIR (and \
      --database: a board in PostgreSQL is backed up with pg_dump instead).
      """)

  /// The server's own options: `--data` and `--database` say where the board is, as for the server.
  @ParentCommand var server: ServeCommand

  @Flag(help: "Replace FILE if it exists.")
  var overwrite = false

  @Argument(help: "Where to write the copy.")
  var file: String

  func run() throws {
    if let database = server.database, Self.isPostgres(database) {
      Self.complain(
        "the board is in PostgreSQL, which this command does not copy; back it up with pg_dump: "
          + "pg_dump --format=custom --file \(file) '\(database)'")
      throw ExitCode(1)
    }
    let data = server.dataDirectory ?? ServeCommand.defaultDataDirectory(ServeCommand.environment())
    let board = FilePaths.join(data, "board.sqlite")
    do {
      let size = try BoardBackup.copy(board: board, to: file, overwrite: overwrite)
      print("arcade serve backup: \(board) copied to \(file) (\(size) bytes)")
    } catch {
      Self.complain("\(error)")
      throw ExitCode(1)
    }
  }

  private static func isPostgres(_ url: String) -> Bool {
    url.hasPrefix("postgres://") || url.hasPrefix("postgresql://")
  }

  private static func complain(_ message: String) {
    var bytes = Array("arcade: \(message)\n".utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }
}
