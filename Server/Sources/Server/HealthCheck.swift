import NIOCore
import NIOPosix
import Synchronization

/// Whether the server serves, for `/healthz`: it listens for players, and its board answers a
/// read within `timeout`.
///
/// The board is asked on a thread of its own (never an event loop, nor the pool that runs the
/// sessions' effects, whose queue would make a busy server look dead), one question at a time:
/// a request that comes while one is out waits for its answer, so a flood of requests asks the
/// board once. A board that hangs makes each request answer "did not answer" after `timeout`.
final class HealthCheck: Sendable {
  /// What `/healthz` says.
  enum Verdict: Equatable, Sendable {
    case healthy
    /// Not serving, and why.
    case unhealthy(String)
  }

  private let board: any ServerBoard
  private let isListening: @Sendable () -> Bool
  private let timeout: TimeAmount
  private let thread = NIOThreadPool(numberOfThreads: 1)
  /// The requests waiting for the question out (nil: none is out), each with its number.
  private let waiting = Mutex<[Int: EventLoopPromise<Verdict>]?>(nil)
  private let tokens = Mutex(0)

  /// A check of `board`, while `isListening` says the server takes players.
  init(board: any ServerBoard, timeout: TimeAmount = .seconds(2), isListening: @escaping @Sendable () -> Bool) {
    self.board = board
    self.timeout = timeout
    self.isListening = isListening
    thread.start()
  }

  /// The fingerprint the board is asked about: no key has it, so the read finds nobody.
  static let probe = "SHA256:health-check"

  /// Checks the server, answering on `loop`.
  func check(on loop: any EventLoop) -> EventLoopFuture<Verdict> {
    guard isListening() else {
      return loop.makeSucceededFuture(.unhealthy("the server is not listening for players (starting or stopping)"))
    }
    let promise = loop.makePromise(of: Verdict.self)
    let token = tokens.withLock {
      $0 += 1
      return $0
    }
    let ask = waiting.withLock { waiting -> Bool in
      guard waiting != nil else {
        waiting = [token: promise]
        return true
      }
      waiting?[token] = promise
      return false
    }
    let seconds = Self.shown(timeout)
    let late = loop.scheduleTask(in: timeout) { [self] in
      let expired = waiting.withLock { $0?.removeValue(forKey: token) }
      expired?.succeed(.unhealthy("the board did not answer within \(seconds) s"))
    }
    promise.futureResult.whenComplete { _ in late.cancel() }
    if ask {
      let board = self.board
      thread.submit { [self] state in
        let verdict: Verdict
        if case .cancelled = state {
          verdict = .unhealthy("the server is stopping")
        } else {
          do {
            _ = try board.player(Self.probe)
            verdict = .healthy
          } catch {
            verdict = .unhealthy("the board does not answer: \(error)")
          }
        }
        let answered = waiting.withLock { waiting in
          defer { waiting = nil }
          return Array((waiting ?? [:]).values)
        }
        for promise in answered { promise.succeed(verdict) }
      }
    }
    return promise.futureResult
  }

  /// `amount` in seconds as a person writes it: `2`, `0.5`.
  private static func shown(_ amount: TimeAmount) -> String {
    let seconds = Double(amount.nanoseconds) / 1e9
    return seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
  }

  /// Stops the thread once the question out, if any, is answered (before the board closes).
  func stop() async {
    try? await thread.shutdownGracefully()
  }
}
