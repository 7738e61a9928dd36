import FileSystem
import FoundationEssentials

// MARK: - ScoreStoreFiles

/// The names of the files that live beside a store: the lock, temporaries, quarantined
/// copies and backups. All share the store's directory so `rename` stays atomic.
struct ScoreStoreFiles: Sendable {
  /// The store itself.
  let store: String
  /// The directory holding the store and its companions.
  let directory: String
  /// The store's file name, the prefix of every companion.
  let baseName: String

  init(store: String) {
    self.store = store
    self.directory = FilePaths.directory(of: store)
    self.baseName = FilePaths.fileName(of: store)
  }

  /// Held (flock, exclusive) for the whole read-merge-write; never deleted, because
  /// deleting a lock file lets two writers lock two different files.
  var lock: String { sibling("\(baseName).lock") }

  /// The prefix of temporaries; the pid after it tells whether the writer still lives.
  var temporaryPrefix: String { AtomicFile.temporaryPrefix(forFileNamed: baseName) }

  /// Where a damaged store of ours is kept, byte for byte, when a save starts a fresh one:
  /// `scores.json.damaged-20261122T025243Z`.
  func quarantine(at date: Date) -> String {
    sibling("\(baseName).\(Self.quarantineInfix)\(Self.stamp(date))")
  }

  /// What follows the store's name in a quarantined copy's name, before its time.
  static let quarantineInfix = "damaged-"

  /// Where a reset keeps its copy: `scores.json.bak-20261122T025243Z`.
  func backup(at date: Date) -> String {
    sibling("\(baseName).bak-\(Self.stamp(date))")
  }

  /// A path in the store's directory.
  func sibling(_ name: String) -> String {
    FilePaths.join(directory, name)
  }

  /// A compact UTC timestamp that sorts by time and is safe in a file name.
  static func stamp(_ date: Date) -> String {
    ScoreDate.text(date).filter { $0 != "-" && $0 != ":" }
  }
}
