import FileSystem
import FoundationEssentials
import Glibc
import Scores
import TestSupport
import Testing

/// A large store of ours with one damaged byte, a large file that is not ours, and the advice
/// each message gives for the path the player did or did not choose (issue 45).
struct ScoreStoreDamageTests {
  let when = Date(timeIntervalSince1970: 1_795_315_963)

  /// A store of ours of about 200 KiB: forty boards of ten entries with replays. Its keys are
  /// sorted, so the marker and `"version"` come after every board, far past the first 64 KiB.
  static func largeStore() throws -> [UInt8] {
    var file = ScoreFile()
    for board in 0..<40 {
      for rank in 0..<10 {
        let replay = (0..<40).map { "\($0 * 3) key right" }.joined(separator: "\n")
        let added = ScoreEntry(
          name: "player\(rank)", score: 1000 - rank, level: 1, date: Date(timeIntervalSince1970: 1_763_000_000),
          seed: UInt64(board * 10 + rank), replay: replay)
        _ = file.add(added, to: "maze/maze-\(1000 + board)", ordering: .higherIsBetter)
      }
    }
    return try file.encoded()
  }

  /// Before: the marker was looked for in the first 64 KiB only, so this store was "not a
  /// high-score file" and every save was refused, with advice to pass another `--scores`.
  @Test func oneDamagedBytePast64KiBIsOursKeptByteForByteAndTheSaveGoesThrough() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    var bytes = try Self.largeStore()
    #expect(bytes.count > 128 * 1024)
    // One byte past 64 KiB: the opening quote of a key becomes a letter.
    let damageAt = try #require(bytes[(100 * 1024)...].firstIndex(of: UInt8(ascii: "\"")))
    bytes[damageAt] = UInt8(ascii: "x")
    try TestFiles.write(String(decoding: bytes, as: UTF8.self), to: path)
    guard case .damagedStore = ScoreFileRecognition.of(bytes) else {
      Issue.record("a damaged store of ours was not recognised as ours")
      return
    }
    let store = ScoreStore(path: path, origin: .standard)
    let result = try store.submit(entry("ada", 5), to: "balls", ordering: .higherIsBetter, now: when)
    #expect(result.rank == 1)
    let aside = directory.file("scores.json.damaged-20261122T025243Z")
    #expect(try TestFiles.read(aside) == bytes)
    #expect(
      result.warnings.map(\.description) == [
        "the high scores \(path) could not be read (\(try #require(Self.problem(of: bytes)))); they were moved to"
          + " \(aside) and a fresh table started"
      ])
    #expect(try store.load(now: when).file.boards.keys.sorted() == ["balls"])
    #expect(directory.names() == ["scores.json", "scores.json.damaged-20261122T025243Z", "scores.json.lock"])
  }

  /// The reason recognition gives for `bytes`.
  static func problem(of bytes: [UInt8]) -> ScoreFileError? {
    if case .damagedStore(let problem) = ScoreFileRecognition.of(bytes) { return problem }
    return nil
  }

  /// A large file that is not ours, broken JSON mentioning neither the marker nor the keys,
  /// is refused and left exactly as it was, the lock not even made beside it.
  @Test func aLargeFileThatIsNotOursIsNeverTouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("scores.json")
    let text = "{\"notes\": [" + String(repeating: "\"buy milk\", ", count: 20_000) + "\"call Ada\""
    try TestFiles.write(text, to: path, mode: 0o644)
    let store = ScoreStore(path: path, origin: .standard)
    #expect {
      try store.submit(entry("ada", 5), to: "balls", ordering: .higherIsBetter, now: when)
    } throws: { error in
      guard case .notAScoreFile(path, _, .standard)? = error as? ScoreStoreError else { return false }
      return true
    }
    #expect(try TestFiles.readText(path) == text)
    #expect(TestFiles.mode(path) == 0o644)
    #expect(directory.names() == ["scores.json"])
  }

  /// Only a player who passed `--scores` is told to pass another; the default store's message
  /// says it is the arcade's own place, and `$ARCADE_SCORES` is named when it chose the path.
  @Test func theAdviceForAFileLeftAloneFitsWhoChoseThePath() throws {
    let byFlag = ScoreStoreError.notAScoreFile(path: "/notes.txt", reason: "not JSON from line 1, column 1")
    #expect(
      byFlag.description
        == "/notes.txt is not a high-score file (not JSON from line 1, column 1); it was left untouched:"
        + " check the path, or pass --scores FILE with another file name")
    let byDefault = ScoreStoreError.notAScoreFile(
      path: "/home/ada/.local/share/arcade/scores.json", reason: "not JSON from line 1, column 1",
      origin: .standard)
    #expect(
      byDefault.description
        == "/home/ada/.local/share/arcade/scores.json is not a high-score file (not JSON from line 1,"
        + " column 1); it was left untouched: it is where the arcade keeps its scores, so move it"
        + " elsewhere (the next score starts a new store there), or keep the scores in another file"
        + " with --scores FILE")
    let byEnvironment = ScoreStoreError.newerVersion(path: "/s.json", version: 2, origin: .environment)
    #expect(byEnvironment.description.hasSuffix("use the newer arcade, or set ARCADE_SCORES to another file name"))
    let tooLarge = ScoreStoreError.tooLarge(path: "/s.json", size: 9, limit: 8, origin: .standard)
    #expect(tooLarge.description.hasSuffix("move it aside, or keep the scores in another file with --scores FILE"))
  }

  /// `ScorePaths.locate` says who chose the path.
  @Test func locatingThePathSaysWhoChoseIt() throws {
    let home = "/home/ada"
    #expect(try ScorePaths.locate(flag: "/a.json", environment: [:], home: home) == ("/a.json", .flag))
    #expect(
      try ScorePaths.locate(flag: nil, environment: ["ARCADE_SCORES": "/b.json"], home: home) == (
        "/b.json", .environment
      ))
    #expect(
      try ScorePaths.locate(flag: nil, environment: [:], home: home)
        == ("/home/ada/.local/share/arcade/scores.json", .standard))
  }
}
