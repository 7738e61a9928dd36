import FileSystem
import GRDB

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade serve backup`: a consistent copy of the SQLite board, taken while the server serves.
///
/// SQLite's `VACUUM INTO` reads one snapshot of the board (a run ranked meanwhile is in the copy
/// whole or not at all) into a temporary file beside the target, made 0600 before a byte is
/// written; the file is synced and then takes the target's name in one step, so the target is
/// never a half-written copy.
public enum BoardBackup {
  /// Copies the board at `board` to `target`; an existing `target` is replaced only when
  /// `overwrite` says so. Returns the copy's size in bytes.
  @discardableResult
  public static func copy(board: String, to target: String, overwrite: Bool) throws(BoardBackupError) -> Int {
    guard FileSystemCalls.kind(of: board) == .regularFile else { throw .noBoard(path: board) }
    if !overwrite, FileSystemCalls.exists(target) { throw .targetExists(path: target) }
    let temporary = "\(target).tmp-\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 16))"
    do {
      try FileSystemCalls.writeNewFile(temporary, [], mode: 0o600)
    } catch {
      throw .cannotWrite(path: target, reason: error.reason)
    }
    var kept = false
    defer { if !kept { _ = unlink(temporary) } }
    do {
      var configuration = Configuration()
      configuration.busyMode = .timeout(10)
      let source = try DatabaseQueue(path: board, configuration: configuration)
      try source.inDatabase { db in try db.execute(sql: "VACUUM INTO ?", arguments: [temporary]) }
      try source.close()
    } catch {
      throw .cannotRead(path: board, reason: "\(error)")
    }
    do {
      let descriptor = try FileSystemCalls.open(temporary, O_RDONLY)
      defer { FileSystemCalls.close(descriptor) }
      try FileSystemCalls.sync(descriptor)
      if overwrite {
        try FileSystemCalls.rename(temporary, target)
      } else {
        // link(2) takes the name only if nothing has it, even now.
        guard link(temporary, target) == 0 else {
          if errno == EEXIST { throw BoardBackupError.targetExists(path: target) }
          throw FileSystemCalls.Failure("link")
        }
        _ = unlink(temporary)
      }
      kept = true
      try FileSystemCalls.syncDirectory(FilePaths.directory(of: target))
    } catch let error as BoardBackupError {
      throw error
    } catch let error as FileSystemCalls.Failure {
      throw .cannotWrite(path: target, reason: error.reason)
    } catch {
      throw .cannotWrite(path: target, reason: "\(error)")
    }
    var info = stat()
    return stat(target, &info) == 0 ? Int(info.st_size) : 0
  }
}

/// Why a backup was not made, with what to do about it.
public enum BoardBackupError: Error, Hashable, CustomStringConvertible {
  case noBoard(path: String)
  case targetExists(path: String)
  case cannotRead(path: String, reason: String)
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .noBoard(let path):
      "there is no board at \(path); give the server's data folder with --data"
    case .targetExists(let path):
      "\(path) exists already; choose another name, or add --overwrite to replace it"
    case .cannotRead(let path, let reason): "the board \(path) cannot be read: \(reason)"
    case .cannotWrite(let path, let reason): "the backup \(path) cannot be written: \(reason)"
    }
  }
}
