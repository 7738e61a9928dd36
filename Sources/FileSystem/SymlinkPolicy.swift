import Glibc

// MARK: - SymlinkPolicy

/// Which file a path really names before the arcade acts on it.
///
/// A symbolic link is followed only when every link on the way and the file at the end belong
/// to the user running the arcade (a dotfile manager's links), and a folder on the way may be
/// a link only when it is the user's or the system's (root's); a link planted by someone else
/// (in a shared folder, say) or one that points nowhere is refused, so no save, lock or
/// quarantine ever lands on a file the user did not choose.
public enum SymlinkPolicy {
  /// How many links a chain may have before it is treated as a loop.
  public static let maximumLinks = 16

  /// The path to act on for `path`: `path` itself when it is not a link (or does not exist),
  /// else the file at the end of the chain of links, when the user owns them all.
  public static func resolve(_ path: String) throws(FileWriteError) -> String {
    let user = geteuid()
    var current = path
    var links = 0
    while true {
      try checkFolders(of: current, for: path, user: user)
      var info = stat()
      guard lstat(current, &info) == 0 else {
        if links == 0 { return path }  // a new file, or one we may not even look at: open says
        throw .unsafeLink(
          path: path, reason: "it points to \(current), which does not exist; remove the link or create its target")
      }
      guard info.st_mode & S_IFMT == S_IFLNK else {
        if links > 0 && info.st_uid != user {
          throw .unsafeLink(
            path: path, reason: "it points to \(current), which belongs to another user (uid \(info.st_uid))")
        }
        return current
      }
      guard info.st_uid == user else {
        throw .unsafeLink(
          path: path,
          reason: "the link \(current) belongs to another user (uid \(info.st_uid)); remove it")
      }
      links += 1
      guard links <= maximumLinks, let target = readLink(current) else {
        throw .unsafeLink(path: path, reason: "it is a loop or a chain of more than \(maximumLinks) links")
      }
      current = target.hasPrefix("/") ? target : FilePaths.join(FilePaths.directory(of: current), target)
    }
  }

  /// Refuses a path whose folders pass through a link of another user (root's are the
  /// system's own, `/lib` say): such a link could send a save, a lock or a quarantine to a
  /// folder the user never chose.
  private static func checkFolders(of current: String, for path: String, user: uid_t) throws(FileWriteError) {
    var folder = current.hasPrefix("/") ? "/" : ""
    let components = current.split(separator: "/", omittingEmptySubsequences: true).dropLast()
    for component in components {
      folder = folder.isEmpty ? String(component) : FilePaths.join(folder, String(component))
      var info = stat()
      guard lstat(folder, &info) == 0 else { return }  // a folder to be made: nothing to follow yet
      if info.st_mode & S_IFMT == S_IFLNK && info.st_uid != user && info.st_uid != 0 {
        throw .unsafeLink(
          path: path,
          reason: "the folder link \(folder) belongs to another user (uid \(info.st_uid)); use a path without it")
      }
    }
  }

  /// The text of the link at `path`, or nil when it cannot be read.
  private static func readLink(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
