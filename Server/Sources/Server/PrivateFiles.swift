import FileSystem
import Glibc

/// The server's files that only its own user may read: the data folder (made 0700) and the
/// board's files (`board.sqlite` and its `-wal` and `-shm`, 0600), which hold every player's key
/// fingerprint, settings and replays. SQLite makes a new database 0644 less the umask, and its
/// WAL and shared-memory files with the database's mode, so the database is made here first,
/// and files left readable by an older arcade are tightened at start.
public enum PrivateFiles {
  /// The mode of the folder the server makes.
  public static let folderMode: mode_t = 0o700
  /// The mode of the board's files.
  public static let fileMode: mode_t = 0o600

  /// Makes the folder `path` (0700) and its missing parents (0755, as `mkdir -p`); a folder
  /// that is there is left as it is (its owner chose its mode).
  public static func makeFolder(_ path: String) throws(FileSystemCalls.Failure) {
    guard !FileSystemCalls.exists(path) else { return }
    let parent = FilePaths.directory(of: path)
    if parent != path { try FileSystemCalls.makeDirectories(parent) }
    if mkdir(path, folderMode) != 0 && errno != EEXIST { throw FileSystemCalls.Failure("mkdir") }
  }

  /// Makes the empty file `path` (0600) when nothing is there: an empty file is an empty
  /// SQLite database, and the files SQLite makes beside it take its mode.
  public static func makeFile(_ path: String) throws(FileSystemCalls.Failure) {
    guard !FileSystemCalls.exists(path) else { return }
    do throws(FileSystemCalls.Failure) {
      try FileSystemCalls.writeNewFile(path, [], mode: fileMode)
    } catch  where error.code == EEXIST {
      return  // made a moment ago by another server on the same folder
    }
  }

  /// Sets the file `path` to 0600 when it is there and looser; nothing is there, or a symbolic
  /// link (whose target its owner placed), is left alone.
  public static func tighten(_ path: String) throws(FileSystemCalls.Failure) {
    let fd: Int32
    do throws(FileSystemCalls.Failure) {
      fd = try FileSystemCalls.open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK)
    } catch  where error.isMissing || error.isLinkLoop {
      return
    }
    defer { FileSystemCalls.close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw FileSystemCalls.Failure("fstat") }
    guard info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o777 != fileMode else { return }
    if fchmod(fd, fileMode) != 0 { throw FileSystemCalls.Failure("fchmod") }
  }

  /// The files of the SQLite database at `path`: itself, its WAL and its shared memory.
  public static func databaseFiles(_ path: String) -> [String] {
    [path, path + "-wal", path + "-shm"]
  }
}
