import FileSystem
import FoundationEssentials
import Glibc
import Scores
import TestSupport
import Testing

/// What an attack run found (issue 27): a read moved the user's file, a file that was never a
/// score store was quarantined, a neighbour could hold the lock, the store grew past what it
/// reads back. Each test failed before the fix.
struct ScoreStoreTrustTests {
  static let neighbour: uid_t = 65_534
  let when = Date(timeIntervalSince1970: 1_795_315_963)

  /// What a folder holds, with each file's bytes and modification time: "nothing changed"
  /// means this is equal before and after.
  static func state(of directory: TemporaryDirectory) -> [String: [UInt8]] {
    var state: [String: [UInt8]] = [:]
    for name in directory.names() {
      var info = stat()
      _ = lstat(directory.file(name), &info)
      let bytes = (try? TestFiles.read(directory.file(name))) ?? []
      state[name] = bytes + Array("|\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)|\(info.st_mode)".utf8)
    }
    return state
  }

  /// Every store operation on `path` is refused as `matches` says, and `directory` is as it was.
  func expectEveryOperationRefused(
    _ path: String, in directory: TemporaryDirectory, where matches: (ScoreStoreError) -> Bool
  ) throws {
    let before = Self.state(of: directory)
    let store = ScoreStore(path: path)
    let operations: [(String, () throws -> Void)] = [
      ("load", { _ = try store.load(now: when) }),
      ("submit", { _ = try store.submit(entry("Eve", 9), to: "balls", ordering: .higherIsBetter, now: when) }),
      ("reset", { _ = try store.reset(game: nil, now: when) }),
    ]
    for (name, operation) in operations {
      do {
        try operation()
        Issue.record("\(name) was not refused")
      } catch let error as ScoreStoreError {
        #expect(matches(error), "\(name): \(error)")
      }
    }
    #expect(Self.state(of: directory) == before)
  }

  @Test func aTextFileThatIsNotAStoreIsRefusedOnReadAndWriteAndLeftUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("notes.txt")
    try TestFiles.write("Buy milk.\nCall Ada.\n", to: path)
    try expectEveryOperationRefused(path, in: directory) { error in
      guard case .notAScoreFile(let refused, let reason, _) = error else { return false }
      return refused == path && reason.hasPrefix("not JSON")
        && error.description.contains("left untouched")
    }
  }

  @Test func jsonWithoutTheMarkerIsAnotherProgramsFileAndIsLeftUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (name, text) in [
      ("package.json", "{\"name\": \"left-pad\", \"version\": \"1.3.0\"}"), ("list.json", "[1, 2, 3]"),
      ("settings.json", "{\"format\": \"other\", \"boards\": {}}"),
    ] {
      let path = directory.file(name)
      try TestFiles.write(text, to: path)
      try expectEveryOperationRefused(path, in: directory) { error in
        if case .notAScoreFile(path, _, _) = error { return true }
        return false
      }
    }
  }

  @Test func aLinkTheUserOwnsToANonStoreIsRefusedAndTheTargetUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try TestFiles.write("# my notes\n", to: directory.file("notes.md"))
    try TestFiles.symlink(directory.file("scores.json"), to: directory.file("notes.md"))
    try expectEveryOperationRefused(directory.file("scores.json"), in: directory) { error in
      if case .notAScoreFile = error { return true }
      return false
    }
  }

  @Test func aFileTooLargeToBeAStoreIsRefusedNotMoved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let big =
      "{\"format\": \"arcade-scores\", \"version\": 1, \"boards\": {}, \"pad\": \""
      + String(repeating: "x", count: 5000) + "\"}"
    try TestFiles.write(big, to: path)
    #expect(throws: ScoreStoreError.tooLarge(path: path, size: big.utf8.count, limit: 4096)) {
      try ScoreStore(path: path, sizeLimit: 4096).load(now: when)
    }
    #expect(throws: ScoreStoreError.tooLarge(path: path, size: big.utf8.count, limit: 4096)) {
      try ScoreStore(path: path, sizeLimit: 4096).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    }
    #expect(directory.names() == ["scores.json"])
    #expect(try TestFiles.readText(path) == big)
  }

  @Test func aReadOnlyDamagedStoreIsNotMovedAside() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let damaged = "{\"format\": \"arcade-scores\", \"version\": 1, \"boards\": 7}"
    try TestFiles.write(damaged, to: path, mode: 0o444)
    #expect(throws: ScoreStoreError.readOnly(path: path)) {
      try ScoreStore(path: path).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    }
    #expect(try TestFiles.readText(path) == damaged)
    #expect(TestFiles.mode(path) == 0o444)
    #expect(!directory.names().contains { $0.contains(".damaged-") })
  }

  @Test func aDamagedStoreOfOursIsMovedAsideOnlyWhenWrittenAndTheWarningSaysWhere() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let damaged = "{\"format\": \"arcade-scores\", \"version\": 1, \"boards\": 7}"
    try TestFiles.write(damaged, to: path)
    let store = ScoreStore(path: path)
    _ = try store.load(now: when)
    #expect(directory.names() == ["scores.json"])
    let result = try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    let aside = directory.file("scores.json.damaged-20261122T025243Z")
    #expect(result.warnings.map(\.description).first?.contains(aside) == true)
    #expect(try TestFiles.readText(aside) == damaged)
  }

  @Test func theLockFileIsTheUsersAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    _ = try ScoreStore(path: path).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    #expect(TestFiles.mode(directory.file("scores.json.lock")) == 0o600)
    // An older arcade's lock, open to everyone, is replaced at the next save.
    #expect(chmod(directory.file("scores.json.lock"), 0o644) == 0)
    _ = try ScoreStore(path: path).submit(entry("b", 2), to: "balls", ordering: .higherIsBetter)
    #expect(TestFiles.mode(directory.file("scores.json.lock")) == 0o600)
  }

  /// Before: a neighbour's lock file (0644, and flock works on a read-only descriptor) could
  /// be held to turn every save into "kept, not yet saved"; then it was refused, which stopped
  /// every save all the same. Now a lock file of another user in the player's folder is
  /// replaced by the player's own.
  @Test func aLockFileOfAnotherUserIsReplacedAndTheSaveGoesThrough() throws {
    guard geteuid() == 0 else { return }  // only root can give a file to someone else
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lock = directory.file("scores.json.lock")
    try TestFiles.write("", to: lock, mode: 0o644)
    #expect(chown(lock, Self.neighbour, Self.neighbour) == 0)
    let neighbours = open(lock, O_RDONLY | O_CLOEXEC)
    defer { close(neighbours) }
    #expect(flock(neighbours, LOCK_EX | LOCK_NB) == 0)
    let result = try ScoreStore(path: directory.file("scores.json")).submit(
      entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(result.rank == 1)
    var info = stat()
    #expect(lstat(lock, &info) == 0)
    #expect(info.st_uid == geteuid())
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(directory.names() == ["scores.json", "scores.json.lock"])
  }

  /// Before: an older arcade left the lock 0644 and a neighbour opened it read-only and held
  /// it; narrowing it to 0600 did not take the neighbour's descriptor away, so every save
  /// waited for the lock and ended "kept, not yet saved". Now the lock file is replaced, and
  /// the neighbour holds a file nobody locks.
  @Test(arguments: [0o644, 0o600] as [mode_t])
  func aNeighbourHoldingAnOlderArcadesLockFileStopsNoSave(mode: mode_t) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let lock = directory.file("scores.json.lock")
    // An older arcade's lock: empty, made 0644 (0600: narrowed by the arcade before this one,
    // after the neighbour had opened it).
    try TestFiles.write("", to: lock, mode: 0o644)
    let neighbours = open(lock, O_RDONLY | O_CLOEXEC)
    defer { close(neighbours) }
    #expect(flock(neighbours, LOCK_EX | LOCK_NB) == 0)
    #expect(chmod(lock, mode) == 0)
    let store = ScoreStore(path: directory.file("scores.json"), lockTimeout: 0)
    _ = try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    _ = try store.submit(entry("b", 2), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(try store.load(now: when).file.boards["balls"]?.entries.map(\.name) == ["b", "a"])
    #expect(TestFiles.mode(lock) == 0o600)
    #expect(try TestFiles.read(lock) == FileLock.marker)
    #expect(directory.names() == ["scores.json", "scores.json.lock"])
  }

  /// Before: only the last component was checked, so a folder link another user planted sent
  /// the quarantine to the player's own file elsewhere.
  @Test func aFolderLinkOfAnotherUserIsRefused() throws {
    guard geteuid() == 0 else { return }  // only root can give a link to someone else
    let shared = try TemporaryDirectory()
    let mine = try TemporaryDirectory()
    defer {
      shared.remove()
      mine.remove()
    }
    try TestFiles.write("{\"format\": \"arcade-scores\", broken", to: mine.file("scores.json"))
    let planted = shared.file("arcade")
    try TestFiles.symlink(planted, to: mine.path)
    #expect(lchown(planted, Self.neighbour, Self.neighbour) == 0)
    #expect {
      try ScoreStore(path: planted + "/scores.json").submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    } throws: { error in
      guard case .unsafeLink(_, let reason)? = error as? ScoreStoreError else { return false }
      return reason.contains("folder link \(planted)")
    }
    #expect(mine.names() == ["scores.json"])
  }

  /// Before: normal saves grew the store past the 8 MiB it reads, so the next save moved it
  /// aside as damaged. Now replays make room, and with none left the save is refused.
  @Test func theStoreNeverGrowsPastWhatItReadsBack() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let limit = 16 * 1024
    let store = ScoreStore(path: path, boardCapacity: 1000, sizeLimit: limit)
    let replay = "arcade-replay 1\n" + String(repeating: "0 key u:41\n", count: 200)
    var refused: ScoreStoreError?
    for index in 0..<400 {
      let scored = ScoreEntry(
        name: "P\(index)", score: index + 1, date: when, seed: UInt64(index), replay: replay)
      do {
        _ = try store.submit(scored, to: "balls/\(index % 50)", ordering: .higherIsBetter, now: when)
      } catch {
        refused = error
        break
      }
      let size = try TestFiles.read(path).count
      #expect(size <= limit)
    }
    let snapshot = try store.load(now: when)
    #expect(snapshot.warnings.isEmpty)
    // Replays gave way first; entries stayed until even they would not fit.
    #expect(snapshot.file.replayBytes < 200 * 11)
    guard case .full(path, let size, limit)? = refused else {
      Issue.record("expected the store to refuse an entry it cannot hold, got \(String(describing: refused))")
      return
    }
    #expect(size > limit)
    #expect(directory.names().filter { $0.contains(".damaged-") }.isEmpty)
  }
}
