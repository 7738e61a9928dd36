import ArcadeKit
import Synchronization

/// What a test scene was told, kept as values: scenes are copied into the stack, so they write
/// the results they receive here for the test to read after the run.
public final class ResultLog: Sendable {
  private let log = Mutex<[EffectResult]>([])

  /// An empty log.
  public init() {}

  /// Every effect result received, in order.
  public var results: [EffectResult] { log.withLock { $0 } }

  /// The network events among them, in order.
  public var networkEvents: [NetworkEvent] {
    results.compactMap {
      guard case .network(let event) = $0 else { return nil }
      return event
    }
  }

  /// Keeps `result`.
  public func record(_ result: EffectResult) {
    log.withLock { $0.append(result) }
  }
}
