import FileSystem
import FoundationEssentials
import Glibc
import Scores
import TestSupport
import Testing

/// The store against a hostile neighbour and a careful owner: planted links, a held lock,
/// a read-only file, a file with a key given twice.
struct ScoreStoreHardeningTests {
  static let neighbour: uid_t = 65_534
  let when = Date(timeIntervalSince1970: 1_795_315_963)

  /// Before: even `arcade scores` renamed another user's file to `.corrupt-…` and created a
  /// `.lock` beside it. Now the link is refused and nothing outside the folder changes.
  @Test func aStoreLinkedToAnotherUsersFileIsRefusedAndTheFileUntouched() throws {
    guard geteuid() == 0 else { return }  // only root can give a file to someone else
    let mine = try TemporaryDirectory()
    let theirs = try TemporaryDirectory()
    defer {
      mine.remove()
      theirs.remove()
    }
    let victim = theirs.file("notes.txt")
    try TestFiles.write("not json\n", to: victim)
    #expect(chown(victim, Self.neighbour, Self.neighbour) == 0)
    let path = mine.file("scores.json")
    try TestFiles.symlink(path, to: victim)
    for attempt in 0..<2 {
      #expect {
        if attempt == 0 {
          _ = try ScoreStore(path: path).load(now: when)
        } else {
          _ = try ScoreStore(path: path).submit(entry("Eve", 1), to: "balls", ordering: .higherIsBetter)
        }
      } throws: { error in
        guard case .unsafeLink(let where_, let reason)? = error as? ScoreStoreError else { return false }
        return where_ == path && reason.contains("belongs to another user")
          && (error as? ScoreStoreError)?.description.hasPrefix("refusing to use the high scores") == true
      }
    }
    #expect(theirs.names() == ["notes.txt"])
    #expect(try TestFiles.readText(victim) == "not json\n")
    #expect(mine.names() == ["scores.json"])
  }

  @Test func aStoreLinkedToTheUsersOwnFileIsFollowedAndStaysALink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try TestFiles.makeDirectory(directory.file("synced"))
    let target = directory.file("synced/scores.json")
    let path = directory.file("scores.json")
    _ = try ScoreStore(path: target).submit(entry("Bob", 1), to: "maze", ordering: .higherIsBetter, now: when)
    try TestFiles.symlink(path, to: "synced/scores.json")
    _ = try ScoreStore(path: path).submit(entry("Ada", 5), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(TestFiles.isSymlink(path))
    #expect(try TestFiles.readText(target).contains("\"Ada\""))
    #expect(try ScoreStore(path: path).load().file.boards["balls"]?.entries.map(\.name) == ["Ada"])
  }

  @Test func aDanglingLockLinkIsRefusedAndCreatesNothingAtItsTarget() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let elsewhere = directory.file("planted")
    try TestFiles.symlink(directory.file("scores.json.lock"), to: elsewhere)
    #expect(
      throws: ScoreStoreError.lockFailed(
        path: directory.file("scores.json.lock"), reason: "it is a symbolic link; remove it")
    ) {
      _ = try ScoreStore(path: directory.file("scores.json")).submit(
        entry("Ada", 5), to: "balls", ordering: .higherIsBetter)
    }
    #expect(!TestFiles.exists(elsewhere))
    #expect(!TestFiles.exists(directory.file("scores.json")))
  }

  @Test func aReadOnlyStoreIsReadButNeverReplaced() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let store = ScoreStore(path: path)
    _ = try store.submit(entry("Ada", 5), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(chmod(path, 0o444) == 0)
    let before = try TestFiles.read(path)
    #expect(try store.load().file.boards["balls"]?.entries.count == 1)
    #expect(throws: ScoreStoreError.readOnly(path: path)) {
      _ = try store.submit(entry("Bob", 9), to: "balls", ordering: .higherIsBetter, now: when)
    }
    #expect(try TestFiles.read(path) == before)
    #expect(TestFiles.mode(path) == 0o444)
  }

  /// Before: the decoder kept one of the two boards and the next save dropped the other.
  @Test func aStoreWithAKeyGivenTwiceIsMovedAsideWhole() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let twice = """
      {"version": 1, "boards": {
        "balls": {"ordering": "higher", "entries": [{"name": "A", "score": 1, "date": "2026-11-22T02:52:43Z", "seed": "1"}]},
        "balls": {"ordering": "higher", "entries": [{"name": "B", "score": 2, "date": "2026-11-22T02:52:43Z", "seed": "2"}]}
      }}
      """
    try TestFiles.write(twice, to: path)
    let result = try ScoreStore(path: path).submit(entry("C", 3), to: "maze", ordering: .higherIsBetter, now: when)
    let warning = try #require(result.warnings.first)
    guard case .quarantined(_, let movedTo, let problem) = warning else { return }
    #expect(problem.description.contains("\"balls\" appears twice"))
    #expect(try TestFiles.readText(movedTo) == twice)
  }

  /// Another process holds the lock: the store waits at most its timeout, calling the
  /// waiting callback (which shows "waiting for the score file"), then says the store is busy.
  @Test func aHeldLockIsWaitedForAtMostTheTimeout() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    // Another arcade holds it.
    let holder = try FileLock.acquire(at: directory.file("scores.json.lock"), timeout: 0)
    defer { holder.release() }
    var calls = 0
    #expect {
      _ = try ScoreStore(path: path, lockTimeout: 0.2).submit(
        entry("Ada", 5), to: "balls", ordering: .higherIsBetter,
        whileWaiting: { _ in
          calls += 1
          return true
        })
    } throws: { error in
      guard case .busy(let store, let lock, let waited)? = error as? ScoreStoreError else { return false }
      return store == path && lock == directory.file("scores.json.lock") && waited >= 0.2
    }
    #expect(calls > 1)
    #expect(!TestFiles.exists(path))
  }

  /// A signal (the callback says stop) ends the wait at once, however long the timeout.
  @Test func theWaitEndsAtOnceWhenTheCallbackSaysStop() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Another arcade holds it.
    let holder = try FileLock.acquire(at: directory.file("scores.json.lock"), timeout: 0)
    defer { holder.release() }
    var calls = 0
    #expect(throws: ScoreStoreError.self) {
      _ = try ScoreStore(path: directory.file("scores.json"), lockTimeout: 3600).submit(
        entry("Ada", 5), to: "balls", ordering: .higherIsBetter,
        whileWaiting: { _ in
          calls += 1
          return false
        })
    }
    #expect(calls == 1)
  }
}
