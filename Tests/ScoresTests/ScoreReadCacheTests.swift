import FoundationEssentials
import Glibc
import Scores
import TestSupport
import Testing

/// A load answered from memory (`ScoreReadCache`) is never an old store: a save by another
/// process, an edit in place of the same length, a file removed, each is read anew.
struct ScoreReadCacheTests {
  let when = Date(timeIntervalSince1970: 1_795_315_963)

  @Test func aLoadFromTheCacheIsNeverAnOldStore() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let cache = ScoreReadCache()
    let store = ScoreStore(path: path)
    _ = try store.submit(entry("ada", 5), to: "balls", ordering: .higherIsBetter, now: when)
    let first = try store.load(reusing: cache)
    #expect(try store.load(reusing: cache) == first)

    // Another arcade saves: a new file by a rename.
    _ = try ScoreStore(path: path).submit(entry("bob", 9), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(try store.load(reusing: cache).file.boards["balls"]?.entries.map(\.name) == ["bob", "ada"])

    // A hand edit in place, the same number of bytes: a name changed.
    let text = try TestFiles.readText(path)
    let edited = text.replacing("\"bob\"", with: "\"eve\"")
    #expect(edited.utf8.count == text.utf8.count)
    let descriptor = open(path, O_WRONLY | O_TRUNC)
    #expect(descriptor >= 0)
    _ = Array(edited.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    // The editor's time, which is not the save's (a clock tick can hold both).
    var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
    #expect(futimens(descriptor, &times) == 0)
    close(descriptor)
    #expect(try store.load(reusing: cache).file.boards["balls"]?.entries.map(\.name) == ["eve", "ada"])

    // Removed: no store.
    #expect(unlink(path) == 0)
    #expect(try store.load(reusing: cache).file.boards.isEmpty)
  }
}
