import ArcadeKit
import Launcher
import Replays
import Synchronization

/// The moments of a ranked run worth jumping to (`/runs/ID`'s markers): where the game said
/// something happened, as a screen reader hears it (a level passed, a point scored, a landing,
/// a ball lost), found by playing the run once, headless.
struct RunMarker: Hashable, Sendable {
  /// The step it happened at.
  var step: Int
  /// What the game said (`score 340`, `level 2 Ridge`).
  var label: String

  /// The facts whose changes mark an event: the score, a level or table passed or lost, a ship
  /// or ball lost, a landing or a crash and a shot fired (the stage), a point, a fall, a chain.
  /// Only facts a game announces count (a height or a puck's way changes all the time).
  static let eventTopics: Set<String> = [
    "score", "level", "outcome", "stage", "table", "end", "ships", "balls", "finish", "points", "fall", "chain",
  ]
  /// The most markers a run shows (a long run's first ones).
  static let maximumCount = 400

  /// The markers of run `id` (`replay`), found once and kept for the next viewers of the run
  /// (the last `cacheSize` runs asked for).
  static func cached(_ replay: Replay, id: String, registry: GameRegistry) throws -> [RunMarker] {
    if let known = cache.withLock({ $0.first { $0.id == id }?.markers }) { return known }
    let found = try markers(of: replay, registry: registry)
    cache.withLock {
      $0.removeAll { $0.id == id }
      $0.append((id, found))
      if $0.count > cacheSize { $0.removeFirst() }
    }
    return found
  }

  /// How many runs' markers are kept.
  static let cacheSize = 64
  private static let cache = Mutex<[(id: String, markers: [RunMarker])]>([])

  /// The markers of `replay`, played with `registry`'s games: each step where an event's fact
  /// changed to something said, in order.
  static func markers(of replay: Replay, registry: GameRegistry) throws -> [RunMarker] {
    var player = try registry.player(for: replay)
    var said = Dictionary(facts(of: player.scene), uniquingKeysWith: { $1 })
    var found: [RunMarker] = []
    var rounds = 0
    let limit = replay.steps + replay.events.count + 1
    while !player.isOver, rounds <= limit, found.count < maximumCount {
      rounds += 1
      _ = player.advance()
      let now = facts(of: player.scene)
      for (topic, text) in now where said[topic] != text {
        if !text.isEmpty { found.append(RunMarker(step: player.step, label: text)) }
        said[topic] = text
      }
    }
    return Array(found.prefix(maximumCount))
  }

  /// The scene's event facts, topic and words, in the order the game says them.
  private static func facts(of scene: AnyScene) -> [(topic: String, text: String)] {
    (scene.narration?.facts ?? []).filter { $0.announced && eventTopics.contains($0.topic) }.map { ($0.topic, $0.text) }
  }
}
