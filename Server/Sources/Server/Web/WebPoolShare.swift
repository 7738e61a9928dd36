import Synchronization

/// How many page requests may wait for the web pages' own thread (`WebEndpoint`'s, apart from the
/// pool that carries the players' effects): a page made there (the boards, a run's page, its
/// asciicast, its markers) takes one of `maximum` places, and when none is free the request is
/// answered at once that the arcade is busy, so a flood of page requests queues no more work
/// than that and slows only the pages.
final class WebPoolShare: Sendable {
  private let taken = Mutex(0)

  /// The most page requests made or waiting at once.
  static let maximum = 8

  /// Takes a place, or says there is none.
  func take() -> Bool {
    taken.withLock {
      guard $0 < Self.maximum else { return false }
      $0 += 1
      return true
    }
  }

  /// Gives back a place taken.
  func give() {
    taken.withLock { $0 -= 1 }
  }
}
