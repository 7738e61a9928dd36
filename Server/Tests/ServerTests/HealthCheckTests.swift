import Foundation
import NIOCore
import NIOPosix
import Scores
import Synchronization
import Testing

@testable import Server

/// `/healthz`'s check on its own: a board that hangs is reported after the timeout, however
/// many ask at once, and the board is asked once for all of them.
@Suite struct HealthCheckTests {
  /// A board whose reads wait until it is let go (and answer at once after), counting them.
  final class StalledBoard: ServerBoard {
    let asked = Mutex(0)
    private let released = DispatchSemaphore(value: 0)
    private let stalls = Mutex(true)

    /// Lets the read waiting go, and every read after it.
    func release() {
      stalls.withLock { $0 = false }
      released.signal()
    }

    var capacity: Int { 10 }
    func player(_ fingerprint: String) throws -> ServerPlayer? {
      asked.withLock { $0 += 1 }
      if stalls.withLock({ $0 }) { released.wait() }
      return nil
    }
    func claim(_ name: String, for fingerprint: String, at date: Date) throws -> String? { nil }
    func saveSettings(_ settings: String, for fingerprint: String) throws {}
    func saveDailyLog(_ log: String, for fingerprint: String) throws {}
    func add(_ run: VerifiedRun, by player: ServerPlayer) throws -> (board: ScoreBoard, rank: Int?) {
      throw ServerBoardError.cannotOpen(where: "test", reason: "no writes")
    }
    func boards() throws -> [BoardSummary] { [] }
    func board(_ id: String) throws -> ScoreBoard? { nil }
    func storedRun(_ run: String) throws -> StoredRun? { nil }
    func runCount() throws -> Int { 0 }
    func rankedBy(run: String) throws -> String? { nil }
    func close() {}
  }

  @Test func aBoardThatHangsIsReportedAfterTheTimeoutAndAskedOnceForAll() async throws {
    let board = StalledBoard()
    let check = HealthCheck(board: board, timeout: .milliseconds(200)) { true }
    let loop = MultiThreadedEventLoopGroup.singleton.next()
    let verdicts = try await withThrowingTaskGroup(of: HealthCheck.Verdict.self) { group in
      for _ in 0..<5 { group.addTask { try await check.check(on: loop).get() } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(verdicts == Array(repeating: .unhealthy("the board did not answer within 0.2 s"), count: 5))
    #expect(board.asked.withLock { $0 } == 1)
    // Once the board answers, so does the check.
    board.release()
    #expect(try await check.check(on: loop).get() == .healthy)
    await check.stop()
  }

  @Test func aServerNotListeningIsUnhealthyWithoutAskingTheBoard() async throws {
    let board = StalledBoard()
    let check = HealthCheck(board: board) { false }
    let verdict = try await check.check(on: MultiThreadedEventLoopGroup.singleton.next()).get()
    #expect(verdict == .unhealthy("the server is not listening for players (starting or stopping)"))
    #expect(board.asked.withLock { $0 } == 0)
    await check.stop()
  }
}
