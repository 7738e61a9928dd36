import FoundationEssentials
import Scores
import Synchronization

/// A store in memory that counts its reads and is busy (held by another process) for as many
/// saves as told, reporting `warnings` with every read.
final class ScriptedScoreStore: Sendable {
  private struct State {
    var loads = 0
    var submits = 0
    var refused = 0
    var busySaves: Int
  }

  private let state: Mutex<State>
  private let memory: ScoreStoreClient
  private let warnings: [ScoreWarning]
  static let busy = ScoreStoreError.busy(path: "/s/scores.json", lock: "/s/scores.json.lock", waited: 0)

  init(_ file: ScoreFile = ScoreFile(), busySaves: Int = 0, warnings: [ScoreWarning] = []) {
    state = Mutex(State(busySaves: busySaves))
    memory = .inMemory(file)
    self.warnings = warnings
  }

  /// Calls on the store: loads (one read each), saves (one read each, under the lock) and
  /// saves refused as busy (no read: the lock was not had).
  var calls: (loads: Int, submits: Int, refused: Int) { state.withLock { ($0.loads, $0.submits, $0.refused) } }
  /// Saves still to be refused as busy.
  func setBusySaves(_ count: Int) { state.withLock { $0.busySaves = count } }

  var client: ScoreStoreClient {
    ScoreStoreClient(
      boardCapacity: memory.boardCapacity,
      load: { now, whileWaiting throws(ScoreStoreError) in
        self.state.withLock { $0.loads += 1 }
        var snapshot = try self.memory.load(now, whileWaiting)
        snapshot.warnings = self.warnings
        return snapshot
      },
      submit: { entry, board, ordering, now, whileWaiting throws(ScoreStoreError) in
        let busy = self.state.withLock { state in
          guard state.busySaves > 0 else {
            state.submits += 1
            return false
          }
          state.busySaves -= 1
          state.refused += 1
          return true
        }
        if busy { throw Self.busy }
        var result = try self.memory.submit(entry, board, ordering, now, whileWaiting)
        result.warnings = self.warnings
        return result
      })
  }

  /// The entries on `board`, by name and score.
  func entries(_ board: String = "test") -> [String] {
    let file = (try? memory.load(Date(), { _ in true }))?.file
    return (file?.boards[board]?.entries ?? []).map { "\($0.name) \($0.score)" }
  }
}
