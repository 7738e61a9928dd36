import Synchronization

/// The answers the web listener made lately, kept a while: the boards' pages for a couple of
/// seconds (however many ask, the board is read once in that time) and a run's asciicast for
/// longer (a run never changes). Shared by every connection.
final class WebPageCache: Sendable {
  private let entries = Mutex<[(key: String, made: Double, response: WebRoutes.Response)]>([])

  /// The most answers kept (the oldest goes first).
  static let capacity = 32

  /// The answer kept for `key` if it is younger than `maximumAge` seconds, else `make`'s, kept.
  func answer(
    _ key: String, maximumAge: Double, make: () throws -> WebRoutes.Response
  ) rethrows -> WebRoutes.Response {
    let now = ServerClock.now()
    if let kept = entries.withLock({ $0.first { $0.key == key && now - $0.made < maximumAge }?.response }) {
      return kept
    }
    let made = try make()
    entries.withLock {
      $0.removeAll { $0.key == key }
      $0.append((key, now, made))
      if $0.count > Self.capacity { $0.removeFirst() }
    }
    return made
  }
}
