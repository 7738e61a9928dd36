// MARK: - ScoreStoreError

/// Why the score store could not be read or written; each case names the path and what a
/// person can do. Nothing that was on disk is lost when one of these is thrown.
public enum ScoreStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No `--scores`, `$ARCADE_SCORES`, `$XDG_DATA_HOME` or home directory to put the store in.
  case noHomeDirectory
  /// The store's directory is missing and could not be created.
  case cannotCreateDirectory(path: String, reason: String)
  /// The directory exists but files cannot be created in it (read-only, permissions).
  case directoryNotWritable(path: String, reason: String)
  /// The store exists but could not be read.
  case unreadable(path: String, reason: String)
  /// The store path names something other than a regular file (a directory, a FIFO…).
  case notARegularFile(path: String)
  /// The lock beside the store could not be taken.
  case lockFailed(path: String, reason: String)
  /// Writing, syncing or renaming the new store failed; the old store is untouched.
  case writeFailed(path: String, reason: String)
  /// The new store is in place but the directory could not be flushed, so a power failure
  /// might still undo it.
  case notDurable(path: String, reason: String)
  /// The store is damaged (or from an unknown version) and could not be moved aside.
  case damagedAndStuck(path: String, problem: ScoreFileError, reason: String)
  /// The store file has no write permission: someone made it read-only on purpose.
  case readOnly(path: String)
  /// The store path is a symbolic link that is not the user's to follow.
  case unsafeLink(path: String, reason: String)
  /// Another process held the lock for `waited` seconds (or a signal ended the wait).
  case busy(path: String, lock: String, waited: Double)
  /// The file is not a score store (a wrong path, another program's file); it is left as it
  /// is. `origin` says who chose the path, for the advice.
  case notAScoreFile(path: String, reason: String, origin: ScorePathOrigin = .flag)
  /// The store was written by a newer arcade; it is left for that arcade to read.
  case newerVersion(path: String, version: Int, origin: ScorePathOrigin = .flag)
  /// The file is larger than any store the arcade writes; it is left as it is.
  case tooLarge(path: String, size: Int, limit: Int, origin: ScorePathOrigin = .flag)
  /// Saving would make the store larger than the arcade reads back, even without replays.
  case full(path: String, size: Int, limit: Int)

  /// A sentence for a person, naming the file and the fix.
  public var description: String {
    switch self {
    case .noHomeDirectory:
      "no place for the high scores: set HOME, XDG_DATA_HOME or ARCADE_SCORES,"
        + " or pass --scores FILE"
    case .cannotCreateDirectory(let path, let reason):
      "cannot create the scores directory \(path): \(reason); create it or pass --scores FILE"
    case .directoryNotWritable(let path, let reason):
      "cannot write high scores in \(path): \(reason); make it writable or pass --scores FILE"
    case .unreadable(let path, let reason):
      "cannot read the high scores \(path): \(reason)"
    case .notARegularFile(let path):
      "the high scores path \(path) is not a regular file; remove it or pass --scores FILE"
    case .lockFailed(let path, let reason):
      "cannot lock the high scores (\(path)): \(reason)"
    case .writeFailed(let path, let reason):
      "cannot save the high scores to \(path): \(reason); the previous scores are unchanged"
    case .notDurable(let path, let reason):
      "saved the high scores to \(path) but could not flush its directory (\(reason));"
        + " they may be lost if the machine crashes now"
    case .damagedAndStuck(let path, let problem, let reason):
      "the high scores \(path) are damaged (\(problem)) and could not be moved aside"
        + " (\(reason)); move or fix the file"
    case .readOnly(let path):
      "the high scores \(path) are read-only; make the file writable (chmod u+w) to save scores"
    case .unsafeLink(let path, let reason):
      "refusing to use the high scores \(path), a symbolic link: \(reason)"
    case .busy(let path, let lock, let waited):
      "the high scores \(path) are in use by another program (it held \(lock) for"
        + " \(Int(waited.rounded())) s); try again when it has finished"
    case .notAScoreFile(let path, let reason, let origin):
      "\(path) is not a high-score file (\(reason)); it was left untouched: \(origin.adviceForAForeignFile)"
    case .newerVersion(let path, let version, let origin):
      "the high scores \(path) were written by a newer arcade (score file version \(version);"
        + " this one reads version \(ScoreFile.currentVersion)); they were left untouched:"
        + " use the newer arcade, or \(origin.anotherFile)"
    case .tooLarge(let path, let size, let limit, let origin):
      "\(path) is \(size) bytes, more than the \(limit) a high-score file may have;"
        + " it was left untouched: move it aside, or \(origin.anotherFile)"
    case .full(let path, let size, let limit):
      "the high scores \(path) would take \(size) bytes, more than the \(limit) the arcade can read back;"
        + " nothing was saved: clear old boards with 'arcade scores reset GAME'"
    }
  }
}
