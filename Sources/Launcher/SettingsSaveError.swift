import FileSystem

// MARK: - SettingsSaveError

/// Why a change of settings was not saved; each case names the file and the fix. The file on
/// disk is unchanged when one of these is thrown (the setting still applies until the arcade
/// ends).
public enum SettingsSaveError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is over the size a settings file may have: it is never replaced by a new one.
  case tooLarge(path: String, size: Int, limit: Int)
  /// The file is there but could not be read (permissions, a directory in its place…).
  case unreadable(path: String, reason: String)
  /// The lock beside the file was not taken.
  case notLocked(path: String, FileLockError)
  /// Writing the edited file failed.
  case notWritten(FileWriteError)

  /// A sentence for a person, naming the file and the fix.
  public var description: String {
    switch self {
    case .tooLarge(let path, let size, let limit):
      "\(path) is \(size) bytes, over the \(limit) a settings file may have, so it was left unchanged;"
        + " shorten it (or move it aside) and change the setting again"
    case .unreadable(let path, let reason):
      "cannot read \(path) to change it (\(reason)), so it was left unchanged; fix its permissions or remove it"
    case .notLocked(let path, let error):
      "\(path) was left unchanged: \(error)"
    case .notWritten(let error):
      "\(error)"
    }
  }
}
