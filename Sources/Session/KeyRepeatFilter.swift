import ArcadeKit

/// The player's hold-to-repeat delay (`DisplaySettings.repeatDelay`): a key held down acts once,
/// and its repeats count only once it has been held that long.
///
/// A terminal says nothing of a key held down but its repeats: the same key again after its
/// repeat delay (250–660 ms on the systems we know), then 25–40 times a second. So presses of one
/// key less than `holdGap` apart are one hold; a release, where the terminal reports it (the
/// kitty protocol), ends it. A key pressed again sooner than the delay acts once too: that is the
/// point for a player whose key bounces or who lets go slowly.
struct KeyRepeatFilter: Sendable {
  /// Presses of one key closer than this are one hold: longer than any first repeat delay.
  static let holdGap = 0.7

  /// The key of the hold now, if any.
  private var key: Key?
  /// When the hold began.
  private var holdStart = 0.0
  /// When its key last came.
  private var lastSeen = -Double.infinity

  /// Whether `key`, arriving at `time`, acts, with repeats counting only after `delay`.
  mutating func admits(_ key: Key, at time: Double, delay: Double) -> Bool {
    defer {
      self.key = key
      lastSeen = time
    }
    guard key == self.key, time - lastSeen <= Self.holdGap else {
      holdStart = time
      return true
    }
    return time - holdStart >= delay
  }

  /// The terminal reported `key` let go: the next press of it is a press.
  mutating func released(_ key: Key) {
    if key == self.key { self.key = nil }
  }
}
