import FoundationEssentials
import Scores
import TestSupport
import Testing

/// The in-memory store ranks and keeps entries exactly as the store on disk does.
struct ScoreStoreClientTests {
  @Test func inMemoryAndLiveStoresAgree() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let live = ScoreStoreClient.live(ScoreStore(path: directory.file("scores.json"), boardCapacity: 3))
    let memory = ScoreStoreClient.inMemory(boardCapacity: 3)
    let when = Date(timeIntervalSince1970: 1_795_315_963)
    for client in [live, memory] { #expect(client.boardCapacity == 3) }
    for (index, score) in [30, 10, 50, 20, 40].enumerated() {
      let entry = ScoreEntry(name: "P\(index)", score: score, date: when, seed: UInt64(index))
      let results = try [live, memory].map { client in
        try client.submit(entry, "balls", .higherIsBetter, when, { _ in true })
      }
      #expect(results[0] == results[1])
    }
    let files = try [live, memory].map { try $0.load(when, { _ in true }).file }
    #expect(files[0] == files[1])
    #expect(files[1].boards["balls"]?.entries.map(\.score) == [50, 40, 30])
  }
}
