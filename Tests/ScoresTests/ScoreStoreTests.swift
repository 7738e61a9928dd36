import FileSystem
import FoundationEssentials
import Glibc
import Scores
import TestSupport
import Testing

// MARK: - The store on disk

struct ScoreStoreTests {
  let when = Date(timeIntervalSince1970: 1_795_315_963)  // 2026-11-22T02:52:43Z

  @Test func aMissingStoreLoadsEmptyAndCreatesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = ScoreStore(path: directory.file("sub/scores.json"))
    let snapshot = try store.load()
    #expect(snapshot.file == ScoreFile())
    #expect(snapshot.warnings.isEmpty)
    #expect(directory.names().isEmpty)
  }

  @Test func submittingCreatesTheDirectoryAndTheStore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("data/arcade/scores.json")
    let store = ScoreStore(path: path)
    let result = try store.submit(
      entry("Ada", 37), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(result.rank == 1)
    #expect(result.placement == 1)
    #expect(result.warnings.isEmpty)
    #expect(TestFiles.mode(directory.file("data/arcade")) == 0o755 & ~(try TestFiles.umask()))
    #expect(TestFiles.mode(path) == 0o644 & ~(try TestFiles.umask()))
    let loaded = try store.load()
    #expect(loaded.file.boards["balls"]?.entries == [entry("Ada", 37)])
    #expect(loaded.file.lastName == "Ada")
    #expect(try TestFiles.readText(path).hasPrefix("{\n  \"boards\" : {\n    \"balls\" : {"))
  }

  @Test func aScoreThatDoesNotQualifyReportsWhereItWouldRank() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = ScoreStore(path: directory.file("scores.json"))
    for score in 11...20 {
      _ = try store.submit(entry("p\(score)", score), to: "balls", ordering: .higherIsBetter)
    }
    let result = try store.submit(entry("late", 3), to: "balls", ordering: .higherIsBetter)
    #expect(result.rank == nil)
    #expect(result.placement == 11)
    #expect(result.board.entries.count == 10)
    #expect(!result.board.entries.contains { $0.name == "late" })
  }

  @Test func anEscapeSequenceInANameNeverReachesTheFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    _ = try ScoreStore(path: path).submit(
      entry("\u{1B}]0;owned\u{07}\u{1B}[31mMallory\u{9B}0m", 1), to: "balls",
      ordering: .higherIsBetter)
    let bytes = try TestFiles.read(path)
    #expect(!bytes.contains(0x1B))
    #expect(!String(decoding: bytes, as: UTF8.self).contains("\\u001b"))
    #expect(
      try ScoreStore(path: path).load().file.boards["balls"]?.entries.first?.name == "Mallory")
  }

  @Test func anExistingFileModeIsPreserved() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    try TestFiles.write("{\"version\": 1, \"boards\": {}}", to: path, mode: 0o600)
    _ = try ScoreStore(path: path).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    #expect(TestFiles.mode(path) == 0o600)
    try #require(chmod(path, 0o640) == 0)
    _ = try ScoreStore(path: path).submit(entry("b", 2), to: "balls", ordering: .higherIsBetter)
    #expect(TestFiles.mode(path) == 0o640)
  }

  @Test func aCorruptStoreIsMovedAsideWithAWarningAndAFreshStoreStarts() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let garbage = "{\"version\": 1, \"boards\": {\"balls\": [tru"
    try TestFiles.write(garbage, to: path, mode: 0o600)
    let store = ScoreStore(path: path)

    let result = try store.submit(entry("a", 5), to: "balls", ordering: .higherIsBetter, now: when)
    let aside = directory.file("scores.json.damaged-20261122T025243Z")
    guard
      case .quarantined(let original, let movedTo, let problem) = try #require(
        result.warnings.first)
    else { return }
    #expect(original == path)
    #expect(movedTo == aside)
    #expect(problem.description.contains("not a valid score file"))
    #expect(result.warnings.count == 1)
    #expect(try TestFiles.readText(aside) == garbage)
    #expect(result.board.entries.map(\.name) == ["a"])
    #expect(TestFiles.mode(path) == 0o600)
    // Told once: the next operation finds a healthy store.
    #expect(try store.load().warnings.isEmpty)
  }

  @Test func loadingADamagedStoreLeavesItWhereItIsAndSaysSo() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let damaged = "{\"format\": \"arcade-scores\", \"version\": 1, \"boards\": {\"balls\": [tru"
    try TestFiles.write(damaged, to: path)
    let snapshot = try ScoreStore(path: path).load(now: when)
    #expect(snapshot.file == ScoreFile())
    guard case .unreadable(let original, .malformed)? = snapshot.warnings.first else {
      Issue.record("expected an unreadable warning, got \(snapshot.warnings)")
      return
    }
    #expect(original == path)
    #expect(snapshot.warnings.count == 1)
    // A read writes nothing: no lock, no quarantine, the file as it was.
    #expect(directory.names() == ["scores.json"])
    #expect(try TestFiles.readText(path) == damaged)
  }

  @Test func aNewerArcadesStoreIsNeverMovedNorOverwritten() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let future = "{\"format\": \"arcade-scores\", \"version\": 2, \"boards\": {}, \"tables\": []}"
    try TestFiles.write(future, to: path)
    let store = ScoreStore(path: path)
    #expect(throws: ScoreStoreError.newerVersion(path: path, version: 2)) { try store.load(now: when) }
    #expect(throws: ScoreStoreError.newerVersion(path: path, version: 2)) {
      try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    }
    #expect(throws: ScoreStoreError.newerVersion(path: path, version: 2)) { try store.reset(game: nil, now: when) }
    #expect(try TestFiles.readText(path) == future)
    #expect(!directory.names().contains { $0.contains(".damaged-") })
  }

  @Test func aSecondQuarantineInTheSameSecondKeepsTheFirst() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let store = ScoreStore(path: path)
    let first = "{\"format\": \"arcade-scores\", first"
    let second = "{\"format\": \"arcade-scores\", second"
    try TestFiles.write(first, to: path)
    _ = try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    try TestFiles.write(second, to: path)
    _ = try store.submit(entry("b", 2), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(
      try TestFiles.readText(directory.file("scores.json.damaged-20261122T025243Z")) == first)
    #expect(
      try TestFiles.readText(directory.file("scores.json.damaged-20261122T025243Z-2")) == second)
  }

  @Test func aDamagedStoreThatCannotBeLockedIsATypedErrorAndStaysPut() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let damaged = "{\"format\": \"arcade-scores\", broken"
    try TestFiles.write(damaged, to: path)
    // A directory where the lock file belongs: the lock cannot be taken, so no quarantine.
    try #require(mkdir(directory.file("scores.json.lock"), 0o755) == 0)
    #expect {
      try ScoreStore(path: path).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter, now: when)
    } throws: { error in
      guard case .lockFailed(let lock, _) = error as? ScoreStoreError else { return false }
      return lock == directory.file("scores.json.lock")
    }
    #expect(try TestFiles.readText(path) == damaged)
    #expect(!directory.names().contains { $0.contains(".damaged-") })
  }

  @Test func staleTemporariesAreRemovedUnderTheLock() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    // A pid beyond pid_max (at most 2^22) belongs to no process.
    try TestFiles.write("{", to: directory.file("scores.json.tmp-4194305-abc"))
    // A live pid (ours is busy elsewhere, so use the parent, which is alive), but old.
    let oldTemporary = directory.file("scores.json.tmp-\(getppid())-def")
    try TestFiles.write("{", to: oldTemporary)
    var times = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: 1_000, tv_nsec: 0)]
    try #require(utimensat(AT_FDCWD, oldTemporary, &times, 0) == 0)
    // A live, fresh temporary of another store and an unrelated file are left alone.
    try TestFiles.write("{", to: directory.file("other.json.tmp-4194305-abc"))
    try TestFiles.write("keep", to: directory.file("notes.txt"))

    _ = try ScoreStore(path: path).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    #expect(
      directory.names() == [
        "notes.txt", "other.json.tmp-4194305-abc", "scores.json", "scores.json.lock",
      ])
  }

  @Test func aFreshTemporaryOfALiveWriterIsLeftAlone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let live = directory.file("scores.json.tmp-\(getppid())-abc")
    try TestFiles.write("{", to: live)
    _ = try ScoreStore(path: directory.file("scores.json")).submit(
      entry("a", 1), to: "balls", ordering: .higherIsBetter)
    #expect(TestFiles.exists(live))
  }

  @Test func resetKeepsABackupAndRemovesOneGame() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let store = ScoreStore(path: path)
    _ = try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    _ = try store.submit(entry("b", 900), to: "maze/l1", ordering: .lowerIsBetter)
    _ = try store.submit(entry("c", 800), to: "maze/l2", ordering: .lowerIsBetter)
    let before = try TestFiles.readText(path)

    let reset = try store.reset(game: "maze", now: when)
    #expect(reset.removedBoards == ["maze/l1", "maze/l2"])
    #expect(reset.backupPath == directory.file("scores.json.bak-20261122T025243Z"))
    #expect(try TestFiles.readText(try #require(reset.backupPath)) == before)
    #expect(try store.load().file.boardIDs() == ["balls"])

    let all = try store.reset(game: nil, now: when)
    #expect(all.removedBoards == ["balls"])
    #expect(all.backupPath == directory.file("scores.json.bak-20261122T025243Z-2"))
    #expect(try store.load().file.boards.isEmpty)
  }

  @Test func resettingNothingWritesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let store = ScoreStore(path: path)
    #expect(
      try store.reset(game: nil) == ScoreReset(removedBoards: [], backupPath: nil, warnings: []))
    _ = try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    #expect(try store.reset(game: "holes").backupPath == nil)
    #expect(!directory.names().contains { $0.contains(".bak-") })
  }

  @Test func aReadOnlyDirectoryIsATypedErrorAndLosesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let store = ScoreStore(path: path)
    _ = try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    let before = try TestFiles.read(path)
    try #require(chmod(directory.path, 0o555) == 0)
    defer { _ = chmod(directory.path, 0o755) }
    // Root ignores directory permissions; sysfs refuses new files even to root.
    let readOnly = access(directory.path, W_OK) == 0 ? ScoreStore(path: "/sys/scores.json") : store

    #expect {
      try readOnly.submit(entry("b", 2), to: "balls", ordering: .higherIsBetter)
    } throws: { error in
      guard case .directoryNotWritable(let where_, let reason) = error as? ScoreStoreError else {
        return false
      }
      return where_ == FilePaths.directory(of: readOnly.path) && !reason.isEmpty
        && (error as? ScoreStoreError)?.description.contains("--scores") == true
    }
    #expect(try TestFiles.read(path) == before)
    #expect(try store.load().file.boards["balls"]?.entries.map(\.name) == ["a"])
  }

  @Test func aDirectoryThatCannotBeCreatedIsATypedError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try TestFiles.write("a file, not a directory", to: directory.file("blocker"))
    let store = ScoreStore(path: directory.file("blocker/arcade/scores.json"))
    #expect {
      try store.submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    } throws: { error in
      guard case .cannotCreateDirectory(let path, _) = error as? ScoreStoreError else {
        return false
      }
      return path == directory.file("blocker/arcade")
    }
    #expect(try TestFiles.readText(directory.file("blocker")) == "a file, not a directory")
  }

  @Test func aStorePathThatIsNotAFileIsATypedError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    try #require(mkfifo(path, 0o644) == 0)
    #expect(throws: ScoreStoreError.notARegularFile(path: path)) {
      try ScoreStore(path: path).load()
    }
    #expect(throws: ScoreStoreError.notARegularFile(path: path)) {
      try ScoreStore(path: path).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    }
  }

  @Test func aSymlinkedStoreIsUpdatedThroughTheLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try #require(mkdir(directory.file("real"), 0o755) == 0)
    let target = directory.file("real/scores.json")
    let link = directory.file("scores.json")
    _ = try ScoreStore(path: target).submit(entry("a", 1), to: "balls", ordering: .higherIsBetter)
    try #require(symlink(target, link) == 0)
    _ = try ScoreStore(path: link).submit(entry("b", 2), to: "balls", ordering: .higherIsBetter)
    var info = stat()
    try #require(lstat(link, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFLNK)
    #expect(
      try ScoreStore(path: target).load().file.boards["balls"]?.entries.map(\.name) == ["b", "a"])
  }

  @Test func theCallersOrderingWinsOverAHandEditedFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let store = ScoreStore(path: path)
    _ = try store.submit(entry("slow", 900), to: "maze/l", ordering: .higherIsBetter)
    let result = try store.submit(entry("fast", 100), to: "maze/l", ordering: .lowerIsBetter)
    #expect(result.board.ordering == .lowerIsBetter)
    #expect(result.board.entries.map(\.name) == ["fast", "slow"])
  }
}
