import Glibc
import Scores
import TestSupport
import Testing

// MARK: - Crash safety and concurrency with real processes

/// Real `score-writer` processes against a real store. Serialized so the kill timings are
/// not distorted by each other on a small machine.
@Suite(.serialized)
struct ScoreWriterProcessTests {
  /// Entries are identified by board, name and score (each writer counts 1, 2, 3…).
  private struct Acknowledged: Hashable {
    let board: String
    let name: String
    let score: Int

    init?(line: String) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, let score = Int(fields[2]) else { return nil }
      board = String(fields[0])
      name = String(fields[1])
      self.score = score
    }

    init(board: String, name: String, score: Int) {
      self.board = board
      self.name = name
      self.score = score
    }
  }

  /// Every entry in a store's bytes, which must parse as a score file.
  private func entries(in path: String) throws -> Set<Acknowledged> {
    let file = try ScoreFile.decode(try TestFiles.read(path))
    var found = Set<Acknowledged>()
    for (id, board) in file.boards {
      for entry in board.entries {
        found.insert(Acknowledged(board: id, name: entry.name, score: entry.score))
      }
    }
    return found
  }

  /// A few missing entries as "board/name#score", so a failure stays readable.
  private func describe(_ missing: Set<Acknowledged>) -> String {
    missing.prefix(5).map { "\($0.board)/\($0.name)#\($0.score)" }.joined(separator: ", ")
  }

  @Test func storeSurvivesWritersKilledAtRandomMoments() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("scores.json")
    let writer = try WriterProcess.executable()
    let kills = 120
    var acknowledged = Set<Acknowledged>()
    var lost = 0
    var killedMidWrite = 0
    var generator = SystemRandomNumberGenerator()

    for round in 1...kills {
      // Each round writes to its own board so the kill checks cover every round so far,
      // with a capacity that keeps every entry.
      let child = try WriterProcess(writer, [store, "k\(round)", "0", "100000", "round-\(round)"])
      // Wait for the first acknowledgement so the kill lands inside the write loop.
      let started = child.waitForLines(1)
      usleep(UInt32.random(in: 0...25_000, using: &generator))
      child.kill()
      child.drain()
      let status = child.wait()
      try #require(started, "round \(round): the writer acknowledged nothing")
      #expect(killed(status, by: SIGKILL), "round \(round): wait status \(status)")

      for line in child.lines {
        acknowledged.insert(try #require(Acknowledged(line: line), "bad line \(line)"))
      }
      let names = directory.names()
      if names.contains(where: { $0.hasPrefix("scores.json.tmp-") }) { killedMidWrite += 1 }
      let stored = try entries(in: store)
      let missing = acknowledged.subtracting(stored)
      lost += missing.count
      #expect(
        missing.isEmpty, "round \(round): \(missing.count) missing, e.g. \(describe(missing))")
    }

    // The next writer under the lock removes what killed writers left behind.
    _ = try ScoreStore(path: store).submit(
      ScoreEntry(name: "tidy", score: 1, date: .init(timeIntervalSince1970: 0), seed: 1),
      to: "tidy", ordering: .higherIsBetter)
    #expect(!directory.names().contains { $0.hasPrefix("scores.json.tmp-") })
    #expect(lost == 0)
    print(
      "crash safety: \(kills) kills survived, \(acknowledged.count) acknowledged entries,"
        + " \(lost) lost, \(killedMidWrite) kills left a temporary (killed mid-write)")
  }

  @Test func concurrentWritersLoseNoEntries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = directory.file("scores.json")
    let writer = try WriterProcess.executable()
    let writers = 3
    let perWriter = 200

    // All on one board, so every write merges with the others' latest entries.
    let children = try (1...writers).map { index in
      try WriterProcess(writer, [store, "w\(index)", "\(perWriter)", "1000", "shared"])
    }
    var acknowledged = Set<Acknowledged>()
    for child in children {
      child.drain()
      let status = child.wait()
      #expect(exitedCleanly(status), "writer \(child.pid) wait status \(status)")
      for line in child.lines {
        acknowledged.insert(try #require(Acknowledged(line: line), "bad line \(line)"))
      }
    }
    let stored = try entries(in: store)
    let missing = acknowledged.subtracting(stored)
    #expect(acknowledged.count == writers * perWriter)
    #expect(missing.isEmpty, "\(missing.count) missing, e.g. \(describe(missing))")
    #expect(stored.count == writers * perWriter)
    print(
      "concurrency: \(writers) processes × \(perWriter) entries, \(acknowledged.count)"
        + " acknowledged, \(missing.count) lost")
  }
}
