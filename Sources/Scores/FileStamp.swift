import Glibc

// MARK: - FileStamp

/// What tells one version of a file from another without reading it: device, inode, size and
/// the modification and change times to the nanosecond. A file replaced by a rename has a new
/// inode; one edited in place has a new size or new times.
struct FileStamp: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64
  let size: Int64
  let modified: timespec
  let changed: timespec

  /// The stamp of the file at `path` (not following a last symbolic link); nil when there is none.
  static func of(_ path: String) -> FileStamp? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileStamp(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: info.st_mtim,
      changed: info.st_ctim)
  }

  static func == (a: FileStamp, b: FileStamp) -> Bool {
    a.device == b.device && a.inode == b.inode && a.size == b.size
      && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
      && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
  }
}
